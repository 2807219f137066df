import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';

/** The app's chunks in a client build, and what the build plugins read from their graph. */
export type Chunk = Rollup.OutputChunk;

export const chunksOf = (bundle: Rollup.OutputBundle): Chunk[] =>
  Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');

/**
 * A chunk and every chunk it imports statically, directly or not, each after the chunks it
 * imports (the order the browser evaluates them in).
 */
export function staticClosure(
  chunks: readonly Chunk[],
  file: string,
  files = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file) || files.has(file)) return files;
  seen.add(file);
  const chunk = chunks.find((item) => item.fileName === file);
  for (const imported of chunk?.imports ?? []) staticClosure(chunks, imported, files, seen);
  files.add(file);
  return files;
}

/** The stylesheets (vanilla-extract) of chunks and of the chunks they import. */
export function stylesheetsOf(chunks: readonly Chunk[], files: Iterable<string>): string[] {
  const closure = new Set<string>();
  for (const file of files) staticClosure(chunks, file, closure);
  const css = new Set<string>();
  for (const file of closure) {
    const chunk = chunks.find((item) => item.fileName === file);
    for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

/** The frame every page starts with: the entry, its imports and the boot steps it imports. */
export function frameFiles(chunks: readonly Chunk[]): { entry: Chunk; files: Set<string> } {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  const files = staticClosure(chunks, entry.fileName);
  for (const file of entry.dynamicImports) staticClosure(chunks, file, files);
  return { entry, files };
}

/** The route table's routes (src/app/routes.tsx): each one's pattern, frame and screen's chunk. */
export function routeScreens(
  chunks: readonly Chunk[],
): Array<{ path: string; layout: string; chunk: Chunk }> {
  const table = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
  const routes: Array<{ path: string; layout: string; chunk: Chunk }> = [];
  for (const [, path, layout, screen] of table.matchAll(
    /path: '([^']+)',[^}]*?layout: '(\w+)',[^}]*?import\('\.\.\/(screens\/[^']+)'\)/g,
  )) {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/src/${screen}.tsx`));
    if (path && layout && chunk) routes.push({ path, layout, chunk });
  }
  return routes;
}
