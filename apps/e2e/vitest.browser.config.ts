import { defineConfig } from 'vitest/config';
import { BROWSER_WORKERS } from './src/workers.js';

/**
 * Browser journeys in headless Chromium, each worker against its own production server started
 * for the run (src/global-setup.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // Two files at a time: a journey spends most of its time waiting on the sandbox's bank and
    // carrier, not on the two cores.
    maxWorkers: BROWSER_WORKERS,
    // Tests marked concurrent (fresh visitors that only read a page) share it three at a time.
    maxConcurrency: 3,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
