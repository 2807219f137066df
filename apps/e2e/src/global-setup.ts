import type { TestProject } from 'vitest/node';
import { startProductionServer, type RunningServer } from './server.js';

let server: RunningServer | undefined;

/** One production server (fresh embedded database, sandbox on) for every browser test file. */
export async function setup(project: TestProject) {
  server = await startProductionServer();
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
