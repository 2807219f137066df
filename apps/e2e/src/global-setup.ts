import type { TestProject } from 'vitest/node';
import { startProductionServer, type RunningServer } from './server.js';

let server: RunningServer | undefined;

/**
 * One production server (fresh embedded database, sandbox on) for every browser test file. Every
 * browser comes from 127.0.0.1, so the per-address limits (10 code sends in 10 minutes) are
 * scaled up for a whole run's sign-ups and logins; the API's own tests check the limits.
 */
export async function setup(project: TestProject) {
  server = await startProductionServer({ RATE_LIMIT_SCALE: '20' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
