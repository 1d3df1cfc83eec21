import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'site/src/**/*.test.{ts,tsx}',
      'service/test/**/*.test.ts',
      'packages/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
