/**
 * Money in integer cents. Decimals are parsed exactly from their text (a number is read through
 * its shortest round-trip text, never `x * 100`), and every division rounds half-up (ties away
 * from zero) on integers.
 */
import { CURRENCY_CODE, CURRENCY_SYMBOL } from './constants.js';

/** An amount of money in integer cents. Decimals exist only at the edges (JSON, forms, display). */
export type Cents = number & { readonly __brand: 'Cents' };

/** Marks an integer number of cents as `Cents`; throws on a fraction or an unsafe integer. */
export function toCents(value: number | bigint): Cents {
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return number as Cents;
}

/** Exact decimal as an integer numerator over 10^scale, from text or a finite number. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function readDecimal(input: string | number): Decimal | undefined {
  if (typeof input === 'number' && !Number.isFinite(input)) return undefined;
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  // Exponents come only from numbers' own text (1e-7, 1e21).
  if (exponentText !== undefined && typeof input !== 'number') return undefined;
  const exponent = Number(exponentText ?? 0);
  let digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -digits : digits, scale };
}

/** Integer division rounding half-up (ties away from zero). `divisor` must be positive. */
export function divideHalfUp(dividend: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const negative = dividend < 0n;
  const magnitude = negative ? -dividend : dividend;
  const quotient = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -quotient : quotient;
}

function decimalToCents(decimal: Decimal): Cents | undefined {
  const cents = divideHalfUp(decimal.units * 100n, 10n ** BigInt(decimal.scale));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) {
    return undefined;
  }
  return toCents(cents);
}

/**
 * Reads an amount from a form ('12.5', '0.05') or from JSON (12.5): exact, rounded half-up to the
 * cent. Returns undefined for anything that is not a plain decimal number.
 */
export function parseAmount(input: string | number): Cents | undefined {
  const decimal = readDecimal(input);
  return decimal && decimalToCents(decimal);
}

/** True for what a person may type as an amount: digits with at most two decimals, no sign. */
export function isAmountText(text: string): boolean {
  return /^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text.trim());
}

/** '12.50', '-0.05': the amount with two decimals, no symbol and no grouping. */
export function toDecimalString(cents: Cents): string {
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The amount as a JSON number (12.5), for the wire. */
export function toWireAmount(cents: Cents): number {
  return Number(toDecimalString(cents));
}

/** '$12.50', '-$0.05': TTD with two decimals, as the forms and messages show it. */
export function formatTTD(cents: Cents): string {
  const text = toDecimalString(cents);
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

/** '5341.64' → '5,341.64': the whole part of a decimal in groups of three. */
function groupThousands(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Activity and dashboard rows: currency code, a space, symbol and amount with thousands
 * separators: 'TTD $12.50', 'TTD $5,341.64'.
 */
export function formatCurrencyAmount(
  cents: Cents,
  currencyCode: string = CURRENCY_CODE,
  currencySymbol: string = CURRENCY_SYMBOL,
): string {
  return `${currencyCode} ${currencySymbol}${groupThousands(toDecimalString(cents))}`;
}

/** A chart's axis: whole dollars, half up, with thousands separators: '$5,000'. */
export function formatWholeDollars(cents: Cents): string {
  const dollars = divideHalfUp(BigInt(cents), 100n);
  const sign = dollars < 0n ? '-' : '';
  const magnitude = dollars < 0n ? -dollars : dollars;
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(String(magnitude))}`;
}

/** Sum of amounts, exact. */
export function sumCents(...amounts: Cents[]): Cents {
  return toCents(amounts.reduce((total, amount) => total + amount, 0));
}

/** The card fee the server charges: its total (`customerPaymentAmt`, the bpTotal) minus the amount. */
export function feeFromTotal(total: Cents, amount: Cents): Cents {
  return toCents(total - amount);
}

/** A rate such as a VAT of '0.125' or 0.125, read exactly. */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
}

export function parseRate(rate: string | number): Rate | undefined {
  const decimal = readDecimal(rate);
  if (!decimal || decimal.units < 0n) return undefined;
  return { numerator: decimal.units, denominator: 10n ** BigInt(decimal.scale) };
}

function requireRate(rate: string | number | Rate): Rate {
  const parsed = typeof rate === 'object' ? rate : parseRate(rate);
  if (!parsed) throw new RangeError(`Not a rate: ${String(rate)}`);
  return parsed;
}

/** The amount without VAT, the amount being tax-inclusive: amount / (1 + vat), half-up. */
export function netOfVat(amount: Cents, vatRate: string | number | Rate): Cents {
  const { numerator, denominator } = requireRate(vatRate);
  return toCents(divideHalfUp(BigInt(amount) * denominator, denominator + numerator));
}

/** The VAT inside a tax-inclusive amount (amount − net), so net + VAT is the amount exactly. */
export function vatIncluded(amount: Cents, vatRate: string | number | Rate): Cents {
  return toCents(amount - netOfVat(amount, vatRate));
}

/** "Cover VAT" on a top-up preset: the amount raised by the VAT rate, amount × (1 + vat), half-up. */
export function coverVatAmount(amount: Cents, vatRate: string | number | Rate): Cents {
  const { numerator, denominator } = requireRate(vatRate);
  return toCents(divideHalfUp(BigInt(amount) * (denominator + numerator), denominator));
}

/** A percentage of an amount (rate as a fraction: 0.03 is 3%), half-up. */
export function applyRate(amount: Cents, rate: string | number | Rate): Cents {
  const { numerator, denominator } = requireRate(rate);
  return toCents(divideHalfUp(BigInt(amount) * numerator, denominator));
}

/**
 * What a payee's card fee makes of an amount (the `bpTotal` the server answers with):
 * total = amount + round_half_up(amount × customerCardRate) + customerFee. The fee is then
 * `feeFromTotal(total, amount)`. A missing rate or fee counts as 0.
 */
export function customerPaymentTotal(
  amount: Cents,
  customerCardRate: string | number | null | undefined,
  customerFee: Cents | null | undefined,
): Cents {
  const rateFee = applyRate(amount, customerCardRate ?? 0);
  return sumCents(amount, rateFee, customerFee ?? (0 as Cents));
}

export interface ReviewBreakdownInput {
  /** What the customer typed. */
  amount: Cents;
  donation?: Cents;
  /** The server's total for the amount (`customerPaymentAmt`), when it was fetched. */
  serverTotal?: Cents;
  /** The payee's fee and rate: a fee applies when either is above 0. */
  customerFee?: number | null;
  customerCardRate?: number | null;
  /** VAT rate when the amount carries VAT (top-up), shown as net + VAT. */
  vatRate?: string | number | null;
}

export interface ReviewBreakdown {
  amount: Cents;
  donation: Cents;
  fee: Cents;
  /** The fee line is shown only when the fee is above 0. */
  showFee: boolean;
  total: Cents;
  net?: Cents;
  vat?: Cents;
}

/**
 * Whether a payee charges the customer a card fee or rate (section 9): then the server's total
 * (`transaction/CustomerPaymentAmount`) is fetched and used; otherwise the amount is the total.
 */
export function payeeChargesFee(
  payee?: {
    customerFee?: number | null;
    customerCardRate?: number | null;
  } | null,
): boolean {
  return (payee?.customerFee ?? 0) > 0 || (payee?.customerCardRate ?? 0) > 0;
}

/**
 * The review step's lines (section 9): when a fee or rate applies, total = server total + donation
 * and fee = server total − amount; otherwise total = amount + donation and no fee.
 */
export function reviewBreakdown(input: ReviewBreakdownInput): ReviewBreakdown {
  const donation = input.donation ?? (0 as Cents);
  const feeApplies = payeeChargesFee(input);
  const base = feeApplies && input.serverTotal !== undefined ? input.serverTotal : input.amount;
  const fee = feeFromTotal(base, input.amount);
  const breakdown: ReviewBreakdown = {
    amount: input.amount,
    donation,
    fee,
    showFee: fee > 0,
    total: sumCents(base, donation),
  };
  if (input.vatRate !== undefined && input.vatRate !== null) {
    breakdown.net = netOfVat(input.amount, input.vatRate);
    breakdown.vat = vatIncluded(input.amount, input.vatRate);
  }
  return breakdown;
}
