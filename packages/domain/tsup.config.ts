import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module (not one bundled file), so an app's bundler keeps only
  // the modules a page imports: the public pages need the messages, not the API contract and
  // client, and `sideEffects: false` lets the bundler drop the rest of the re-exports of `index`.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // Types come from `tsc -p tsconfig.build.json`, which runs after this.
  dts: false,
});
