import { defineConfig } from 'vitest/config';

/**
 * End-to-end and accessibility tests in Chromium against the production build (site/dist), and
 * the components' own browser tests (*.browser.test.ts next to the component).
 *
 * Two files run at a time, each in its own worker with its own Chromium: the files share only the
 * server from global-setup.ts, whose data none of them reads back from another file (every test
 * looks up what it sent itself; the editors' tests and the configured build start their own
 * servers). While one file waits for its browser or the server, the other can use the second core.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'site/src/**/*.browser.test.{ts,tsx}'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
