import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` of every inline script of an HTML text (scripts with a src have nothing inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The HTML files of a web build: index.html and the prerendered pages. */
function builtPages(webDist: string): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(file);
      else if (entry.isFile() && entry.name.endsWith('.html'))
        pages.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(webDist);
  return pages;
}

export interface SecurityHeaderOptions {
  /** The built web app, whose inline start-up scripts are allowed by hash. */
  webDist: string;
  /** Other HTML the app's pages host (the card gateway's 3-D Secure page, shown by srcdoc). */
  framedPages: readonly string[];
  /** Script hashes given by the settings (CSP_SCRIPT_HASHES), quoted. */
  extraScriptHashes: readonly string[];
  /**
   * Origins the 3-D Secure iframe may load and post forms to: the issuers' ACS pages live on
   * their own hosts, so a deployment allows `https:`; the demo's are its own sandbox.
   */
  gatewayOrigins: readonly string[];
}

export interface SecurityHeaders {
  /** The Content-Security-Policy of the app's HTML pages (of the build on disk now). */
  pagePolicy(): string;
}

/**
 * The web build's hashed files that a page loads (scripts, stylesheets, fonts, raster images, source
 * maps), not its workers: a policy binds the documents and workers it comes with, not what they
 * load, so these go without the page's headers. On HTTP/1.1 the policy alone (1.9 KB) on each of
 * a payment page's thirty-odd files was more bytes than a quarter of its script.
 */
const PAGE_SUBRESOURCE =
  /^\/assets\/(?![^/]*\.worker-)[^/]+\.(js|css|woff2?|png|jpe?g|webp|avif|map)$/;

const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** X-Frame-Options as a route's own CSP has it: framing by no one, or by the app itself. */
function framingOf(policy: string): 'DENY' | 'SAMEORIGIN' {
  return /frame-ancestors 'none'/.test(policy) ? 'DENY' : 'SAMEORIGIN';
}

/** The path of a request's URL without its query, in lower case (routes ignore case). */
function lowerCasePath(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).toLowerCase();
}

/**
 * Security headers on every response (the files a page loads get nosniff, the referrer policy and
 * HSTS only): a strict CSP (the web app's inline scripts by hash;
 * responses that are not the app's pages may run nothing), framing refused except where a
 * route already allows its own frame (the 3-D Secure result pages, the demo's sandbox),
 * nosniff, no referrer (reset links carry their ref in the URL), no powerful features, and
 * HSTS when the request came over HTTPS (as a trusted proxy reports it).
 */
export function registerSecurityHeaders(
  server: FastifyInstance,
  options: SecurityHeaderOptions,
): SecurityHeaders {
  const framed = ["'self'", ...options.gatewayOrigins].join(' ');
  const policyFor = (pages: string[]) => {
    const hashes = [
      ...new Set([
        ...[...pages, ...options.framedPages].flatMap(inlineScriptHashes),
        ...options.extraScriptHashes,
      ]),
    ];
    return [
      "default-src 'self'",
      `script-src 'self' ${hashes.join(' ')}`.trim(),
      // react-aria and the charts position things with style attributes.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      // The captcha (ALTCHA) solves its proof of work in workers made from blob: URLs.
      "worker-src 'self' blob:",
      `frame-src ${framed}`,
      `form-action ${framed}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  };
  // Hashed again whenever the build changes under a running server (its start-up script names
  // the build's hashed files), so the pages served and their policy always match.
  const buildStamp = () =>
    ['index.html', path.join('prerendered', 'manifest.json')]
      .map((file) => {
        try {
          return fs.statSync(path.join(options.webDist, file)).mtimeMs;
        } catch {
          return 0;
        }
      })
      .join('/');
  let cached = { stamp: buildStamp(), policy: policyFor(builtPages(options.webDist)) };
  const currentPagePolicy = () => {
    const stamp = buildStamp();
    if (stamp !== cached.stamp) cached = { stamp, policy: policyFor(builtPages(options.webDist)) };
    return cached.policy;
  };

  // A callback hook, not an async one: it runs on every answer, and needs no promise.
  server.addHook('onSend', (request, reply, payload, done) => {
    const pathname = lowerCasePath(request.url);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (PAGE_SUBRESOURCE.test(pathname)) {
      done(null, payload);
      return;
    }
    const own = reply.getHeader('content-security-policy');
    if (own !== undefined) {
      reply.header('x-frame-options', framingOf(String(own)));
    } else if (pathname === '/sandbox' || pathname.startsWith('/sandbox/')) {
      // The demo's simulators (never in a deployment): the app frames their 3-D Secure pages.
      reply.header('content-security-policy', "frame-ancestors 'self'");
      reply.header('x-frame-options', 'SAMEORIGIN');
    } else {
      const type = String(reply.getHeader('content-type') ?? '');
      const page =
        type.startsWith('text/html') ||
        // A script's own CSP binds it when it runs as a worker (sw.js, the sheet reader's).
        type.includes('javascript') ||
        // The web app's files, and their 304s: a browser takes a 304's CSP into the page it
        // revalidated, so it must be the page's own.
        !(pathname === '/api' || pathname.startsWith('/api/'));
      // Both policies say frame-ancestors 'none'.
      reply.header('content-security-policy', page ? currentPagePolicy() : API_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    done(null, payload);
  });
  return { pagePolicy: currentPagePolicy };
}
