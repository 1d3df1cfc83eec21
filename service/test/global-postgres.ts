/**
 * Vitest global setup: one PostgreSQL server for the unit tests (tests make a database each with
 * pgDatabase() from helper.ts). Without PostgreSQL this fails the run loudly, it never skips.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '@servicestandard/testkit';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.destroy();
}
