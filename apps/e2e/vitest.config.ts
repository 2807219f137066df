import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/*.test.ts'],
    // Browser journeys and package installs are slow on a 2-core machine; one file at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
