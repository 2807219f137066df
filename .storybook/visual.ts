import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';

/** The widths every `vrt` story is captured at: the smallest phone and a desktop. */
export const VISUAL_WIDTHS = [320, 1280] as const;

/** Share of pixels allowed to differ (after anti-aliasing is discounted) before a diff fails. */
const MAX_DIFF_RATIO = 0.0005;

// The test runner runs from the repository root.
const repoRoot = process.cwd();
const outputDir = join(repoRoot, '.test-output', 'vrt');
const updating = process.env.VRT_UPDATE === '1';

function baselinePath(storyFile: string, storyId: string, width: number) {
  return join(repoRoot, dirname(storyFile), '__screenshots__', `${storyId}--${width}.png`);
}

/**
 * Captures the story at each width and compares it with the baseline committed beside the story.
 * A difference writes expected, actual and diff images to .test-output/vrt (ignored by git).
 */
export async function compareWithBaselines(page: Page, storyFile: string, storyId: string) {
  const failures: string[] = [];
  for (const width of VISUAL_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const actualBytes = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    const path = baselinePath(storyFile, storyId, width);
    const baselineBytes = await readFile(path).catch(() => undefined);
    // Chromium encodes the same pixels to the same bytes, and baselines are its bytes as written:
    // an identical file is a pass without decoding two PNGs and diffing them pixel by pixel.
    if (baselineBytes?.equals(actualBytes)) continue;
    const expected = baselineBytes && PNG.sync.read(baselineBytes);
    const actual = PNG.sync.read(actualBytes);

    let problem: string | undefined;
    let diff: PNG | undefined;
    let changed = 0;
    if (!expected) {
      problem = `no baseline at ${path} (run pnpm test:visual:update)`;
    } else if (expected.width !== actual.width || expected.height !== actual.height) {
      problem = `size changed from ${expected.width}x${expected.height} to ${actual.width}x${actual.height}`;
    } else {
      diff = new PNG({ width: actual.width, height: actual.height });
      changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
        threshold: 0.1,
      });
      const ratio = changed / (actual.width * actual.height);
      if (ratio > MAX_DIFF_RATIO)
        problem = `${changed} pixels differ (${(ratio * 100).toFixed(3)}%)`;
    }

    // Updating rewrites a baseline whenever its bytes differ, so small intended fixes are kept
    // and the next run passes on the quick byte comparison.
    if (updating) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, actualBytes);
      continue;
    }
    if (!problem) continue;
    await mkdir(outputDir, { recursive: true });
    const stem = join(outputDir, `${storyId}--${width}`);
    await writeFile(`${stem}-actual.png`, actualBytes);
    if (expected) await writeFile(`${stem}-expected.png`, PNG.sync.write(expected));
    if (diff) await writeFile(`${stem}-diff.png`, PNG.sync.write(diff));
    failures.push(`${width}px: ${problem}; see ${stem}-*.png`);
  }
  if (failures.length) throw new Error(`Visual change in ${storyId}:\n${failures.join('\n')}`);
}
