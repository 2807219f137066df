import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Paths the SPA fallback answers with index.html: everything but the API, the sandbox and missing
 * hashed assets (an HTML page served as a script would only hide the real fault).
 */
export function isWebAppPath(url: string): boolean {
  const pathname = url.split('?')[0]!.toLowerCase();
  return ![/^\/api(\/|$)/, /^\/sandbox(\/|$)/, /^\/assets\//].some((pattern) =>
    pattern.test(pathname),
  );
}

/**
 * Serves the built web app: hashed assets cached for good, everything else revalidated. Returns
 * the SPA fallback (index.html for deep links) or null when there is no build to serve.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    index: ['index.html'],
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
