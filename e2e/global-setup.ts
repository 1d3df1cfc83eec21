/** Starts the bundled server (site + feedback service, embedded SQLite) on a free loopback port. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '@servicestandard/testkit';
import { loadConfig } from '@servicestandard/service/app';
import { buildServer } from '@servicestandard/service/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'servicestandard-e2e-'));
  const port = await freePort();
  const config = loadConfig({
    FEEDBACK_PUBLIC_URL: `http://127.0.0.1:${port}`,
    FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'),
    FEEDBACK_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    FEEDBACK_RATE_LIMIT_FEEDBACK: '1000',
    FEEDBACK_RATE_LIMIT_CHALLENGE: '1000',
    FEEDBACK_RATE_LIMIT_HELPFUL: '1000',
  });
  const app = await buildServer({ siteRoot: process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url)), config });
  const address = await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  return async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  };
}

