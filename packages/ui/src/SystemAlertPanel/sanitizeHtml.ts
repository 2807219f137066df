/**
 * A small allow-list HTML sanitiser for the messages the server sends (system alerts, banners).
 * It parses with the browser's DOMParser (an inert document: nothing runs, nothing loads) and
 * rebuilds only what it knows to be safe:
 *
 * - elements: p, br, strong, em, b, i, ul, ol, li, a, span — any other element is unwrapped
 *   (its text kept), and the dangerous ones (script, style, iframe, object, svg, form…) are
 *   dropped with their content;
 * - attributes: none, except `href` on `a`, kept only for http:, https: and mailto: URLs (or a
 *   path on this site, `/…`), and always given `rel="noopener noreferrer"`.
 *
 * Without a DOM (server rendering), it returns `plainTextHtml`: the text with every tag removed.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span']);

/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'img',
  'video',
  'audio',
  'source',
  'picture',
  'canvas',
]);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The href to keep, or undefined when the URL is not safe. */
export function safeHref(raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  // A path on this site (not protocol-relative `//host`, nor `/\host` which browsers treat alike).
  if (/^\/(?![/\\])/.test(value)) {
    try {
      const url = new URL(value, 'https://same-origin.invalid');
      if (url.origin !== 'https://same-origin.invalid') return undefined;
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return undefined;
    }
  }
  let url: URL;
  try {
    // No base: a relative URL (or an unknown scheme hidden behind whitespace) is refused.
    url = new URL(value);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

function escapeText(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function copyClean(source: Node, target: Node, doc: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ALLOWED.has(tag)) {
      copyClean(element, target, doc); // unwrap: keep the text, lose the element
      continue;
    }
    const clean = doc.createElement(tag);
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href') ?? '');
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyClean(element, clean, doc);
    target.appendChild(clean);
  }
}

/**
 * The message's text with every tag removed, escaped: what a server without a DOM can render
 * safely, and what a page rendered there is hydrated with.
 */
export function plainTextHtml(html: string): string {
  return escapeText(html.replace(/<[^>]*>?/g, ''));
}

/** Returns HTML safe to insert with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return plainTextHtml(html);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyClean(parsed.body, container, output);
  return container.innerHTML;
}
