/**
 * The GitLab stand-in of the service tests (service/test/gitlab-stand-in.ts) in a process of its
 * own, so answering the outbox does not share an event loop with the load generator. Stopping
 * the process closes its port: afterwards its URL refuses connections ("GitLab down").
 *
 * As a script: starts the stand-in, prints {"apiUrl": …} as one line, stops on SIGTERM or when
 * its parent goes away (stdin closes).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startGitLabStandIn } from '@servicestandard/testkit';
import { stopChild } from '@servicestandard/testkit';

export interface StandInProcess {
  apiUrl: string;
  token: string;
  stop(): Promise<void>;
}

export async function startStandInProcess(token: string): Promise<StandInProcess> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, STAND_IN_TOKEN: token },
    // stdin stays open while the benchmark lives; the stand-in exits when it closes.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`GitLab-Stand-in endete mit Code ${code}`)));
  });
  const { apiUrl } = JSON.parse(firstLine) as { apiUrl: string };
  return {
    apiUrl,
    token,
    stop: () => stopChild(child),
  };
}

async function main(): Promise<void> {
  const standIn = await startGitLabStandIn({ token: process.env['STAND_IN_TOKEN'] ?? 'bench-token' });
  process.stdout.write(`${JSON.stringify({ apiUrl: standIn.apiUrl })}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.once('close', stop);
  process.stdin.resume();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
