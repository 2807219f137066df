/**
 * 5.7 Card rules in their two variants: the payment forms (bill pay and top-up, for guests and a
 * signed-in user's new or saved card) and the account card form ('Edit Payment Method').
 */
import {
  ACCOUNT_CARD_NAME_MIN_LENGTH,
  ACCOUNT_CARD_NUMBER_MIN_LENGTH,
  CARD_NAME_MAX_LENGTH,
  CVV_LENGTH,
} from '../constants.js';
import {
  detectCardBrand,
  findSavedCardWithSameLastFour,
  hasValidCardLength,
  isAcceptedCard,
  passesLuhn,
} from '../cards.js';
import { digitsOnly } from '../formats.js';
import { accountCardMessages, addressMessages, cardMessages } from '../messages.js';
import {
  NAME_PATTERN,
  anyValue,
  defineForm,
  field,
  isFilled,
  matches,
  maxLength,
  minLength,
  type Check,
  type FormResult,
} from './core.js';
import { billingAddressSchema, type BillingAddressValues } from './address.js';

/** A saved card as far as these rules look at it. */
export interface SavedCardLike {
  customerCardId: number;
  cardNumber: string;
  nickName: string;
}

/** MMYY (or MM/YY): month 01–12, year 20–99, and not before the current month. */
export function isValidExpiry(text: string, now: Date = new Date()): boolean {
  const digits = digitsOnly(text);
  if (digits.length !== 4) return false;
  const month = Number(digits.slice(0, 2));
  const year = Number(digits.slice(2));
  if (month < 1 || month > 12 || year < 20) return false;
  const currentYear = now.getFullYear() % 100;
  const currentMonth = now.getMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

function expiryChecks(empty: string, invalid: string, now: Date | undefined): Check[] {
  return [
    [isFilled, empty],
    [(text) => digitsOnly(text).length >= 4, cardMessages.expiryIncomplete],
    [(text) => /^\d{2}\/?\d{2}$/.test(text.trim()) && isValidExpiry(text, now), invalid],
  ];
}

/** 'Payment method name: "{nickname}" already exist. Please use another name.' */
export function validateNicknameUnique(
  nickname: string,
  savedCards: readonly SavedCardLike[],
  exceptCardId?: number,
): string | undefined {
  const wanted = nickname.trim().toLowerCase();
  const taken = savedCards.some(
    (card) => card.customerCardId !== exceptCardId && card.nickName.trim().toLowerCase() === wanted,
  );
  return wanted !== '' && taken ? cardMessages.nicknameTaken(nickname.trim()) : undefined;
}

/** 'This card is already saved for this account.' when a saved card has the same last four. */
export function validateCardNotSaved(
  cardNumber: string,
  savedCards: readonly SavedCardLike[],
): string | undefined {
  return findSavedCardWithSameLastFour(cardNumber, savedCards)
    ? cardMessages.alreadySaved
    : undefined;
}

/** The alternate CVV check (3 or 4 digits): 'check cvv number'. */
export function validateCvvAlternate(cvv: string): string | undefined {
  return /^\d{3,4}$/.test(cvv.trim()) ? undefined : cardMessages.cvvAlternate;
}

// Payment forms

export interface PaymentCardValues {
  /** 0 (or unset) means a new card. */
  customerCardId: number;
  name: string;
  cardNumber: string;
  /** MM/YY as typed (MMYY accepted). */
  expirationDate: string;
  cvv: string;
}
export type PaymentCardField = keyof PaymentCardValues;

export interface PaymentCardContext {
  signedIn?: boolean;
  /** A signed-in user paying with a saved card (toggle 'Use Saved Card'). */
  useSavedCard?: boolean;
  now?: Date;
}

const paymentCardForm = defineForm<PaymentCardValues, PaymentCardField, PaymentCardContext>(
  (_values, context) => {
    const cvvChecks: Check[] = [
      ...(context.signedIn ? ([[isFilled, cardMessages.cvvEmpty]] as Check[]) : []),
      [(text) => new RegExp(`^\\d{${CVV_LENGTH}}$`).test(text.trim()), cardMessages.cvvLength],
    ];
    if (context.signedIn && context.useSavedCard) {
      return {
        customerCardId: field('customerCardId', [
          [(text) => Number(text) > 0, cardMessages.savedCardRequired],
        ]),
        name: anyValue,
        cardNumber: anyValue,
        expirationDate: anyValue,
        cvv: field('cvv', cvvChecks),
      };
    }
    return {
      customerCardId: anyValue,
      name: field('name', [
        [isFilled, cardMessages.nameEmpty],
        [matches(NAME_PATTERN), cardMessages.nameInvalid],
        [maxLength(CARD_NAME_MAX_LENGTH), cardMessages.nameInvalid],
      ]),
      cardNumber: field('cardNumber', [
        [isFilled, cardMessages.numberRequired],
        [
          (text) => /^[\d ]+$/.test(text.trim()) && isAcceptedCard(text),
          cardMessages.numberInvalid,
        ],
        [hasValidCardLength, cardMessages.numberIncomplete],
        [passesLuhn, cardMessages.numberInvalid],
      ]),
      expirationDate: field(
        'expirationDate',
        expiryChecks(cardMessages.expiryEmpty, cardMessages.expiryInvalid, context.now),
      ),
      cvv: field('cvv', cvvChecks),
    };
  },
);

export function validatePaymentCardField(
  name: PaymentCardField,
  values: Partial<PaymentCardValues>,
  context: PaymentCardContext = {},
) {
  return paymentCardForm.field(name, values, context);
}
export function validatePaymentCard(
  values: Partial<PaymentCardValues>,
  context: PaymentCardContext = {},
) {
  return paymentCardForm.validate(values, context);
}

// Account card form

export interface AccountCardValues extends BillingAddressValues {
  name: string;
  /** Adding only (editing shows the read-only nickname). */
  cardNumber: string;
  expirationDate: string;
  /** Adding only. */
  cvv: string;
  nickName: string;
  /** The terms checkbox of the card dialog. */
  tac: boolean;
}
export type AccountCardField = keyof AccountCardValues;

export interface AccountCardContext {
  mode: 'add' | 'edit';
  savedCards?: readonly SavedCardLike[];
  /** The card being edited (its own nickname is not a duplicate). */
  customerCardId?: number;
  now?: Date;
}

const accountCardForm = defineForm<AccountCardValues, AccountCardField, AccountCardContext>(
  (values, context) => {
    const savedCards = context.savedCards ?? [];
    const adding = context.mode === 'add';
    return {
      name: field('name', [
        [isFilled, accountCardMessages.nameEmpty],
        [matches(NAME_PATTERN), accountCardMessages.nameInvalid],
        [minLength(ACCOUNT_CARD_NAME_MIN_LENGTH), accountCardMessages.nameTooShort],
        [maxLength(CARD_NAME_MAX_LENGTH), accountCardMessages.nameInvalid],
      ]),
      cardNumber: adding
        ? field('cardNumber', [
            [isFilled, accountCardMessages.numberRequired],
            [(text) => /^\d+$/.test(text.replace(/ /g, '')), accountCardMessages.numberDigitsOnly],
            [
              (text) => digitsOnly(text).length >= ACCOUNT_CARD_NUMBER_MIN_LENGTH,
              accountCardMessages.checkNumberLength,
            ],
            [(text) => detectCardBrand(text) !== undefined, accountCardMessages.cardTypeRequired],
            [isAcceptedCard, accountCardMessages.numberInvalid],
            [hasValidCardLength, accountCardMessages.checkNumber],
            [passesLuhn, accountCardMessages.numberInvalid],
            [
              (text) => validateCardNotSaved(text, savedCards) === undefined,
              accountCardMessages.alreadySaved,
            ],
          ])
        : anyValue,
      expirationDate: field(
        'expirationDate',
        expiryChecks(
          accountCardMessages.expiryEmpty,
          accountCardMessages.expiryInvalid,
          context.now,
        ),
      ),
      cvv: adding
        ? field('cvv', [
            [isFilled, accountCardMessages.cvvEmpty],
            [
              (text) => new RegExp(`^\\d{${CVV_LENGTH}}$`).test(text.trim()),
              accountCardMessages.cvvLength,
            ],
          ])
        : anyValue,
      nickName: field('nickName', [
        [
          (text) => validateNicknameUnique(text, savedCards, context.customerCardId) === undefined,
          (text) => cardMessages.nicknameTaken(text.trim()),
        ],
      ]),
      ...billingAddressSchema({ required: true, values }),
      tac: field('tac', [[(text) => text === 'true', accountCardMessages.termsRequired]]),
    };
  },
);

export function validateAccountCardField(
  name: AccountCardField,
  values: Partial<AccountCardValues>,
  context: AccountCardContext,
) {
  return accountCardForm.field(name, values, context);
}

/** The account card form; a failed form's summary (`first`) is 'Please fix the highlighted errors.' */
export function validateAccountCard(
  values: Partial<AccountCardValues>,
  context: AccountCardContext,
): FormResult<AccountCardValues, AccountCardField> {
  const result = accountCardForm.validate(values, context);
  return result.ok ? result : { ...result, first: addressMessages.fixHighlighted };
}
