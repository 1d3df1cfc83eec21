import { defineConfig } from 'vitest/config';

/**
 * End-to-end and accessibility tests in Chromium against the production build (site/dist), and
 * the components' own browser tests (*.browser.test.ts next to the component).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'site/src/**/*.browser.test.{ts,tsx}'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
