import type { BannerMessage, Cents } from '@yo/domain';

/**
 * What the API serves a page with beside its HTML (apps/api src/web/served-pages.ts): the data
 * the page is rendered with on the server, handed to the app in a JSON element before the root,
 * so the hydrating render says the same and the app does not ask for it.
 */
export interface ServedPageData {
  /** The page's banners for guests, rendered in place; absent when they could not be read. */
  banners?: BannerMessage[];
  /** What a customer may top up across the carriers (@yo/domain's topUpRange of their bounds). */
  topUpRange?: { minimum: Cents; maximum: Cents };
}

/** The element holding it in the served page, beside the root (outside what React renders). */
const SERVED_PAGE_ID = 'yo-served-page';

let served: { data: ServedPageData; at: number } | null = null;

/**
 * Sets the data the page is rendered with: by the server for its render, and in the browser
 * from the served page (readServedPage), so hydration renders the same.
 */
export function servePage(data: ServedPageData | null): void {
  served = data && { data, at: Date.now() };
}

/** The data the page was served with (and when the app read it), or null. */
export function servedPage(): { data: ServedPageData; at: number } | null {
  return served;
}

/** The script element the server puts before the root of a page it serves with its data. */
export function servedPageElement(data: ServedPageData): string {
  // `<` escaped, so no banner's message can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_PAGE_ID}">${json}</script>`;
}

/** The data the server served this page with, or null (a page as built). */
export function readServedPage(): ServedPageData | null {
  const text = document.getElementById(SERVED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as ServedPageData) : null;
  } catch {
    return null;
  }
}
