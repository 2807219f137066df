/** 5.6 Bill pay step 0 (payment details), and its repeat on step 2 with trailing periods. */
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  BILL_PAY_DEFAULT_LIMIT_CENTS,
  BILL_PAY_DEFAULT_MINIMUM_CENTS,
} from '../constants.js';
import { digitsOnly } from '../formats.js';
import { billPayMessages, withTrailingPeriod } from '../messages.js';
import { parseAmount, toDecimalString, type Cents } from '../money.js';
import { anyValue, defineForm, field, isFilled, matches, maxLength, type Check } from './core.js';
import { isValidEmail } from './email.js';

export interface BillPayDetailsValues {
  providerId: number | null;
  /** As typed, or a JSON number. */
  amount: string | number;
  phoneNumber: string;
  accountNumber: string;
  email: string;
  comment: string;
}
export type BillPayDetailsField = keyof BillPayDetailsValues;

/** The chosen payee's rules: its bounds (dollars, as the API sends them) and comments flag. */
export interface PayeeRules {
  minimum?: number | null;
  limit?: number | null;
  commentsField?: boolean;
}

export interface BillPayContext {
  provider?: PayeeRules | null;
  /** Step 2's repeat: payee, amount, account and email only, messages ending with a period. */
  repeat?: boolean;
}

/** The payee's bounds in cents, with the defaults 25 and 5000. */
export function payeeBounds(provider?: PayeeRules | null): { minimum: Cents; limit: Cents } {
  return {
    minimum: parseAmount(provider?.minimum ?? '') ?? BILL_PAY_DEFAULT_MINIMUM_CENTS,
    limit: parseAmount(provider?.limit ?? '') ?? BILL_PAY_DEFAULT_LIMIT_CENTS,
  };
}

/** Amount within [minimum, limit]: 'Amount cannot be less than $X.XX' / '... more than $X.XX'. */
export function amountBoundsChecks(
  minimum: Cents,
  limit: Cents,
  below: (bound: string) => string,
  above: (bound: string) => string,
): Check[] {
  return [
    [
      (text) => {
        const amount = parseAmount(text);
        return amount !== undefined && amount >= minimum;
      },
      below(toDecimalString(minimum)),
    ],
    [(text) => (parseAmount(text) ?? 0) <= limit, above(toDecimalString(limit))],
  ];
}

const billPayDetailsForm = defineForm<BillPayDetailsValues, BillPayDetailsField, BillPayContext>(
  (_values, context) => {
    const say = context.repeat ? withTrailingPeriod : (message: string) => message;
    const { minimum, limit } = payeeBounds(context.provider);
    return {
      providerId: field('providerId', [
        [(text) => text !== '' && Number(text) > 0, say(billPayMessages.payeeRequired)],
      ]),
      amount: field(
        'amount',
        amountBoundsChecks(
          minimum,
          limit,
          (bound) => say(billPayMessages.amountBelowMinimum(bound)),
          (bound) => say(billPayMessages.amountAboveLimit(bound)),
        ),
      ),
      phoneNumber: context.repeat
        ? anyValue
        : field('phoneNumber', [
            // Just the 1868 prefix (or nothing) means no number was typed.
            [(text) => ![0, 4].includes(digitsOnly(text).length), billPayMessages.phoneRequired],
            [(text) => digitsOnly(text).length > 6, billPayMessages.phoneInvalid],
          ]),
      accountNumber: field('accountNumber', [
        [isFilled, say(billPayMessages.accountNumberEmpty)],
        [matches(/^[A-Za-z0-9-]+$/), say(billPayMessages.accountNumberInvalid)],
        [maxLength(ACCOUNT_NUMBER_MAX_LENGTH), say(billPayMessages.accountNumberInvalid)],
      ]),
      email: field('email', [
        [isFilled, say(billPayMessages.emailEmpty)],
        [isValidEmail, say(billPayMessages.emailInvalid)],
      ]),
      // Comments are free text and only exist when the payee has `commentsField`.
      comment: anyValue,
    };
  },
);

export function validateBillPayDetailsField(
  name: BillPayDetailsField,
  values: Partial<BillPayDetailsValues>,
  context: BillPayContext = {},
) {
  return billPayDetailsForm.field(name, values, context);
}
export function validateBillPayDetails(
  values: Partial<BillPayDetailsValues>,
  context: BillPayContext = {},
) {
  return billPayDetailsForm.validate(values, context);
}

/** Whether the comments field is shown (and sent) for this payee. */
export function payeeHasComments(provider?: PayeeRules | null): boolean {
  return provider?.commentsField === true;
}
