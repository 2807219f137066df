import { defineConfig } from 'vitest/config';

/** Browser journeys in headless Chromium against one production server started for the run. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One Chromium at a time on a 2-core machine.
    fileParallelism: false,
    // Tests marked concurrent (fresh visitors that only read a page) share it three at a time.
    maxConcurrency: 3,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
