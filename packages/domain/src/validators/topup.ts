/** 5.10 Top-up: receipt email, the 11-character mobile number and a custom amount. */
import {
  TOP_UP_DEFAULT_MAXIMUM_CENTS,
  TOP_UP_DEFAULT_MINIMUM_CENTS,
  TOP_UP_MSISDN_LENGTH,
} from '../constants.js';
import { topUpMessages } from '../messages.js';
import {
  coverVatAmount,
  netOfVat,
  parseAmount,
  toWireAmount,
  vatIncluded,
  type Cents,
} from '../money.js';
import { defineForm, field, isFilled, type Check } from './core.js';
import { isValidEmail } from './email.js';

export interface TopUpValues {
  email: string;
  /** The masked number (+1(868) 555-1234) or its digits. */
  mobileNumber: string;
  /** A custom amount as typed, or the preset's amount. */
  amount: string | number;
}
export type TopUpField = keyof TopUpValues;

/** The carrier's bounds (dollars, as the API sends them). */
export interface CarrierRules {
  minimum?: number | null;
  maximum?: number | null;
}

/** The carrier's bounds in cents, with the defaults 50 and 500. */
export function carrierBounds(carrier?: CarrierRules | null): { minimum: Cents; maximum: Cents } {
  return {
    minimum: parseAmount(carrier?.minimum ?? '') ?? TOP_UP_DEFAULT_MINIMUM_CENTS,
    maximum: parseAmount(carrier?.maximum ?? '') ?? TOP_UP_DEFAULT_MAXIMUM_CENTS,
  };
}

/**
 * What a customer may top up across the carriers, for pages that name no carrier: the lowest of
 * their minimums to the highest of their maximums; each carrier without its own bound (or no
 * carrier at all) counts with the defaults, so every page and the form say the same numbers.
 */
export function topUpRange(carriers: readonly CarrierRules[]): { minimum: Cents; maximum: Cents } {
  const bounds = carriers.length === 0 ? [carrierBounds()] : carriers.map(carrierBounds);
  return {
    minimum: Math.min(...bounds.map((bound) => bound.minimum)) as Cents,
    maximum: Math.max(...bounds.map((bound) => bound.maximum)) as Cents,
  };
}

/** A carrier's presets that its bounds allow: the form never offers what it would refuse. */
export function presetsWithinBounds<Preset extends { amount: number }>(
  presets: readonly Preset[],
  carrier?: CarrierRules | null,
): Preset[] {
  const { minimum, maximum } = carrierBounds(carrier);
  return presets.filter((preset) => {
    const amount = parseAmount(preset.amount);
    return amount !== undefined && amount >= minimum && amount <= maximum;
  });
}

/** The number as the carrier check takes it: its 11 digits ('18685551234'). */
export function topUpMsisdn(mobileNumber: string): string {
  return mobileNumber.replace(/[^\d]/g, '');
}

/** Positive, at most two decimals, no sign: what the custom amount field accepts. */
const isPlainAmount = (text: string) => /^(\d+(\.\d{1,2})?)$/.test(text.trim());

const topUpForm = defineForm<TopUpValues, TopUpField, { carrier?: CarrierRules | null }>(
  (_values, context) => {
    const { minimum, maximum } = carrierBounds(context.carrier);
    // The spec's `${min}` prints the carrier's number as is (50, 12.5).
    const below = topUpMessages.amountBelowMinimum(String(toWireAmount(minimum)));
    const amountChecks: Check[] = [
      [(text) => isPlainAmount(text) && (parseAmount(text) ?? 0) >= minimum, below],
      [
        (text) => (parseAmount(text) ?? 0) <= maximum,
        topUpMessages.amountAboveMaximum(String(toWireAmount(maximum))),
      ],
    ];
    return {
      mobileNumber: field('mobileNumber', [
        [(text) => topUpMsisdn(text).length === TOP_UP_MSISDN_LENGTH, topUpMessages.mobileInvalid],
      ]),
      amount: field('amount', amountChecks),
      email: field('email', [
        [isFilled, topUpMessages.emailEmpty],
        [isValidEmail, topUpMessages.emailInvalid],
      ]),
    };
  },
);

export function validateTopUpField(
  name: TopUpField,
  values: Partial<TopUpValues>,
  context: { carrier?: CarrierRules | null } = {},
) {
  return topUpForm.field(name, values, context);
}
export function validateTopUp(
  values: Partial<TopUpValues>,
  context: { carrier?: CarrierRules | null } = {},
) {
  return topUpForm.validate(values, context);
}

/** What a top-up charges: the credit's tax-inclusive price, and the net and VAT inside it. */
export interface TopUpCharge {
  /** The price charged for the credit: the preset or custom amount, raised by the VAT when covered. */
  amount: Cents;
  net: Cents;
  vat: Cents;
}

/**
 * The charge for a top-up amount (tax-inclusive: net = amount / (1 + vat)). Cover VAT raises a
 * preset by the rate, as Digicel's upfront VAT does ($50.00 at 12.5% → $56.25: net $50.00).
 * Top-up is free of fee, so the card pays this amount plus any donation.
 */
export function topUpCharge(
  amount: Cents,
  vatRate: string | number,
  coverVat: boolean,
): TopUpCharge {
  const charged = coverVat ? coverVatAmount(amount, vatRate) : amount;
  return {
    amount: charged,
    net: netOfVat(charged, vatRate),
    vat: vatIncluded(charged, vatRate),
  };
}
