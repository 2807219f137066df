import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { clientBuild } from './clientBuild.ts';

/**
 * Builds public sw.js from src/sw/sw-template.js: the precache list is the build's own files
 * (the worker adds the shell, /index.html, itself), and the version is their hash, so every new build is a new
 * service worker that the page activates (spec 4.9).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'yo-service-worker',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && name !== 'index.html')
        .filter((name) => name.startsWith('assets/'))
        // Only the latin font subset: other scripts load from the network when a page needs them.
        .filter((name) => !/(cyrillic|greek|vietnamese|latin-ext)/.test(name))
        .map((name) => `/${name}`)
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('../src/sw/sw-template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('const VERSION = __VERSION__;', `const VERSION = ${JSON.stringify(version)};`)
          .replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(files)};`),
      });
    },
  };
}
