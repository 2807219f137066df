/**
 * What moves on a page after it has painted: for each page, several first visits in Chromium,
 * each printing its cumulative layout shift, when the first paint and each shift came, and the
 * elements that moved. Lighthouse (scripts/lighthouse.mjs) sees a late shift in some runs only,
 * when it ends its trace first; this waits until the page has settled.
 *
 *   pnpm --filter @yo/e2e layout-shifts [baseUrl]
 *
 * PAGES=/,/quickpay picks pages (default: the issue 16 pages), RUNS the visits per page (5).
 * Without a base URL it starts the built production server (`pnpm build` first). A first visit is
 * a fresh browser at 412 × 823 with the cookie choice made, so its banner does not count.
 */
import { launchChromium } from '../src/chromium.js';
import { startProductionServer, type RunningServer } from '../src/server.js';
import { cookieChoiceMade } from '../src/visits.js';

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

const given = process.argv[2] ?? process.env.BASE_URL;
const pages = (process.env.PAGES ?? '/,/quickpay,/quicktopup,/login,/faq,/AgentLocations').split(
  ',',
);
const runs = Number(process.env.RUNS ?? 5);

let server: RunningServer | undefined;
const baseUrl = given ? given.replace(/\/$/, '') : (server = await startProductionServer()).url;
const browser = await launchChromium();
try {
  for (const path of pages) {
    const totals: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        serviceWorkers: 'block',
      });
      await cookieChoiceMade(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('#root[data-started]').waitFor();
      await page.waitForTimeout(1500);
      const seen = await page.evaluate(
        () =>
          new Promise<{ firstPaint: number; shifts: Shift[] }>((resolve) => {
            const shifts: Shift[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: { node: Node | null }[];
              })[]) {
                if (entry.hadRecentInput) continue;
                shifts.push({
                  at: Math.round(entry.startTime),
                  value: entry.value,
                  // Inline (no named helper): tsx would wrap one in a helper the page lacks.
                  moved: (entry.sources ?? []).map((source) =>
                    source.node instanceof Element
                      ? `${source.node.tagName.toLowerCase()}${source.node.id ? `#${source.node.id}` : ''}`
                      : (source.node?.nodeName ?? '?'),
                  ),
                });
              }
            }).observe({ type: 'layout-shift', buffered: true });
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            setTimeout(
              () => resolve({ firstPaint: Math.round(paint?.startTime ?? -1), shifts }),
              50,
            );
          }),
      );
      const total = seen.shifts.reduce((sum, shift) => sum + shift.value, 0);
      totals.push(total);
      const detail = seen.shifts
        .map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms (${shift.moved.join(', ')})`)
        .join('; ');
      console.log(
        `${path} run ${run}: CLS ${total.toFixed(3)}, first paint ${seen.firstPaint} ms${detail ? `: ${detail}` : ''}`,
      );
      await context.close();
    }
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(
      `${path}: median CLS ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(3)}, ` +
        `${totals.filter((total) => total > 0).length} of ${runs} visits shifted`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}
