import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { bannerPageName, type Cents } from '@yo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../http/cached-answer.js';
import type { PageBanners } from '../modules/content/banner-messages.js';
import { PAGE_RENDERER, ServedPages, type ServedPageData } from './served-pages.js';

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

/** Where the web build keeps its prerendered pages, with manifest.json mapping paths to files. */
const PRERENDERED = 'prerendered';

/**
 * The prerendered pages of a build: lower-case path to file under `prerendered/`. None when the
 * build has none (the app then paints from index.html alone).
 */
function readPrerendered(webDist: string): Map<string, string> {
  const manifest = path.join(webDist, PRERENDERED, 'manifest.json');
  if (!fs.existsSync(manifest)) return new Map();
  const entries = Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8')) as object);
  return new Map(
    entries
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([page, file]) => [page, `${PRERENDERED}/${file}`]),
  );
}

/** The page a request path names, as the app's router matches it: any case, one trailing slash. */
function pageKey(url: string): string {
  let pathname = url.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as it was sent.
  }
  return (pathname.replace(/(.)\/+$/, '$1') || '/').toLowerCase();
}

/** The promise's value, or null when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<null>((resolve) => {
        timer = setTimeout(resolve, ms, null);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface WebAppOptions {
  /** A page's banners for guests, which its prerendered page is served with. */
  guestBanners?: (pageName: string) => Promise<PageBanners>;
  /**
   * What a customer may top up across the carriers (@yo/domain's topUpRange of the top-up
   * service's carriers), which every page is served with.
   */
  topUpRange?: () => Promise<{ minimum: Cents; maximum: Cents }>;
  /** How long a page waits for its data before it is served without it (300 ms). */
  bannerWaitMs?: number;
}

/**
 * Serves the built web app: hashed assets cached for good, everything else revalidated. Returns
 * the SPA fallback or null when there is no build to serve: a public page's prerendered file
 * when the build has one for the path (it paints before any script), with its data (banners,
 * top-up range) in place when they can be read, else index.html, carrying the top-up range.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  options: WebAppOptions = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
    return null;
  }
  const prerendered = readPrerendered(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // `/` is a page like any other (prerendered); /index.html stays the plain shell.
    index: false,
    // The prerendering's server module is the API's, not the browser's.
    allowedPath: (pathName) => !pathName.startsWith(`/${path.dirname(PAGE_RENDERER)}/`),
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const served = new ServedPages(webDist, app.log);
  const waitMs = options.bannerWaitMs ?? 300;
  const { guestBanners, topUpRange } = options;
  if (guestBanners || topUpRange) {
    // The server module and the carriers' bounds (the aggregator's first answer is slow) are
    // made ready ahead of the first page, so it is not served without its range.
    app.addHook('onReady', async () => {
      served.warm();
      void topUpRange?.().catch(() => undefined);
    });
  }
  /**
   * The data a page is served with and its version, or null when none could be read in time: a
   * slow or failing database or aggregator does not hold the page (the app then loads its banners
   * itself, and says when it cannot; the range is the domain's default).
   */
  const pageData = async (
    request: FastifyRequest,
    prerendered: boolean,
  ): Promise<{ data: ServedPageData; version: string } | null> => {
    const read = <T>(what: string, promise: Promise<T> | undefined) =>
      promise
        ? within(
            promise.catch((error: unknown) => {
              request.log.warn({ err: error }, `could not read the ${what} to serve the page with`);
              return null;
            }),
            waitMs,
          )
        : null;
    const [banners, range] = await Promise.all([
      prerendered ? read('banners', guestBanners?.(bannerPageName(request.url))) : null,
      read('top-up range', topUpRange?.()),
    ]);
    if (!banners && !range) return null;
    return {
      data: { ...(banners && { banners: banners.list }), ...(range && { topUpRange: range }) },
      version: `${banners?.answer.etag ?? '-'} ${range ? `${range.minimum}-${range.maximum}` : '-'}`,
    };
  };
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = prerendered.get(pageKey(request.url)) ?? 'index.html';
    const data = await pageData(request, file !== 'index.html');
    const answer = data && (await served.page(file, data.data, data.version));
    if (answer) return sendCached(request, reply, answer, 'no-cache');
    return reply.header('cache-control', 'no-cache').sendFile(file);
  };
  // The static files' wildcard would answer `/` as a directory.
  app.get('/', page);
  return page;
}
