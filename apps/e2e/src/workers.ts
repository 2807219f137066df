import { inject } from 'vitest';

/**
 * How many browser test files run at once (vitest.browser.config.ts), each worker with its own
 * production server (src/global-setup.ts). The journeys mostly wait on the sandbox's bank and
 * carrier, so two share a 2-core machine well.
 */
export const BROWSER_WORKERS = Number(process.env.BROWSER_WORKERS ?? 2);

/** The production server of the worker running this test file. */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
