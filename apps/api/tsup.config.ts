import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies (workspace packages included) load from node_modules at run time, built.
  skipNodeModulesBundle: true,
});
