import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  CONSENT_COOKIE,
  CONSENT_MADE_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  COOKIE_BANNER_ATTRIBUTE,
} from '../src/state/consentKeys.ts';
import { ROUTE_CHUNKS_ATTRIBUTE, ROUTE_CHUNKS_ID } from '../src/app/bootKeys.ts';
import { HIDDEN_BANNERS_KEY, SERVED_BANNERS_ATTRIBUTE } from '../src/state/bannerKeys.ts';
import { chunksOf, frameFiles, routeScreens, staticClosure, stylesheetsOf } from './chunkGraph.ts';
import { clientBuild } from './clientBuild.ts';

/**
 * First load: the app's scripts are requested only after the page's first paint, so the first
 * paint (a prerendered page, or the boot header) waits for the HTML and the stylesheet alone.
 * An inline script at the end of the body then adds the frame's chunks and every chunk the
 * current route's screen imports (from the route table, #yo-route-chunks) as module preloads,
 * and the entry itself, which carries the route's list for the boot. A page opened in a
 * background tab, which does not paint, starts at once. The latin font is preloaded.
 */
export function bootAfterFirstPaint(): Plugin {
  let routeStylesJson = '{}';
  return {
    name: 'yo-boot-after-first-paint',
    apply: clientBuild,
    writeBundle(options) {
      writeFileSync(join(options.dir ?? 'dist', 'route-styles.json'), routeStylesJson);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const { entry, files: bootFiles } = frameFiles(chunks);
        const routes: Record<string, string[]> = {};
        const cssOf = (files: Iterable<string>) => stylesheetsOf(chunks, files);
        const frameCss = cssOf(bootFiles);
        // The entry's own stylesheet is linked by Vite already.
        const bootCss = frameCss.filter((sheet) => !html.includes(`/${sheet}"`));
        const routeStyles: Record<string, string[]> = {};
        for (const { path, chunk } of routeScreens(chunks)) {
          // A route with optional parameters only is prerendered without them (/quickpay).
          const page = path.replace(/(\/:[^/]+\?)+$/, '');
          // Keyed by the route's pattern: the prerendering matches /case-studies/:slug too.
          routeStyles[page.toLowerCase()] = cssOf([chunk.fileName])
            .filter((sheet) => !frameCss.includes(sheet))
            .map((sheet) => `/${sheet}`);
          if (page.includes(':')) continue;
          // The screen and every chunk it imports, directly or not: all of them are what Vite's
          // preload helper would otherwise add in one task when the route's import runs. The
          // boot evaluates them in this order, one per task (ROUTE_CHUNKS_ATTRIBUTE).
          routes[page.toLowerCase()] = [...staticClosure(chunks, chunk.fileName)]
            .filter((file) => !bootFiles.has(file))
            .map((file) => `/${file}`);
        }
        // Vite's own tags for the entry go: the loader adds them after the first paint, two
        // module preloads per task (each request costs the main thread a few milliseconds, up to
        // twenty on a slow phone; four at once were a long task there), then the entry, which
        // carries the route's chunks for the boot.
        const entryTag = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
        if (!entryTag.test(html)) throw new Error('index.html: the entry script tag was not found');
        const withoutScripts = html.replace(entryTag, '').replace(preloadTag, '');
        const preloads = [...bootFiles]
          .filter((file) => file !== entry.fileName)
          .map((file) => `/${file}`);
        const loader = `(function(d,entry,preloads){var routes=JSON.parse(d.getElementById(${JSON.stringify(ROUTE_CHUNKS_ID)}).textContent);function add(rel,url){var l=d.createElement('link');l.rel=rel;l.href=url;l.crossOrigin='';d.head.appendChild(l)}var started=false;function boot(){if(started)return;started=true;var route=routes[location.pathname.replace(/(.)\\/+$/,'$1').toLowerCase()]||[],urls=preloads.concat(route);(function batch(i){urls.slice(i,i+2).forEach(function(u){add('modulepreload',u)});if(i+2<urls.length)return setTimeout(batch,0,i+2);var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;s.setAttribute(${JSON.stringify(ROUTE_CHUNKS_ATTRIBUTE)},JSON.stringify(route));d.head.appendChild(s)})(0)}if(d.visibilityState==='hidden'){boot()}else{requestAnimationFrame(function(){setTimeout(boot,0)});d.addEventListener('visibilitychange',boot,{once:true})}})(document,${JSON.stringify(`/${entry.fileName}`)},${JSON.stringify(preloads)})`;
        // The prerendering (scripts/prerender.mjs) links each page's own stylesheets, so a page
        // paints styled before any script; it deletes this file once it has read it.
        routeStylesJson = JSON.stringify(routeStyles);
        const font = Object.keys(bundle).find((name) =>
          /inter-latin-wght-normal.*\.woff2$/.test(name),
        );
        // The same rule as readConsent: an accepted flag, or the declined cookie.
        const consentCheck = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');if((c&&c.choice==='accepted')||/(^|;\\s*)${CONSENT_COOKIE}=declined/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(CONSENT_MADE_ATTRIBUTE)},'')}catch(e){}`;
        // A page served with its banners shows them before the app starts: those the visitor
        // closed today (the same day as currentHidden's rule) are hidden from the first paint.
        const closedBannersCheck = `try{var h=JSON.parse(localStorage.getItem(${JSON.stringify(HIDDEN_BANNERS_KEY)})||'null'),n=new Date(),p=function(v){return(v<10?'0':'')+v};if(h&&h.ids&&h.ids.length&&h.day===n.getFullYear()+'-'+p(n.getMonth()+1)+'-'+p(n.getDate())){var s=document.createElement('style');s.textContent=h.ids.map(function(i){return'[${SERVED_BANNERS_ATTRIBUTE}~="'+Number(i)+'"]'}).join(',')+'{display:none!important}';document.head.appendChild(s)}}catch(e){}`;
        return {
          html: withoutScripts,
          tags: [
            { tag: 'script', children: consentCheck, injectTo: 'head-prepend' },
            { tag: 'script', children: closedBannersCheck, injectTo: 'head' },
            {
              tag: 'style',
              children: `[${CONSENT_MADE_ATTRIBUTE}] [${COOKIE_BANNER_ATTRIBUTE}]{display:none}`,
              injectTo: 'head',
            },
            // The frame's stylesheets load with the page, before its scripts.
            ...bootCss.map((sheet) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: '', href: `/${sheet}` },
              injectTo: 'head' as const,
            })),
            // The route table is data of its own, so a prerendered page can keep its own route
            // only (scripts/prerender.mjs).
            {
              tag: 'script',
              attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID },
              children: JSON.stringify(routes),
              injectTo: 'body',
            },
            { tag: 'script', children: loader, injectTo: 'body' },
            ...(font
              ? [
                  {
                    tag: 'link',
                    attrs: {
                      rel: 'preload',
                      as: 'font',
                      type: 'font/woff2',
                      href: `/${font}`,
                      crossorigin: '',
                    },
                    injectTo: 'head' as const,
                  },
                ]
              : []),
          ],
        };
      },
    },
  };
}
