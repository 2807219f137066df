import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootAfterFirstPaint } from './build/bootAfterFirstPaint.ts';
import { frameChunkGroups, frameChunks } from './build/frameChunks.ts';
import { resultPageFont } from './build/resultPageFont.ts';
import { serviceWorker } from './build/serviceWorker.ts';

/*
 * The app's build: its own plugins are in build/ (the boot loader and prerendering's route data,
 * the frame's chunks, the service worker).
 */
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    serviceWorker(),
    bootAfterFirstPaint(),
    frameChunks(),
    resultPageFont(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The frame's modules are already closed under their imports (the build of boot.tsx
          // says so), save the bundler's helpers, which stay where the entry can reach them.
          includeDependenciesRecursively: false,
          groups: frameChunkGroups,
        },
      },
    },
    // Browsers without <link rel="modulepreload"> still load every module through its imports;
    // the polyfill would be script on every first visit for the few that lack it.
    modulePreload: { polyfill: false },
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
