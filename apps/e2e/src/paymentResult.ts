import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The app's primary buttons' fill. */
export const BRAND_RED = 'rgb(200, 16, 46)';

export const backgroundOf = (locator: Locator) =>
  locator.evaluate((node) => getComputedStyle(node).backgroundColor);

/**
 * A declined card's result, for every way to pay (issue 29): the frame's Try Again is the one
 * filled button, New Transaction is outlined, and the stepper's result step is invalid, not ticked.
 */
export async function expectDeclinedResult(page: Page, frame: FrameLocator) {
  const tryAgain = frame.getByRole('button', { name: 'Try Again' });
  await tryAgain.waitFor({ timeout: 30_000 });
  await expect(backgroundOf(tryAgain)).resolves.toBe(BRAND_RED);
  const newTransaction = page.getByRole('button', { name: 'New Transaction' });
  await newTransaction.waitFor();
  await expect(backgroundOf(newTransaction)).resolves.not.toBe(BRAND_RED);
  await expect(page.locator('[data-all-completed]').count()).resolves.toBe(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Payment Result' }).getAttribute('data-status'),
  ).resolves.toBe('invalid');
}
