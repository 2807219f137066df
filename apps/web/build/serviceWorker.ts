import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { chunksOf, frameFiles, routeScreens, staticClosure, stylesheetsOf } from './chunkGraph.ts';
import { clientBuild } from './clientBuild.ts';

/**
 * Builds public sw.js from src/sw/sw-template.js. The version is the hash of all the build's
 * files, so every new build is a new service worker that the page activates (spec 4.9). The
 * precache (the worker adds the shell, /index.html, itself) is what the public site needs to
 * open offline: the frame, every public route's screen with what it imports, their stylesheets
 * and the latin font. The signed-in area, the later payment steps and the dialogs are cached as
 * they are used: precaching them too was some 300 KiB more on a first visit, on a prepaid phone.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'yo-service-worker',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
        .sort();
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const chunks = chunksOf(bundle);
      const scripts = frameFiles(chunks).files;
      // The signed-in area's screens are cached as a customer opens them.
      for (const { layout, chunk } of routeScreens(chunks))
        if (layout === 'public') staticClosure(chunks, chunk.fileName, scripts);
      const stylesheets = stylesheetsOf(chunks, scripts);
      // Only the latin font subset: other scripts load from the network when a page needs them.
      const font = assets.filter((name) => /inter-latin-wght-normal.*\.woff2$/.test(name));
      const precache = [...scripts, ...stylesheets, ...font].map((name) => `/${name}`).sort();
      const template = readFileSync(new URL('../src/sw/sw-template.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('const VERSION = __VERSION__;', `const VERSION = ${JSON.stringify(version)};`)
          .replace(
            'const PRECACHE = __PRECACHE__;',
            `const PRECACHE = ${JSON.stringify(precache)};`,
          ),
      });
    },
  };
}
