/**
 * Bill pay (spec 2.7, 4.6, 5.6–5.9) for guests (/quickpay) and customers (/user/billpay) as one
 * pure state machine: events in, the next state and the commands to run out. `useBillPay` runs
 * the commands with the API client injected; the screens render the state and send events.
 * The stepper's moves are state/quickpay.ts's; this adds what the screen used to hold: touched
 * fields, the server's messages, attempts, the server check, the saved cards, the frame's retry.
 */
import {
  changeBillingCountry,
  expiryFromStored,
  maskCardNumber,
  validateBillPayDetails,
  validateBillingAddress,
  validateConsent,
  validatePaymentCard,
  type Cents,
  type Charity,
  type Provider,
  type SavedCard,
  type ServiceStatus,
} from '@yo/domain';
import { emptyAddress, emptyCard, type AddressForm, type CardForm } from '../../forms';
import {
  REVIEW_STEP,
  RESULT_STEP,
  editStep,
  finish,
  goBack,
  initialQuickPayState,
  invalidateDetails,
  passStep,
  retryWithAnotherCard,
  submitFailed,
  submitStarted,
  submitSucceeded,
  type PaymentDetailsForm,
  type QuickPayState,
} from '../../state/quickpay';
import { buildSubmission } from './submission';
import { cardAlreadySaved, savedCardAddress, sortSavedCards } from './savedCards';
import { errorsOf, type StepErrors } from './errors';

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
const SERVER_CHECKED: ReadonlyArray<keyof PaymentDetailsForm> = [
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
  | { type: 'newTransaction' }
  /** A button of the form is pressed down / let go (see `held`). */
  | { type: 'hold' }
  | { type: 'release' };

export type DetailsCheckOutcome =
  | { ok: true; accountHolderName: string; serverTotal: Cents | null; customerCardRate: number }
  | { ok: false; field: 'amount' | 'accountNumber'; message: string }
  | { ok: false; field: null; message: string };

export type SubmitOutcome =
  { ok: true; orderId: string; htmlForm: string } | { ok: false; message: string };

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

function stepFields(state: BillPayState, step: number): readonly string[] {
  if (step === 0) return DETAIL_FIELDS;
  if (step === 1) return usesSavedCard(state) ? SAVED_CARD_FIELDS : CARD_FIELDS;
  if (step === 2) return ADDRESS_FIELDS;
  return CONSENT_FIELDS;
}

const touch = (state: BillPayState, names: readonly string[]): BillPayState => ({
  ...state,
  touched: [...new Set([...state.touched, ...names])],
});
const untouch = (state: BillPayState, names: readonly string[]): BillPayState => ({
  ...state,
  touched: state.touched.filter((name) => !names.includes(name)),
});
/** A press found the step invalid: its fields show their messages, the summary shows. */
const failStep = (state: BillPayState, names: readonly string[]): BillPayState => ({
  ...touch(state, names),
  attempts: state.attempts + 1,
});

function move(state: BillPayState, event: BillPayEvent): BillPayStep {
  const only = (next: BillPayState): BillPayStep => ({ state: next, commands: [] });
  switch (event.type) {
    case 'loaded':
      return only({ ...state, load: event.load });
    case 'savedCardsLoaded': {
      const savedCards = sortSavedCards(event.cards);
      // The saved cards first when there are any and nothing is typed yet; none: a new card.
      const untouched =
        state.customerCardId === 0 &&
        !state.saveCard &&
        Object.values(state.card).every((value) => value === '');
      const cardSource =
        savedCards.length === 0
          ? state.customerCardId === 0
            ? 'new'
            : state.cardSource
          : untouched
            ? 'saved'
            : state.cardSource;
      return only({ ...state, savedCards, cardSource });
    }
    case 'profile':
      return only(withProfile(state, { email: event.email, phoneNumber: event.phoneNumber }));
    case 'changeDetails': {
      if (state.details[event.name] === event.value) return only(state);
      const checked = SERVER_CHECKED.includes(event.name);
      const updated: BillPayState = {
        ...state,
        details: { ...state.details, [event.name]: event.value },
        formError: '',
        serverErrors: checked ? {} : state.serverErrors,
      };
      return only(checked ? invalidateDetails(updated) : updated);
    }
    case 'changeCard':
      return only({ ...state, card: { ...state.card, [event.name]: event.value } });
    case 'changeAddress':
      return only({ ...state, address: { ...state.address, [event.name]: event.value } });
    case 'changeCountry':
      return only({ ...state, address: changeBillingCountry(state.address, event.countryCode) });
    case 'agree':
      return only(
        touch({ ...state, consent: { ...state.consent, agreed: event.agreed } }, ['agreed']),
      );
    case 'captcha':
      return only({ ...state, consent: { ...state.consent, captcha: event.payload } });
    case 'blur':
      return only(touch(state, [event.name]));
    case 'cardSource': {
      if (state.mode !== 'customer' || state.cardSource === event.source) return only(state);
      // Spec 4.6: each switch clears the payment and billing fields.
      const cleared: BillPayState = {
        ...untouch(state, [...CARD_FIELDS, ...SAVED_CARD_FIELDS, ...ADDRESS_FIELDS]),
        cardSource: event.source,
        card: emptyCard(),
        address: emptyAddress(),
        customerCardId: 0,
        saveCard: false,
        attempts: 0,
      };
      return only(cleared);
    }
    case 'selectSavedCard': {
      const card = state.savedCards.find((item) => item.customerCardId === event.customerCardId);
      if (!card) return only(state);
      return only(
        untouch(
          {
            ...state,
            customerCardId: card.customerCardId,
            // The review shows its last four and expiry; the payment sends only its id and CVV.
            card: {
              ...emptyCard(),
              name: card.name,
              cardNumber: card.cardNumber,
              expirationDate: expiryFromStored(card.expirationDate),
            },
            address: savedCardAddress(card),
          },
          ['cvv'],
        ),
      );
    }
    case 'saveCard':
      return only({ ...state, saveCard: event.save });
    case 'hold':
      return only({ ...state, held: errorsOf(state) });
    case 'release':
      return only({ ...state, held: null });
    case 'next':
      return next(state);
    case 'back':
      return only(goBack({ ...state, formError: '' }));
    case 'edit':
      return only(editStep(state, event.step));
    case 'finish': {
      const invalid = firstInvalidStep(state);
      const moved = finish({ ...state, formError: '' }, invalid);
      return only(invalid === null ? moved : touch(moved, stepFields(moved, invalid)));
    }
    case 'detailsChecked': {
      const done = { ...state, checking: false };
      if (event.outcome.ok) {
        const { accountHolderName, serverTotal, customerCardRate } = event.outcome;
        return only(passStep({ ...done, accountHolderName, serverTotal, customerCardRate }));
      }
      if (event.outcome.field === null) return only({ ...done, formError: event.outcome.message });
      return only({
        ...done,
        serverErrors: { [event.outcome.field]: event.outcome.message },
        attempts: done.attempts + 1,
      });
    }
    case 'submit':
      return submit(state);
    case 'submitted':
      if (event.outcome.ok) {
        return only(submitSucceeded(state, event.outcome.orderId, event.outcome.htmlForm));
      }
      return only({
        ...untouch(submitFailed(state, event.outcome.message), ['captcha']),
        captchaResetKey: state.captchaResetKey + 1,
      });
    case 'retry':
      if (state.activeStep !== RESULT_STEP) return only(state);
      return only({
        ...untouch(retryWithAnotherCard(state), ['cvv', 'captcha']),
        captchaResetKey: state.captchaResetKey + 1,
        formError: event.message,
      });
    case 'newTransaction': {
      const fresh = { ...initialBillPayState(state.mode), load: state.load };
      const { savedCards } = state;
      const cardSource = state.mode === 'customer' && savedCards.length > 0 ? 'saved' : 'new';
      return {
        state: { ...withProfile(fresh, state.profile), savedCards, cardSource },
        // A card saved with the payment joins the list.
        commands: [
          { type: 'newTransaction' },
          ...(state.mode === 'customer' ? [{ type: 'loadSavedCards' } as const] : []),
        ],
      };
    }
  }
}

/** The profile's email and phone fill the contact fields left empty (2.7, section 6). */
function withProfile(
  state: BillPayState,
  profile: { email: string; phoneNumber: string } | null,
): BillPayState {
  if (!profile) return state;
  const details = { ...state.details };
  if (!details.email.trim()) details.email = profile.email;
  const phone = profile.phoneNumber.replace(/\D/g, '');
  if (details.phoneNumber.length <= 4 && phone) details.phoneNumber = phone;
  return { ...state, details, profile };
}

function next(state: BillPayState): BillPayStep {
  const base = { ...state, formError: '' };
  const none = (next: BillPayState): BillPayStep => ({ state: next, commands: [] });
  if (state.checking || state.activeStep >= REVIEW_STEP) return none(state);
  const provider = providerOf(state);
  const step = state.activeStep;
  if (step === 0) {
    if (!validateBillPayDetails(state.details, { provider: provider ?? null }).ok) {
      return none(failStep(base, DETAIL_FIELDS));
    }
    const passed = { ...base, detailsRechecked: false };
    if (state.validatedSteps.includes(0)) return none(passStep(passed));
    return {
      state: { ...passed, checking: true },
      commands: [{ type: 'checkDetails', details: state.details, provider }],
    };
  }
  if (step === 1) {
    const card = cardCheck(state);
    if (!validatePaymentCard(card.values, card.context).ok) {
      return none(failStep(base, stepFields(state, 1)));
    }
    return none(passStep(base));
  }
  if (!validateBillingAddress(state.address, { required: false }).ok) {
    return none(failStep(base, ADDRESS_FIELDS));
  }
  // Spec 5.6: step 2 repeats the payee, amount, account and email checks; details edited since
  // step 0 passed send the customer back there, with the repeat's messages.
  const repeat = validateBillPayDetails(state.details, {
    provider: provider ?? null,
    repeat: true,
  });
  if (!repeat.ok) {
    return none(touch(finish({ ...base, detailsRechecked: true }, 0), DETAIL_FIELDS));
  }
  return none(passStep(base));
}

function submit(state: BillPayState): BillPayStep {
  if (state.loading === 'pending' || state.activeStep !== REVIEW_STEP) {
    return { state, commands: [] };
  }
  const base = { ...state, formError: '' };
  if (!validateConsentOk(state)) return { state: failStep(base, CONSENT_FIELDS), commands: [] };
  if (firstInvalidStep(state) !== null) return move(base, { type: 'finish' });
  const body = buildSubmission(state, providerOf(state), {
    customerCardId: usesSavedCard(state) ? state.customerCardId : 0,
    saveCard:
      state.mode === 'customer' &&
      !usesSavedCard(state) &&
      state.saveCard &&
      cardAlreadySaved(state.card.cardNumber, state.savedCards) === undefined,
  });
  return {
    state: submitStarted(base),
    commands: [{ type: 'postPayment', body, submissionId: state.submissionId }],
  };
}

function validateConsentOk(state: BillPayState): boolean {
  return validateConsent(state.consent).ok;
}

/**
 * One event: the next state and the commands to run. A new step's heading takes focus, and a step
 * that FINISH or a re-check sent the customer back to opens with its error summary.
 */
export function billPayStep(state: BillPayState, event: BillPayEvent): BillPayStep {
  const result = move(state, event);
  if (result.state.activeStep === state.activeStep) return result;
  const attempts = result.state.invalidStep === result.state.activeStep ? 1 : 0;
  return {
    state: { ...result.state, attempts },
    commands: [...result.commands, { type: 'focusHeading' }],
  };
}
