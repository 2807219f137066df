import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { staticClosure, type Chunk } from './chunkGraph.ts';
import { clientBuild } from './clientBuild.ts';

/**
 * The frame every page starts with (boot.tsx and what it imports statically) in two chunks, its
 * libraries and the app's own modules. Automatic splitting cuts it into some thirty small chunks
 * by which screens share each module, though every screen loads after the frame; each file is
 * compressed on its own, so fewer files are fewer bytes, and fewer requests. Which modules the
 * frame uses, after tree-shaking, comes from a build of boot.tsx alone: its chunk and the chunks
 * that imports statically.
 */
const frameModules = new Set<string>();
export function frameChunks(): Plugin {
  return {
    name: 'yo-frame-chunks',
    apply: clientBuild,
    async buildStart() {
      const { build } = await import('vite');
      const boot = fileURLToPath(new URL('../src/boot.tsx', import.meta.url));
      const output = await build({
        configFile: false,
        root: fileURLToPath(new URL('..', import.meta.url)),
        logLevel: 'silent',
        plugins: [vanillaExtractPlugin(), react()],
        build: {
          write: false,
          minify: false,
          modulePreload: false,
          rolldownOptions: { input: boot },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((item): item is Chunk => item.type === 'chunk');
      const entry = chunks.find((item) => item.facadeModuleId === boot);
      if (!entry) throw new Error('frame chunks: the build of boot.tsx has no chunk for it');
      for (const file of staticClosure(chunks, entry.fileName)) {
        const chunk = chunks.find((item) => item.fileName === file);
        // Not the bundler's own virtual modules (the preload helper, the runtime): the entry uses
        // them, and pulling them in here would make it import the whole frame statically.
        for (const id of chunk?.moduleIds ?? []) if (!id.startsWith('\0')) frameModules.add(id);
      }
    },
    generateBundle(_options, bundle) {
      // The entry starts the frame in steps, each a task of its own (main.tsx); a static import
      // of a frame chunk would evaluate it all in the entry's first task.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const frame = chunk.imports.filter((file) => /^assets\/frame(-libraries)?-/.test(file));
        if (frame.length) this.error(`the entry imports the frame statically: ${frame.join(', ')}`);
      }
    },
  };
}
const isLibrary = (id: string) => id.includes('/node_modules/');

/** The bundler's chunk groups for the frame: its libraries, then the app's own modules. */
export const frameChunkGroups = [
  {
    name: 'frame-libraries',
    test: (id: string) => frameModules.has(id) && isLibrary(id),
    priority: 2,
  },
  { name: 'frame', test: (id: string) => frameModules.has(id) && !isLibrary(id), priority: 1 },
];
