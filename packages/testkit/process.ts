/** Child processes and ports for tests and benchmarks: every server they start listens on 127.0.0.1. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Stops a child process: SIGTERM (or `signal`), SIGKILL after 5 s if it is still there; resolves once it is gone. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}

export interface RunResult {
  code: number | null;
  ms: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Killed (SIGTERM, then SIGKILL) after this long; the result's code is then null. */
  timeoutMs: number;
}

/** Runs a command to completion and captures its output; never throws for a non-zero exit. */
export function run(command: string, args: readonly string[], { cwd = process.cwd(), env = process.env, timeoutMs }: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code: signal ? null : code,
        ms: performance.now() - started,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/** Runs a TypeScript file with the Node that runs the caller (the project's Node 24). */
export function runNode(script: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return run(process.execPath, [script, ...args], options);
}

/**
 * Sends raw bytes on a new loopback connection and resolves with everything that came back until
 * the server closed it (5 s at most): for requests an HTTP client refuses to send. `halfClose`
 * ends the sending side at once; without it the socket stays open for answers that are streamed
 * after the request, since some servers drop a half-closed connection before writing.
 */
export function rawExchange(port: number, bytes: string, options: { halfClose?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    if (options.halfClose) socket.end(bytes, 'latin1');
    else socket.write(bytes, 'latin1');
  });
}
