/** Small helpers shared by the benchmark modules: statistics, the machine, child processes. */
import { spawn } from 'node:child_process';
import { cpus, platform, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DIST = fileURLToPath(new URL('../site/dist', import.meta.url));

/** Where the figures came from; every section of bench/results.json carries it. */
export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  os: string;
}

export function machine(): Machine {
  const list = cpus();
  return {
    cores: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unbekannt',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0–100); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Median of each numeric field over several runs of the same shape. */
export function medianOf<T extends Record<string, number>>(runs: readonly T[]): T {
  const first = runs[0];
  if (!first) throw new Error('medianOf: no runs');
  return Object.fromEntries(Object.keys(first).map((key) => [key, median(runs.map((run) => run[key]!))])) as T;
}

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Progress goes to stderr, so stdout holds only the Markdown report. */
export function progress(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
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
export function run(command: string, args: readonly string[], { cwd = REPO_ROOT, env = process.env, timeoutMs }: RunOptions): Promise<RunResult> {
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

/** Runs a TypeScript file of this repository with the Node that runs the benchmark (Node 24). */
export function runNode(script: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return run(process.execPath, [script, ...args], options);
}

/** The last lines of a command's output, for error messages. */
export function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
