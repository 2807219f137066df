/**
 * Bill pay's state (spec 2.7, 4.6): what the machine holds, its events and commands, and the pure
 * readings of it the machine, the error rules and the screens share.
 */
import {
  maskCardNumber,
  validateBillPayDetails,
  validateBillingAddress,
  validatePaymentCard,
  type Cents,
  type Charity,
  type Provider,
  type SavedCard,
  type ServiceStatus,
} from '@yo/domain';
import type { PayAgainQuestion, PaymentPostOutcome } from '../payment/duplicate';
import type { AddressForm, CardForm } from '../../forms';
import {
  initialQuickPayState,
  type PaymentDetailsForm,
  type QuickPayState,
} from '../../state/quickpay';
import type { StepErrors } from './errors';
import type { buildSubmission } from './submission';

export type BillPayMode = 'guest' | 'customer';

/** What the screen loads before the form: the service status, the payees and the charities. */
export type BillPayLoad =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'inactive'; status: ServiceStatus }
  | { kind: 'error' }
  | { kind: 'ready'; providers: Provider[]; charities: Charity[] };

export const DETAIL_FIELDS = [
  'providerId',
  'accountNumber',
  'amount',
  'phoneNumber',
  'email',
] as const;
export const CARD_FIELDS = ['name', 'cardNumber', 'expirationDate', 'cvv'] as const;
/** A saved card: only the choice and its CVV are asked. */
export const SAVED_CARD_FIELDS = ['customerCardId', 'cvv'] as const;
export const ADDRESS_FIELDS = ['countryCode', 'state', 'line1', 'city'] as const;
export const CONSENT_FIELDS = ['agreed', 'captcha'] as const;
/** Changing these undoes the server's account and fee checks. */
export const SERVER_CHECKED: ReadonlyArray<keyof PaymentDetailsForm> = [
  'providerId',
  'accountNumber',
  'amount',
];

export interface BillPayState extends QuickPayState {
  mode: BillPayMode;
  load: BillPayLoad;
  /** Fields whose messages show (left once, or checked by a press). */
  touched: readonly string[];
  /** The server's account check's message, on the amount or the account field. */
  serverErrors: Partial<Record<'amount' | 'accountNumber', string>>;
  /** A message above the step (a call that failed, a card the bank declined). */
  formError: string;
  /** The server checks the account (and the fee) after step 0's Next. */
  checking: boolean;
  /** Step 2 found step 0 invalid again: its messages use the repeat's wording until it passes. */
  detailsRechecked: boolean;
  /** Failed presses on this step: the error summary shows (and takes focus) from the first. */
  attempts: number;
  /** A new captcha (and a new SUBMIT button) per attempt. */
  captchaResetKey: number;
  /**
   * The messages as they stood when a button of the form was pressed down, shown until it is let
   * go: a field that commits on blur (the amount) must not move the button from under the pointer.
   */
  held: StepErrors | null;
  /** Customers: pay with a saved card or a new one. */
  cardSource: 'saved' | 'new';
  savedCards: SavedCard[];
  /** The chosen saved card; 0 none. */
  customerCardId: number;
  /** A customer's new card is saved with the payment. */
  saveCard: boolean;
  /** The signed-in profile's contact, prefilled again by New Transaction. */
  profile: { email: string; phoneNumber: string } | null;
  /**
   * The server found this bill paid minutes ago with the same card (#17): its words, shown in a
   * question; the payment is sent again, confirmed, only if the customer says so.
   */
  payAgain: PayAgainQuestion;
}

export type BillPayEvent =
  | { type: 'loaded'; load: BillPayLoad }
  | { type: 'savedCardsLoaded'; cards: readonly SavedCard[] }
  /** The signed-in profile arrived: empty contact fields take its email and phone. */
  | { type: 'profile'; email: string; phoneNumber: string }
  | {
      type: 'changeDetails';
      name: keyof PaymentDetailsForm;
      value: PaymentDetailsForm[keyof PaymentDetailsForm];
    }
  | { type: 'changeCard'; name: keyof CardForm; value: string }
  | { type: 'changeAddress'; name: keyof AddressForm; value: string }
  | { type: 'changeCountry'; countryCode: string }
  | { type: 'agree'; agreed: boolean }
  | { type: 'captcha'; payload: string }
  | { type: 'blur'; name: string }
  | { type: 'cardSource'; source: 'saved' | 'new' }
  | { type: 'selectSavedCard'; customerCardId: number }
  | { type: 'saveCard'; save: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'edit'; step: number }
  | { type: 'submit' }
  | { type: 'detailsChecked'; outcome: DetailsCheckOutcome }
  | { type: 'submitted'; outcome: SubmitOutcome }
  /** The result frame asked for another card (declined): back to step 1 with its message. */
  | { type: 'retry'; message: string }
  /** The answer to 'Pay this bill again?'. */
  | { type: 'payAgain' }
  | { type: 'cancelPayAgain' }
  | { type: 'newTransaction' }
  /** A button of the form is pressed down / let go (see `held`). */
  | { type: 'hold' }
  | { type: 'release' };

export type DetailsCheckOutcome =
  | { ok: true; accountHolderName: string; serverTotal: Cents | null; customerCardRate: number }
  | { ok: false; field: 'amount' | 'accountNumber'; message: string }
  | { ok: false; field: null; message: string };

/** The same bill paid minutes ago is asked about: nothing was charged (flows/payment). */
export type SubmitOutcome = PaymentPostOutcome;

export type BillPayCommand =
  | { type: 'checkDetails'; details: PaymentDetailsForm; provider: Provider | undefined }
  | {
      type: 'postPayment';
      body: ReturnType<typeof buildSubmission>;
      submissionId: string;
    }
  | { type: 'focusHeading' }
  | { type: 'newTransaction' }
  | { type: 'loadSavedCards' };

export interface BillPayStep {
  state: BillPayState;
  commands: BillPayCommand[];
}

export function initialBillPayState(
  mode: BillPayMode,
  details: Partial<PaymentDetailsForm> = {},
): BillPayState {
  return {
    ...initialQuickPayState(details),
    mode,
    load: { kind: 'loading' },
    touched: [],
    serverErrors: {},
    formError: '',
    checking: false,
    detailsRechecked: false,
    attempts: 0,
    captchaResetKey: 0,
    held: null,
    cardSource: mode === 'customer' ? 'saved' : 'new',
    savedCards: [],
    customerCardId: 0,
    saveCard: false,
    profile: null,
    payAgain: null,
  };
}

export function providersOf(state: BillPayState): Provider[] {
  return state.load.kind === 'ready' ? state.load.providers : [];
}
export function charitiesOf(state: BillPayState): Charity[] {
  return state.load.kind === 'ready' ? state.load.charities : [];
}
export function providerOf(state: BillPayState): Provider | undefined {
  return providersOf(state).find((item) => item.providerId === state.details.providerId);
}

/** A customer paying with a saved card. */
export function usesSavedCard(state: BillPayState): boolean {
  return state.mode === 'customer' && state.cardSource === 'saved';
}

/** The card as 5.7's rules read it, with their context for this payer. */
export function cardCheck(state: BillPayState) {
  return {
    values: { ...state.card, customerCardId: usesSavedCard(state) ? state.customerCardId : 0 },
    context: { signedIn: state.mode === 'customer', useSavedCard: usesSavedCard(state) },
  };
}

/** The card number as the review shows it: '**** **** **** 1111', a saved card's too. */
export function reviewCardNumber(state: BillPayState): string {
  const four = usesSavedCard(state)
    ? state.card.cardNumber.replace(/\D/g, '').slice(-4)
    : state.card.cardNumber.replace(/\D/g, '');
  return usesSavedCard(state) ? `**** **** **** ${four}` : maskCardNumber(four);
}

/** The first of steps 0–2 whose local checks fail, or null. */
export function firstInvalidStep(state: BillPayState): number | null {
  if (!validateBillPayDetails(state.details, { provider: providerOf(state) ?? null }).ok) return 0;
  const card = cardCheck(state);
  if (!validatePaymentCard(card.values, card.context).ok) return 1;
  if (!validateBillingAddress(state.address, { required: false }).ok) return 2;
  return null;
}
