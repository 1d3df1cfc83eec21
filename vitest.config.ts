import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'site/src/**/*.test.{ts,tsx}',
      'service/test/**/*.test.ts',
      'packages/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    // Browser tests of components run with the end-to-end tests (vitest.e2e.config.ts), after the build.
    exclude: ['**/node_modules/**', '**/*.browser.test.*'],
    environment: 'node',
    // One real PostgreSQL server for the store's contract tests and the multi-instance tests; the
    // bundle of the service's pages for the servers that tests start as their own processes.
    globalSetup: ['service/test/global-postgres.ts', 'service/test/global-pages.ts'],
    // Most unit test files wait on servers, PostgreSQL and timers more than they compute: one file
    // at a time (Vitest's default on 2 cores) kept the CPU about half busy. Every file starts its
    // own servers on free ports and its own database, so files do not share state.
    maxWorkers: 4,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
