/**
 * Starts the bundled server (service/src/server.ts: site + feedback service) as its own process
 * on 127.0.0.1, so load generator and server do not share an event loop, and stops it again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild } from '@servicestandard/testkit';
import { REPO_ROOT, sleep, tail } from './lib.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** What the server printed so far (its last 20,000 characters). */
  output(): string;
  /** The server process's CPU time so far (user + system, ms; Linux /proc, 10 ms steps). */
  cpuMs(): Promise<number>;
}

/** Environment every bench server shares: rate limits far above what a run sends, quiet log. */
export const BENCH_SERVER_ENV = {
  LOG_LEVEL: 'silent',
  FEEDBACK_SECRET: 'bench-secret-bench-secret-bench-secret',
  FEEDBACK_RATE_LIMIT_CHALLENGE: '10000000',
  FEEDBACK_RATE_LIMIT_FEEDBACK: '10000000',
} as const;

/** User + system CPU time of a process in ms, from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function startServer(siteRoot: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'servicestandard-bench-db-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['service/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...BENCH_SERVER_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ROOT: siteRoot,
      FEEDBACK_PUBLIC_URL: url,
      FEEDBACK_DB_PATH: join(dataDir, 'feedback.sqlite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop, output: () => output, cpuMs: () => processCpuMs(child.pid!) };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`Server startete nicht auf ${url}:\n${tail(output)}`);
}
