import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { RESULT_PAGE_FONT_PATH } from '@yo/domain';
import type { Plugin } from 'vite';
import { clientBuild } from './clientBuild.ts';

/**
 * The app's typeface at a fixed address, for the pages the API renders inside the payment frame
 * (issue 29): they cannot know the hashed name of the app's own copy. Latin only, the one the
 * product's texts need.
 */
export function resultPageFont(): Plugin {
  return {
    name: 'yo:result-page-font',
    apply: clientBuild,
    async generateBundle() {
      const require = createRequire(import.meta.url);
      const file =
        require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
      this.emitFile({
        type: 'asset',
        fileName: RESULT_PAGE_FONT_PATH.slice(1),
        source: await readFile(file),
      });
    },
  };
}
