import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BannerMessage } from '@yo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { cachedHtml, type CachedAnswer } from '../http/cached-answer.js';

/** What the web build's server module (dist/server/render.js, src/prerender/render.tsx) offers. */
interface PageRenderer {
  renderPage(path: string, banners: BannerMessage[] | null): Promise<{ html: string }>;
  servedBannersElement(banners: BannerMessage[]): string;
}

/** Where the web build leaves the prerendering's server module. */
export const PAGE_RENDERER = path.join('server', 'render.js');

const ROOT = '<div id="root"';

/** The page a prerendered file holds, as the prerendering names its files. */
function pathOfFile(file: string): string {
  const name = file.replace(/^prerendered\//, '').replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * The prerendered pages as served: each with the banners of its page rendered in place, so
 * nothing moves when the app starts, and handed to the app (which then does not ask for them).
 * Made again when the banners change (their answer's validator); a page whose banners cannot be
 * rendered (no server module in the build, or the build's HTML not the module's) is served as
 * built, and the app loads its banners itself.
 */
export class ServedPages {
  readonly #webDist: string;
  readonly #log: FastifyBaseLogger;
  #renderer: Promise<PageRenderer | null> | null = null;
  readonly #pages = new Map<string, { banners: string; page: Promise<CachedAnswer | null> }>();

  constructor(webDist: string, log: FastifyBaseLogger) {
    this.#webDist = webDist;
    this.#log = log;
  }

  /**
   * A prerendered file served with its page's banners (`version` names them), or null to serve
   * the file as it is.
   */
  page(file: string, banners: BannerMessage[], version: string): Promise<CachedAnswer | null> {
    const cached = this.#pages.get(file);
    if (cached?.banners === version) return cached.page;
    const page = this.#make(file, banners).catch((error: unknown) => {
      this.#log.warn({ err: error, file }, 'could not render the page with its banners');
      return null;
    });
    this.#pages.set(file, { banners: version, page });
    return page;
  }

  async #make(file: string, banners: BannerMessage[]): Promise<CachedAnswer | null> {
    const renderer = await this.#loadRenderer();
    if (!renderer) return null;
    const built = await fs.readFile(path.join(this.#webDist, file), 'utf8');
    const root = built.indexOf(ROOT);
    if (root < 0) return null;
    let html = built;
    if (banners.length > 0) {
      // The page as built is rendered again to find it in the file: the banners go where the
      // app renders them, whatever else the page holds.
      const pagePath = pathOfFile(file);
      const [bare, withBanners] = [
        await renderer.renderPage(pagePath, null),
        await renderer.renderPage(pagePath, banners),
      ];
      const at = built.indexOf(bare.html, root);
      if (at < 0) {
        this.#log.warn(
          { file },
          'the prerendered page is not the server module’s: served as built',
        );
        return null;
      }
      html = built.slice(0, at) + withBanners.html + built.slice(at + bare.html.length);
    }
    return cachedHtml(
      html.slice(0, root) + renderer.servedBannersElement(banners) + html.slice(root),
    );
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
