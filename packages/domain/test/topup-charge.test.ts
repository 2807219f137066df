import { describe, expect, it } from 'vitest';
import { topUpCharge, toCents } from '../src/index.js';

describe('topUpCharge (12.5% VAT, tax-inclusive)', () => {
  it.each([
    // amount, coverVat, charged, net, vat
    [5_000, false, 5_000, 4_444, 556],
    [5_000, true, 5_625, 5_000, 625],
    [10_000, false, 10_000, 8_889, 1_111],
    [10_000, true, 11_250, 10_000, 1_250],
    [2_500, true, 2_813, 2_500, 313],
    [7_777, false, 7_777, 6_913, 864],
    [50_000, false, 50_000, 44_444, 5_556],
    [1, false, 1, 1, 0],
  ])('%i cents, cover VAT %s → %i (net %i + VAT %i)', (amount, coverVat, charged, net, vat) => {
    expect(topUpCharge(toCents(amount), '0.125', coverVat)).toEqual({ amount: charged, net, vat });
  });
});
