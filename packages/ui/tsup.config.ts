import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * esbuild writes one CSS file per entry. `index` imports every style (tokens included), so its CSS
 * is the whole library: ship it as `styles.css`, without the build's path comments, and drop the
 * rest.
 */
async function writeStylesCss(dir: string) {
  const css = await readFile(`${dir}/index.css`, 'utf8');
  const clean = css
    .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
    .replace(/\/\*# sourceMappingURL=.*\*\/\n?/g, '');
  await writeFile(`${dir}/styles.css`, clean);
  const others = (await readdir(dir, { recursive: true })).filter(
    (f) => /\.css(\.map)?$/.test(f) && f !== 'styles.css',
  );
  await Promise.all(others.map((f) => rm(`${dir}/${f}`)));
}

export default defineConfig({
  // One entry per component folder, so each component is its own module and an app's bundler can
  // put it in the chunk of the screens that use it; `index` re-exports them all.
  entry: ['src/index.ts', 'src/tokens/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // Types come from `tsc -p tsconfig.build.json`, which runs after this.
  dts: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [
    vanillaExtractPlugin({
      identifiers: 'short',
    }),
  ],
  async onSuccess() {
    await writeStylesCss('dist');
  },
});
