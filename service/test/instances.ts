/** Starts service instances as child processes (instance-process.ts) and stops or kills them. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { stopChild } from '@servicestandard/testkit';

export interface Instance {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown, no cleanup, like a crashed machine. */
  kill(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./instance-process.ts', import.meta.url));

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => stopChild(child));
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-5_000)));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (first) => {
      lines.close();
      resolve(first);
    });
    child.once('exit', (code) => reject(new Error(`Instanz endete mit Code ${code}:\n${errors}`)));
  });
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
