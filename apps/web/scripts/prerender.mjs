#!/usr/bin/env node
/**
 * Prerenders the public pages into dist/prerendered after `vite build`: a server build of
 * src/prerender/render.tsx renders each page, and its HTML goes into the built index.html in
 * place of the boot placeholder. The API serves a page's file for its path (manifest.json maps
 * lower-case paths to files); every other path gets the plain index.html. The server build stays
 * in dist/server: the API renders a page again from it with the banners it serves it with.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const serverOut = path.join(dist, 'server');
const out = path.join(dist, 'prerendered');

await build({
  root,
  logLevel: 'warn',
  // styled-components ships CommonJS for Node, whose default export Node's ESM loader would wrap:
  // bundled, its ES module build is used, as in the browser.
  ssr: { noExternal: ['styled-components'] },
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
  },
});
const { prerenderPaths, renderPage, ROUTE_CHUNKS_ID } = await import(
  pathToFileURL(path.join(serverOut, 'render.js')).href
);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Each page's own stylesheets (its screen's vanilla-extract CSS), written by the client build.
const routeStylesFile = path.join(dist, 'route-styles.json');
const routeStyles = JSON.parse(readFileSync(routeStylesFile, 'utf8'));
rmSync(routeStylesFile);
const routeOfPage = (pagePath) =>
  Object.keys(routeStyles).find((route) =>
    new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`).test(pagePath.toLowerCase()),
  );
const stylesheetLinks = (pagePath) =>
  (routeStyles[routeOfPage(pagePath)] ?? [])
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
const rootElement = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;
if (!rootElement.test(template))
  throw new Error('index.html has no <div id="root"> boot placeholder');

// The loader's route table (build/bootAfterFirstPaint.ts): a page keeps its own route's chunks.
const routeChunksElement = new RegExp(
  `(<script type="application/json" id="${ROUTE_CHUNKS_ID}">)([^<]*)(</script>)`,
);
const routeChunks = JSON.parse(template.match(routeChunksElement)?.[2] ?? 'null');
if (!routeChunks) throw new Error(`index.html has no route table (#${ROUTE_CHUNKS_ID})`);
const ownRouteChunks = (pagePath) => {
  const route = pagePath.toLowerCase();
  return JSON.stringify(route in routeChunks ? { [route]: routeChunks[route] } : {});
};

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

rmSync(out, { recursive: true, force: true });
const manifest = {};
for (const pagePath of prerenderPaths()) {
  const page = await renderPage(pagePath);
  const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${stylesheetLinks(pagePath)}</head>`)
    .replace(
      routeChunksElement,
      (_, open, _table, close) => open + ownRouteChunks(pagePath) + close,
    )
    .replace(rootElement, () => `<div id="root" data-prerendered="">${page.html}</div>`);
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), html);
  manifest[pagePath.toLowerCase()] = file;
}
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${Object.keys(manifest).length} pages into dist/prerendered`);
