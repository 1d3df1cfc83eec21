/** Small helpers shared by the benchmark modules: statistics, the machine, child processes. */
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

/** The last lines of a command's output, for error messages. */
export function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
