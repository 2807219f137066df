import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyRate,
  customerPaymentTotal,
  coverVatAmount,
  divideHalfUp,
  feeFromTotal,
  formatCurrencyAmount,
  formatWholeDollars,
  formatTTD,
  isAmountText,
  netOfVat,
  parseAmount,
  parseRate,
  payeeChargesFee,
  reviewBreakdown,
  sumCents,
  toCents,
  toDecimalString,
  toWireAmount,
  vatIncluded,
  type Cents,
} from '../src/index.js';

const cents = (value: number) => toCents(value);
const anyCents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);
const positiveCents = fc.integer({ min: 0, max: 100_000_000 }).map(cents);

/**
 * Reference half-up rounding done on the decimal text alone (no arithmetic on numbers): round the
 * digits string at two decimals, carrying by hand.
 */
function referenceRoundToCents(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const kept = BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`);
  const roundUp = (fraction[2] ?? '0') >= '5';
  const magnitude = kept + (roundUp ? 1n : 0n);
  return negative ? -magnitude : magnitude;
}

describe('parsing', () => {
  test.each<[string | number, number | undefined]>([
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['.5', 50],
    ['7', 700],
    ['7.', 700],
    [' 1.005 ', 101],
    ['1.004', 100],
    ['-2.345', -235],
    [12.5, 1250],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1e21, undefined],
    [123456789.125, 12345678913],
    [1e-7, 0],
    ['', undefined],
    ['abc', undefined],
    ['1e5', undefined],
    ['1,000', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['99999999999999999999', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  test('x * 100 on floats would be wrong where parsing is right', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(parseAmount(1.005)).toBe(101);
    expect(Math.round(4.35 * 100) === 435).toBe(true);
    expect(parseAmount(8.675)).toBe(868);
  });

  test('typed amounts: digits with at most two decimals', () => {
    expect(['1', '1.2', '1.25', '.25', '10.'].every(isAmountText)).toBe(true);
    expect(['', '-1', '1.255', 'a', '1,00'].some(isAmountText)).toBe(false);
  });

  test('toCents refuses fractions', () => {
    expect(() => toCents(1.5)).toThrow(RangeError);
    expect(toCents(10n)).toBe(10);
  });
});

describe('properties', () => {
  test('format then parse gives the same cents', () => {
    fc.assert(
      fc.property(anyCents, (value) => {
        expect(parseAmount(toDecimalString(value))).toBe(value);
        expect(parseAmount(toWireAmount(value))).toBe(value);
      }),
    );
  });

  test('parse then format keeps the decimal text (two decimals)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, fraction) => {
          const text = `${whole}.${String(fraction).padStart(2, '0')}`;
          expect(toDecimalString(parseAmount(text)!)).toBe(text);
        },
      ),
    );
  });

  test('half-up matches the reference on every cent 0.00..100.00 plus a third decimal', () => {
    for (let value = 0; value <= 10_000; value += 1) {
      const text = toDecimalString(cents(value));
      for (const third of ['0', '4', '5', '9']) {
        const withThird = `${text}${third}`;
        expect(BigInt(parseAmount(withThird)!)).toBe(referenceRoundToCents(withThird));
      }
      // Numbers from JSON with a third decimal round the same way as their text.
      const number = Number(`${text}5`);
      expect(BigInt(parseAmount(number)!)).toBe(referenceRoundToCents(String(number)));
    }
  });

  test('VAT net matches a BigInt reference on every cent 0.00..100.00', () => {
    for (let value = 0; value <= 10_000; value += 1) {
      // 12.5% VAT: net = value / 1.125 = value * 8 / 9, half-up.
      const reference = (BigInt(value) * 8n * 2n + 9n) / 18n;
      expect(BigInt(netOfVat(cents(value), '0.125'))).toBe(reference);
      expect(netOfVat(cents(value), '0.125') + vatIncluded(cents(value), 0.125)).toBe(value);
    }
  });

  test('review totals are never off by a cent', () => {
    fc.assert(
      fc.property(
        positiveCents,
        positiveCents,
        positiveCents,
        fc.boolean(),
        (amount, extra, donation, fee) => {
          const serverTotal = sumCents(amount, extra);
          const review = reviewBreakdown({
            amount,
            donation,
            serverTotal,
            customerFee: fee ? 1 : 0,
            customerCardRate: 0,
            vatRate: '0.125',
          });
          expect(review.total).toBe(review.amount + review.fee + review.donation);
          expect(review.net! + review.vat!).toBe(amount);
          expect(review.showFee).toBe(review.fee > 0);
          expect(review.fee).toBe(fee ? extra : 0);
        },
      ),
    );
  });

  test('cover VAT raises by the rate, and its net is the amount again', () => {
    fc.assert(
      fc.property(positiveCents, (amount) => {
        const raised = coverVatAmount(amount, '0.125');
        expect(raised).toBeGreaterThanOrEqual(amount);
        expect(Math.abs(netOfVat(raised, '0.125') - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('arithmetic and formatting', () => {
  test('division rounds ties away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  test('fee = total − amount', () => {
    expect(feeFromTotal(cents(10_350), cents(10_000))).toBe(350);
  });

  test('VAT and rates', () => {
    expect(netOfVat(cents(11_250), '0.125')).toBe(10_000);
    expect(vatIncluded(cents(11_250), '0.125')).toBe(1_250);
    expect(coverVatAmount(cents(10_000), 0.125)).toBe(11_250);
    expect(applyRate(cents(10_000), '0.03')).toBe(300);
    expect(parseRate(-1)).toBeUndefined();
    expect(() => netOfVat(cents(1), 'x')).toThrow(RangeError);
    expect(netOfVat(cents(11_250), { numerator: 1n, denominator: 8n })).toBe(10_000);
  });

  test('review without a fee: amount + donation, fee line hidden', () => {
    expect(
      reviewBreakdown({ amount: cents(10_000), donation: cents(500), serverTotal: cents(10_350) }),
    ).toEqual({ amount: 10_000, donation: 500, fee: 0, showFee: false, total: 10_500 });
    expect(
      reviewBreakdown({
        amount: cents(10_000),
        serverTotal: cents(10_350),
        customerCardRate: 0.035,
      }),
    ).toEqual({ amount: 10_000, donation: 0, fee: 350, showFee: true, total: 10_350 });
  });

  test.each<[number, string, string, string]>([
    [1250, '12.50', '$12.50', 'TTD $12.50'],
    [5, '0.05', '$0.05', 'TTD $0.05'],
    [500_000, '5000.00', '$5000.00', 'TTD $5,000.00'],
    [534_164, '5341.64', '$5341.64', 'TTD $5,341.64'],
    [123_456_789, '1234567.89', '$1234567.89', 'TTD $1,234,567.89'],
    [-534_164, '-5341.64', '-$5341.64', 'TTD $-5,341.64'],
    [-5, '-0.05', '-$0.05', 'TTD $-0.05'],
  ])('%s cents', (value, decimal, ttd, row) => {
    expect(toDecimalString(value as Cents)).toBe(decimal);
    expect(formatTTD(value as Cents)).toBe(ttd);
    expect(formatCurrencyAmount(value as Cents)).toBe(row);
  });

  test.each<[number, string]>([
    [0, '$0'],
    [49, '$0'],
    [50, '$1'],
    [500_000, '$5,000'],
    [125_050, '$1,251'],
    [123_456_789, '$1,234,568'],
    [-150, '-$2'],
  ])('%s cents on an axis: %s', (value, axis) => {
    expect(formatWholeDollars(value as Cents)).toBe(axis);
  });

  test('code and symbol come from the row', () => {
    expect(formatCurrencyAmount(cents(100), 'USD', 'US$')).toBe('USD US$1.00');
    expect(toWireAmount(cents(1250))).toBe(12.5);
  });
});

describe('customerPaymentTotal', () => {
  test('adds the rate rounded half-up and the fixed fee', () => {
    // 100.00 at 2.5% is 2.50; plus 3.00.
    expect(customerPaymentTotal(cents(10_000), 0.025, cents(300))).toBe(10_550);
    // 33.33 at 3.5% is 1.16655, rounded half-up to 1.17.
    expect(customerPaymentTotal(cents(3_333), '0.035', cents(0))).toBe(3_450);
    // 0.5 cent rounds up: 10.00 at 0.05% is 0.5 cents.
    expect(customerPaymentTotal(cents(1_000), 0.0005, null)).toBe(1_001);
  });

  test('no rate and no fee leave the amount as it is', () => {
    fc.assert(
      fc.property(positiveCents, (amount) => {
        expect(customerPaymentTotal(amount, null, null)).toBe(amount);
        expect(customerPaymentTotal(amount, 0, cents(0))).toBe(amount);
      }),
    );
  });

  test('the fee (total − amount) is the rate part plus the fixed fee', () => {
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: 0, max: 1_000 }), (amount, fee) => {
        const total = customerPaymentTotal(amount, '0.03', cents(fee));
        expect(feeFromTotal(total, amount)).toBe(applyRate(amount, '0.03') + fee);
      }),
    );
  });
});

describe('payeeChargesFee', () => {
  test('a fee or a card rate above 0 means the server total is used', () => {
    expect(payeeChargesFee({ customerFee: 2, customerCardRate: 0 })).toBe(true);
    expect(payeeChargesFee({ customerFee: 0, customerCardRate: 0.025 })).toBe(true);
    expect(payeeChargesFee({ customerFee: 0, customerCardRate: 0 })).toBe(false);
    expect(payeeChargesFee({ customerFee: null, customerCardRate: null })).toBe(false);
    expect(payeeChargesFee(undefined)).toBe(false);
  });
});
