import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Builds public sw.js from src/sw/sw-template.js: the precache list is the build's own files
 * (index.html is fetched as '/'), and the version is their hash, so every new build is a new
 * service worker that the page activates (spec 4.9).
 */
function serviceWorker(): Plugin {
  return {
    name: 'yo-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && name !== 'index.html')
        .filter((name) => name.startsWith('assets/'))
        // Only the latin font subset: other scripts load from the network when a page needs them.
        .filter((name) => !/(cyrillic|greek|vietnamese|latin-ext)/.test(name))
        .map((name) => `/${name}`)
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./src/sw/sw-template.js', import.meta.url), 'utf8');
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

/**
 * First load: the route's own screen chunk is fetched together with the app (an inline script
 * adds modulepreload links for the current path, from the route table), and the latin font is
 * preloaded, so neither waits for the app's code to run first.
 */
function routePreload(): Plugin {
  return {
    name: 'yo-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const table = readFileSync(new URL('./src/app/routes.tsx', import.meta.url), 'utf8');
        const preloads: Record<string, string[]> = {};
        for (const [, path, screen] of table.matchAll(
          /path: '([^']+)',[^}]*?import\('\.\.\/(screens\/[^']+)'\)/g,
        )) {
          if (!path || !screen || path.includes(':')) continue;
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/src/${screen}.tsx`));
          if (!chunk) continue;
          preloads[path.toLowerCase()] = [chunk.fileName, ...chunk.imports]
            .filter((file) => !loadedByEntry.has(file))
            .map((file) => `/${file}`);
        }
        const font = Object.keys(bundle).find((name) =>
          /inter-latin-wght-normal.*\.woff2$/.test(name),
        );
        const script = `(function(m){(m[location.pathname.toLowerCase()]||[]).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)})})(${JSON.stringify(preloads)})`;
        // The stylesheet first: it blocks the first paint, so it must not queue behind the scripts.
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
        const ordered = stylesheet
          ? html
              .replace(stylesheet, '')
              .replace(/(\s*)<script type="module"/, `${stylesheet}$1<script type="module"`)
          : html;
        return {
          html: ordered,
          tags: [
            { tag: 'script', children: script, injectTo: 'head' },
            ...(font
              ? [
                  {
                    tag: 'link',
                    attrs: {
                      rel: 'preload',
                      as: 'font',
                      type: 'font/woff2',
                      href: `/${font}`,
                      crossorigin: '',
                    },
                    injectTo: 'head' as const,
                  },
                ]
              : []),
          ],
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), routePreload()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
  },
  server: {
    // In development the API (with the sandbox) runs beside Vite.
    proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['test/**/*.test.tsx', 'test/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    css: false,
  },
});
