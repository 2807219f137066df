import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BannerMessage, Cents } from '@yo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { cachedHtml, type CachedAnswer } from '../http/cached-answer.js';

/**
 * What a page is served with beside its HTML, rendered in place and handed to the app (the web
 * app's ServedPageData, apps/web src/layout/servedPage.ts).
 */
export interface ServedPageData {
  /** The page's banners for guests; absent when they could not be read in time. */
  banners?: BannerMessage[];
  /** What a customer may top up across the carriers (@yo/domain's topUpRange of their bounds). */
  topUpRange?: { minimum: Cents; maximum: Cents };
}

/** What the web build's server module (dist/server/render.js, src/prerender/render.tsx) offers. */
interface PageRenderer {
  renderPage(path: string, data: ServedPageData | null): Promise<{ html: string }>;
  servedPageElement(data: ServedPageData): string;
}

/** Where the web build leaves the prerendering's server module. */
export const PAGE_RENDERER = path.join('server', 'render.js');

const ROOT = '<div id="root"';

/** Where the web build keeps its prerendered pages. */
const PRERENDERED = 'prerendered/';

/** The page a prerendered file holds, as the prerendering names its files. */
function pathOfFile(file: string): string {
  const name = file.replace(/^prerendered\//, '').replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * The pages as served: each prerendered page with its data (its banners, the carriers' top-up
 * range) rendered in place, so nothing moves or changes when the app starts, and handed to the
 * app (which then does not ask for them); the app's shell (index.html, for the pages not
 * prerendered) with the data alone, for the pages the app then renders. Made again when the data
 * changes (its version); a page that cannot be rendered with it (no server module in the build,
 * or the build's HTML not the module's) is served as built: the app loads its banners itself and
 * says the domain's default top-up range.
 */
export class ServedPages {
  readonly #webDist: string;
  readonly #log: FastifyBaseLogger;
  #renderer: Promise<PageRenderer | null> | null = null;
  readonly #pages = new Map<string, { version: string; page: Promise<CachedAnswer | null> }>();

  constructor(webDist: string, log: FastifyBaseLogger) {
    this.#webDist = webDist;
    this.#log = log;
  }

  /**
   * A file served with its page's data (`version` names it), or null to serve the file as it
   * is: a prerendered page rendered with it, any other file (the shell) only carrying it.
   */
  page(file: string, data: ServedPageData, version: string): Promise<CachedAnswer | null> {
    const cached = this.#pages.get(file);
    if (cached?.version === version) return cached.page;
    const page = this.#make(file, data).catch((error: unknown) => {
      this.#log.warn({ err: error, file }, 'could not render the page with its data');
      return null;
    });
    this.#pages.set(file, { version, page });
    return page;
  }

  async #make(file: string, data: ServedPageData): Promise<CachedAnswer | null> {
    const renderer = await this.#loadRenderer();
    if (!renderer) return null;
    const built = await fs.readFile(path.join(this.#webDist, file), 'utf8');
    const root = built.indexOf(ROOT);
    if (root < 0) return null;
    let html = built;
    if (file.startsWith(PRERENDERED)) {
      // The page as built is rendered again to find it in the file: the data goes where the
      // app renders it, whatever else the page holds.
      const pagePath = pathOfFile(file);
      const [bare, served] = [
        await renderer.renderPage(pagePath, null),
        await renderer.renderPage(pagePath, data),
      ];
      const at = built.indexOf(bare.html, root);
      if (at < 0) {
        this.#log.warn(
          { file },
          'the prerendered page is not the server module’s: served as built',
        );
        return null;
      }
      html = built.slice(0, at) + served.html + built.slice(at + bare.html.length);
    }
    return cachedHtml(html.slice(0, root) + renderer.servedPageElement(data) + html.slice(root));
  }

  /** Loads the server module ahead of the first page (it takes about a second). */
  warm(): void {
    void this.#loadRenderer();
  }

  #loadRenderer(): Promise<PageRenderer | null> {
    this.#renderer ??= (async () => {
      const module = path.join(this.#webDist, PAGE_RENDERER);
      try {
        await fs.access(module);
      } catch {
        this.#log.warn({ module }, 'the web build has no server module: pages served as built');
        return null;
      }
      try {
        return (await import(pathToFileURL(module).href)) as PageRenderer;
      } catch (error) {
        this.#log.warn(
          { err: error, module },
          'the server module did not load: pages served as built',
        );
        return null;
      }
    })();
    return this.#renderer;
  }
}
