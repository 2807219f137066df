import { describe, expect, test } from 'vitest';
import {
  carrierBounds,
  presetsWithinBounds,
  TOP_UP_DEFAULT_MAXIMUM_CENTS,
  TOP_UP_DEFAULT_MINIMUM_CENTS,
  topUpRange,
} from '../src/index.js';

/** Issue 29: one set of top-up limits everywhere, from the carriers' own bounds. */
describe('top-up limits', () => {
  test('the one fallback is the spec form defaults, 50 and 500', () => {
    expect([TOP_UP_DEFAULT_MINIMUM_CENTS, TOP_UP_DEFAULT_MAXIMUM_CENTS]).toEqual([5_000, 50_000]);
    expect(carrierBounds(null)).toEqual({ minimum: 5_000, maximum: 50_000 });
  });

  test.each([
    ['no carriers', [], { minimum: 5_000, maximum: 50_000 }],
    [
      'carriers without bounds (today’s GetPhoneProviders)',
      [
        { minimum: null, maximum: null },
        { minimum: null, maximum: null },
      ],
      { minimum: 5_000, maximum: 50_000 },
    ],
    [
      'carriers with their own bounds',
      [
        { minimum: 20, maximum: 1000 },
        { minimum: 12.5, maximum: 400 },
      ],
      { minimum: 1_250, maximum: 100_000 },
    ],
    [
      'one carrier with bounds, one without',
      [{ minimum: 60, maximum: 600 }, {}],
      { minimum: 5_000, maximum: 60_000 },
    ],
  ])('%s', (_, carriers, range) => {
    expect(topUpRange(carriers)).toEqual(range);
  });

  test('the form offers only the presets its carrier’s bounds allow', () => {
    const presets = [10, 50, 100, 500, 600].map((amount, id) => ({ id, amount }));
    expect(presetsWithinBounds(presets, null).map((preset) => preset.amount)).toEqual([
      50, 100, 500,
    ]);
    expect(
      presetsWithinBounds(presets, { minimum: 10, maximum: 600 }).map((preset) => preset.amount),
    ).toEqual([10, 50, 100, 500, 600]);
  });
});
