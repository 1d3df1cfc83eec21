import { defineConfig } from 'vitest/config';

/** End-to-end and accessibility tests in Chromium against the production build (site/dist). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
