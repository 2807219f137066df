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
          .replace('__VERSION__', JSON.stringify(version))
          .replace('__PRECACHE__', JSON.stringify(files)),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker()],
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
