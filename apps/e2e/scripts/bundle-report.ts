/**
 * Where the JavaScript bytes go: for each public route, the scripts its first visit loads once the
 * page has settled (src/bundle-size.ts says exactly what counts), as files, decoded, gzip and
 * brotli bytes; the budget test (test/browser/budgets.test.ts) measures the same way.
 *
 *   pnpm --filter @yo/e2e bundle-report [baseUrl]
 *
 * ROUTES=/,/quickpay picks routes (default: every public page and payment flow); VERBOSE=1 lists
 * each route's files, largest first; JSON=1 prints the figures as JSON instead of a table.
 * Without a base URL it starts the built production server (`pnpm build` first) on a free port
 * with a fresh embedded database, and stops it at the end. Chromium is Debian's (CHROMIUM_PATH).
 */
import { kib, measureRoutes, publicRoutes, type RouteScripts } from '../src/bundle-size.js';
import { launchChromium } from '../src/chromium.js';
import { startProductionServer, type RunningServer } from '../src/server.js';

const given = process.argv[2] ?? process.env.BASE_URL;
const routes = process.env.ROUTES?.split(',') ?? publicRoutes();

let server: RunningServer | undefined;
const baseUrl = given ? given.replace(/\/$/, '') : (server = await startProductionServer()).url;
const browser = await launchChromium();
let results: RouteScripts[] = [];
try {
  results = await measureRoutes(browser, baseUrl, routes, {
    onMeasured: (result, ms) =>
      console.error(`measured ${result.route} in ${(ms / 1000).toFixed(1)} s`),
  });
} finally {
  await browser.close();
  await server?.stop();
}

if (process.env.JSON) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const names = results.flatMap((result) => [
    result.route,
    ...(process.env.VERBOSE ? result.files.map((file) => `  ${file.path}`) : []),
  ]);
  const width = Math.max(...names.map((name) => name.length));
  const row = (cells: string[]) =>
    console.log(
      [cells[0]!.padEnd(width), ...cells.slice(1).map((cell) => cell.padStart(11))].join('  '),
    );
  row(['route', 'files', 'decoded', 'gzip', 'brotli']);
  for (const result of results) {
    row([
      result.route,
      String(result.files.length),
      kib(result.decoded),
      kib(result.gzip),
      kib(result.brotli),
    ]);
    if (process.env.VERBOSE)
      for (const file of result.files)
        row([`  ${file.path}`, '', kib(file.decoded), kib(file.gzip), kib(file.brotli)]);
  }
  console.log(
    'First visit at 390x844, settled (network idle, then no new script for 1.5 s); ' +
      'service worker blocked; gzip -9 and brotli q11 of each decoded file; KiB = 1024 bytes.',
  );
}
