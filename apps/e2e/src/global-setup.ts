import type { TestProject } from 'vitest/node';
import { startProductionServer, type RunningServer } from './server.js';
import { BROWSER_WORKERS } from './workers.js';

let servers: RunningServer[] = [];

/**
 * A production server (fresh embedded database, sandbox on) for each worker that runs browser test
 * files: files run two at a time, and a file's sandbox (its gateway's sales, its inboxes) and
 * database are its worker's alone, so no file counts another's payments. Every browser comes from
 * 127.0.0.1, so the per-address limits (10 code sends in 10 minutes) are scaled up for a whole
 * run's sign-ups and logins; the API's own tests check the limits.
 */
export async function setup(project: TestProject) {
  servers = await Promise.all(
    Array.from({ length: BROWSER_WORKERS }, () =>
      startProductionServer({ RATE_LIMIT_SCALE: '20' }),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
