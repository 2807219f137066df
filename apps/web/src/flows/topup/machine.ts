/**
 * Top-up (spec 2.8, 4.7, 5.7–5.10) for guests (/quicktopup) and customers (/user/topup) as one
 * pure state machine: events in, the next state and the commands to run out. `useTopUp` runs the
 * commands with the API client injected; the screens render the state and send events.
 * Steps 0–6 (country, number, amount, card, address, email, review), then the result (7).
 */
import {
  TOP_UP_MSISDN_LENGTH,
  changeBillingCountry,
  coverVatAmount,
  expiryFromStored,
  maskCardNumber,
  parseAmount,
  presetsWithinBounds,
  reviewBreakdown,
  screenText,
  topUpMsisdn,
  validateBillingAddress,
  validateConsent,
  validatePaymentCard,
  validateTopUpField,
  type Cents,
  type PhoneProvider,
  type ReviewBreakdown,
  type SavedCard,
  type ServiceStatus,
  type TopUpCountry,
  type TopUpPreset,
} from '@yo/domain';
import { emptyAddress, emptyCard, type AddressForm, type CardForm } from '../../forms/types';
import {
  preferredSavedCard,
  savedCardAddress,
  sortSavedCards,
  submissionPayer,
} from '../billpay/savedCards';
import {
  answerPayAgain,
  askPayAgain,
  type PayAgainQuestion,
  type PaymentPostOutcome,
} from '../payment/duplicate';
import { buildTopUpSubmission } from './submission';

export type TopUpMode = 'guest' | 'customer';

export const COUNTRY_STEP = 0;
export const NUMBER_STEP = 1;
export const AMOUNT_STEP = 2;
export const CARD_STEP = 3;
export const ADDRESS_STEP = 4;
export const EMAIL_STEP = 5;
export const REVIEW_STEP = 6;
export const RESULT_STEP = 7;

/** What the screen loads before the form: the service status, countries, carriers and VAT. */
export type TopUpLoad =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'inactive'; status: ServiceStatus }
  | { kind: 'error' }
  | { kind: 'ready'; countries: TopUpCountry[]; carriers: PhoneProvider[] };

export const CARD_FIELDS = ['name', 'cardNumber', 'expirationDate', 'cvv'] as const;
export const SAVED_CARD_FIELDS = ['customerCardId', 'cvv'] as const;
export const ADDRESS_FIELDS = ['countryCode', 'state', 'line1', 'city'] as const;
export const CONSENT_FIELDS = ['agreed', 'captcha'] as const;

export type TopUpResult =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'success'; orderId: string; htmlForm: string }
  | { status: 'failed'; message: string };

export interface TopUpState {
  mode: TopUpMode;
  load: TopUpLoad;
  activeStep: number;
  /** Steps validated so far (4.7); moving forward adds 1 to the active step. */
  validatedSteps: number[];
  loading: 'idle' | 'pending';
  country: TopUpCountry | null;
  /** The number's digits, its country's code first ('18685551234'). */
  mobileNumber: string;
  /** The carrier the server found for the number (4.7). */
  carrier: PhoneProvider | null;
  /** The number being checked on the server, or ''. */
  checkingNumber: string;
  /** The server's message under the number field. */
  numberMessage: string;
  /** The carrier's presets, once loaded. */
  presets: TopUpPreset[];
  presetId: number | null;
  /** A custom amount as typed ('' none). */
  customAmount: string;
  /** Cover VAT: a preset raised by the VAT rate. */
  coverVat: boolean;
  vatRate: number | null;
  card: CardForm;
  address: AddressForm;
  email: string;
  consent: { agreed: boolean; captcha: string };
  /** Fields whose messages show (left once, or checked by a press). */
  touched: readonly string[];
  /** A message above the step (a call that failed, a card the bank declined). */
  formError: string;
  /** A new captcha (and a new SUBMIT button) per attempt. */
  captchaResetKey: number;
  cardSource: 'saved' | 'new';
  savedCards: SavedCard[];
  customerCardId: number;
  saveCard: boolean;
  /** A customer's email, prefilled again by New Transaction. */
  profileEmail: string;
  /** The customer's own verified phone (digits), offered as a shortcut; '' for a guest. */
  ownNumber: string;
  result: TopUpResult;
  /** 'Top up this number again?': the same top-up was made minutes ago; nothing was charged. */
  payAgain: PayAgainQuestion;
  /** Names this payment for its Idempotency-Key: kept across retries, new per transaction. */
  submissionId: string;
}

export type TopUpEvent =
  | { type: 'loaded'; load: TopUpLoad }
  | { type: 'vatLoaded'; vatRate: number | null }
  | { type: 'savedCardsLoaded'; cards: readonly SavedCard[] }
  | { type: 'profile'; email: string; phoneNumber?: string }
  | { type: 'selectCountry'; countryId: number }
  | { type: 'changeNumber'; value: string }
  | { type: 'numberChecked'; msisdn: string; outcome: NumberCheckOutcome }
  | { type: 'presetsLoaded'; phoneProviderId: number; presets: readonly TopUpPreset[] }
  | { type: 'selectPreset'; presetId: number }
  | { type: 'changeCustomAmount'; value: string }
  | { type: 'coverVat'; cover: boolean }
  | { type: 'changeCard'; name: keyof CardForm; value: string }
  | { type: 'changeAddress'; name: keyof AddressForm; value: string }
  | { type: 'changeAddressCountry'; countryCode: string }
  | { type: 'changeEmail'; value: string }
  | { type: 'blur'; name: string }
  | { type: 'agree'; agreed: boolean }
  | { type: 'captcha'; payload: string }
  | { type: 'cardSource'; source: 'saved' | 'new' }
  | { type: 'selectSavedCard'; customerCardId: number }
  | { type: 'saveCard'; save: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit'; step: number }
  | { type: 'submit' }
  | { type: 'submitted'; outcome: SubmitOutcome }
  /** The result frame asked for another card (declined): back to the card step. */
  | { type: 'retry'; message: string }
  /** The page was reloaded on a submitted order (its id in the address): follow it again. */
  | { type: 'resume'; orderId: string }
  /** The answer to 'Top up this number again?': only yes sends it again (confirmDuplicate). */
  | { type: 'payAgain' }
  | { type: 'cancelPayAgain' }
  | { type: 'newTransaction' };

export type NumberCheckOutcome =
  { ok: true; carrier: PhoneProvider } | { ok: false; message: string };

export type SubmitOutcome = PaymentPostOutcome;

export type TopUpCommand =
  | { type: 'checkNumber'; msisdn: string }
  | { type: 'loadPresets'; phoneProviderId: number }
  | { type: 'loadVat'; countryId: number }
  | { type: 'postTopUp'; body: ReturnType<typeof buildTopUpSubmission>; submissionId: string }
  | { type: 'focusHeading' }
  | { type: 'loadSavedCards' };

export interface TopUpStep {
  state: TopUpState;
  commands: TopUpCommand[];
}

function newSubmissionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

export function initialTopUpState(mode: TopUpMode): TopUpState {
  return {
    mode,
    load: { kind: 'loading' },
    activeStep: 0,
    validatedSteps: [],
    loading: 'idle',
    country: null,
    mobileNumber: '',
    carrier: null,
    checkingNumber: '',
    numberMessage: '',
    presets: [],
    presetId: null,
    customAmount: '',
    coverVat: false,
    vatRate: null,
    card: emptyCard(),
    address: emptyAddress(),
    email: '',
    consent: { agreed: false, captcha: '' },
    touched: [],
    formError: '',
    captchaResetKey: 0,
    cardSource: mode === 'customer' ? 'saved' : 'new',
    savedCards: [],
    customerCardId: 0,
    saveCard: false,
    profileEmail: '',
    ownNumber: '',
    result: { status: 'none' },
    payAgain: null,
    submissionId: newSubmissionId(),
  };
}

export function countriesOf(state: TopUpState): TopUpCountry[] {
  return state.load.kind === 'ready' ? state.load.countries : [];
}

/** The carrier the check found, with the bounds and logo the carrier list has when it omits them. */
export function carrierOf(state: TopUpState): PhoneProvider | null {
  const checked = state.carrier;
  if (!checked) return null;
  const listed =
    state.load.kind === 'ready'
      ? state.load.carriers.find((item) => item.phoneProviderId === checked.phoneProviderId)
      : undefined;
  return {
    ...checked,
    minimum: checked.minimum ?? listed?.minimum ?? null,
    maximum: checked.maximum ?? listed?.maximum ?? null,
    logo: checked.logo ?? listed?.logo ?? null,
  };
}

export function presetOf(state: TopUpState): TopUpPreset | undefined {
  return state.presets.find((preset) => preset.id === state.presetId);
}

/** A customer paying with a saved card. */
export function usesSavedCard(state: TopUpState): boolean {
  return state.mode === 'customer' && state.cardSource === 'saved';
}

/** The card as 5.7's rules read it, with their context for this payer. */
export function cardCheck(state: TopUpState) {
  return {
    values: { ...state.card, customerCardId: usesSavedCard(state) ? state.customerCardId : 0 },
    context: { signedIn: state.mode === 'customer', useSavedCard: usesSavedCard(state) },
  };
}

/** The amount chosen: the preset's or the custom one (before cover VAT), or undefined. */
export function chosenAmount(state: TopUpState): Cents | undefined {
  const preset = presetOf(state);
  if (preset) return parseAmount(preset.amount);
  if (state.customAmount === '') return undefined;
  return parseAmount(state.customAmount);
}

/** Cover VAT counts only on a preset (4.7). */
export function coversVat(state: TopUpState): boolean {
  return state.coverVat && presetOf(state) !== undefined;
}

/** What the card is charged: the amount, raised by the VAT rate when VAT is covered. */
export function chargeOf(state: TopUpState): Cents | undefined {
  const amount = chosenAmount(state);
  if (amount === undefined) return undefined;
  return coversVat(state) && state.vatRate !== null
    ? coverVatAmount(amount, state.vatRate)
    : amount;
}

/** The review's lines: the charge tax-inclusive (net + VAT), no fee (section 9). */
export function topUpBreakdown(state: TopUpState): ReviewBreakdown {
  return reviewBreakdown({
    amount: chargeOf(state) ?? (0 as Cents),
    ...(state.vatRate === null ? {} : { vatRate: state.vatRate }),
  });
}

/** The custom amount's message (5.10's bounds), or undefined. */
export function customAmountError(state: TopUpState): string | undefined {
  if (state.presetId !== null || state.customAmount === '') return undefined;
  return validateTopUpField(
    'amount',
    { amount: state.customAmount },
    { carrier: carrierOf(state) },
  );
}

/** Whether a step's own checks pass (Next is enabled only then, 2.8). */
export function stepIsValid(state: TopUpState, step: number): boolean {
  switch (step) {
    case COUNTRY_STEP:
      return state.country !== null;
    case NUMBER_STEP:
      return state.carrier !== null && state.mobileNumber.length === TOP_UP_MSISDN_LENGTH;
    case AMOUNT_STEP:
      return (
        state.carrier !== null &&
        (presetOf(state) !== undefined ||
          (state.customAmount !== '' && customAmountError(state) === undefined))
      );
    case CARD_STEP: {
      const card = cardCheck(state);
      return validatePaymentCard(card.values, card.context).ok;
    }
    case ADDRESS_STEP:
      return validateBillingAddress(state.address, { required: false }).ok;
    case EMAIL_STEP:
      return validateTopUpField('email', { email: state.email }) === undefined;
    case REVIEW_STEP:
      return validateConsent(state.consent).ok;
    default:
      return false;
  }
}

/** The card number as the review shows it: '**** **** **** 1111', a saved card's too. */
export function reviewCardNumber(state: TopUpState): string {
  const digits = state.card.cardNumber.replace(/\D/g, '');
  return usesSavedCard(state) ? `**** **** **** ${digits.slice(-4)}` : maskCardNumber(digits);
}

/** The seven steps' names (2.8); the last reads 'Payment Result' once submitted. */
export function stepLabels(state: Pick<TopUpState, 'activeStep'>): string[] {
  return screenText.topUpSteps.map((label, index) =>
    index === REVIEW_STEP && state.activeStep > REVIEW_STEP ? screenText.paymentResult : label,
  );
}

const touch = (state: TopUpState, names: readonly string[]): TopUpState => ({
  ...state,
  touched: [...new Set([...state.touched, ...names])],
});
const untouch = (state: TopUpState, names: readonly string[]): TopUpState => ({
  ...state,
  touched: state.touched.filter((name) => !names.includes(name)),
});
const validate = (state: TopUpState, step: number): TopUpState => ({
  ...state,
  validatedSteps: [...new Set([...state.validatedSteps, step])].sort((a, b) => a - b),
});
const invalidate = (state: TopUpState, ...steps: number[]): TopUpState => ({
  ...state,
  validatedSteps: state.validatedSteps.filter((step) => !steps.includes(step)),
});
/** The amount step's choice cleared (4.7: a new number or carrier clears amount and preset). */
const clearAmount = (state: TopUpState): TopUpState =>
  invalidate(
    untouch({ ...state, presetId: null, customAmount: '' }, ['amount']),
    AMOUNT_STEP,
    REVIEW_STEP,
  );

function move(state: TopUpState, event: TopUpEvent): TopUpStep {
  const only = (next: TopUpState): TopUpStep => ({ state: next, commands: [] });
  const busy = state.loading === 'pending' || state.activeStep >= RESULT_STEP;
  switch (event.type) {
    case 'loaded':
      return only({ ...state, load: event.load });
    case 'vatLoaded':
      return only({ ...state, vatRate: event.vatRate });
    case 'savedCardsLoaded': {
      const savedCards = sortSavedCards(event.cards);
      const untouched =
        state.customerCardId === 0 &&
        !state.saveCard &&
        Object.values(state.card).every((value) => value === '');
      const cardSource = savedCards.length === 0 ? 'new' : untouched ? 'saved' : state.cardSource;
      const preferred = untouched && cardSource === 'saved' && preferredSavedCard(savedCards);
      if (preferred) {
        const loaded = { ...state, savedCards, cardSource } as const;
        return move(loaded, { type: 'selectSavedCard', customerCardId: preferred.customerCardId });
      }
      return only({ ...state, savedCards, cardSource });
    }
    case 'profile':
      return only({
        ...state,
        profileEmail: event.email,
        email: state.email.trim() ? state.email : event.email,
        ownNumber: topUpMsisdn(event.phoneNumber ?? state.ownNumber),
      });
    case 'selectCountry': {
      if (busy) return only(state);
      const country = countriesOf(state).find((item) => item.countryId === event.countryId);
      if (!country) return only(state);
      // 4.7: the validated steps reset, the number becomes the country's code, carrier, amount,
      // preset and cover VAT are cleared; the step is valid and the stepper advances.
      const reset: TopUpState = {
        ...untouch(state, ['mobileNumber', 'amount']),
        country,
        mobileNumber: country.phoneCode.replace(/\D/g, ''),
        carrier: null,
        checkingNumber: '',
        numberMessage: '',
        presets: [],
        presetId: null,
        customAmount: '',
        coverVat: false,
        validatedSteps: [COUNTRY_STEP],
        activeStep: NUMBER_STEP,
        formError: '',
      };
      const vat: TopUpCommand[] =
        state.country?.countryId === country.countryId && state.vatRate !== null
          ? []
          : [{ type: 'loadVat', countryId: country.countryId }];
      return { state: reset, commands: vat };
    }
    case 'changeNumber': {
      if (busy) return only(state);
      const mobileNumber = topUpMsisdn(event.value).slice(0, TOP_UP_MSISDN_LENGTH);
      if (mobileNumber === state.mobileNumber) return only(state);
      // 4.7: any length but 11 invalidates the step and clears the amount; 11 is checked.
      const changed = clearAmount(
        invalidate(
          { ...state, mobileNumber, carrier: null, numberMessage: '', presets: [] },
          NUMBER_STEP,
        ),
      );
      if (mobileNumber.length !== TOP_UP_MSISDN_LENGTH) {
        return only({ ...changed, checkingNumber: '' });
      }
      return {
        state: { ...changed, checkingNumber: mobileNumber },
        commands: [{ type: 'checkNumber', msisdn: mobileNumber }],
      };
    }
    case 'numberChecked': {
      // Only the answer for the number now typed counts.
      if (event.msisdn !== state.checkingNumber || event.msisdn !== state.mobileNumber) {
        return only(state);
      }
      const done = touch({ ...state, checkingNumber: '' }, ['mobileNumber']);
      if (!event.outcome.ok) return only({ ...done, numberMessage: event.outcome.message });
      const carrier = event.outcome.carrier;
      return {
        state: validate({ ...clearAmount(done), carrier, numberMessage: '' }, NUMBER_STEP),
        commands: [{ type: 'loadPresets', phoneProviderId: carrier.phoneProviderId }],
      };
    }
    case 'presetsLoaded':
      if (state.carrier?.phoneProviderId !== event.phoneProviderId) return only(state);
      return only({
        ...state,
        presets: presetsWithinBounds(
          event.presets.filter((preset) => preset.phoneProviderId === event.phoneProviderId),
          state.carrier,
        ),
      });
    case 'selectPreset': {
      if (busy || !state.presets.some((preset) => preset.id === event.presetId)) {
        return only(state);
      }
      return only(
        validate(
          untouch({ ...state, presetId: event.presetId, customAmount: '' }, ['amount']),
          AMOUNT_STEP,
        ),
      );
    }
    case 'changeCustomAmount': {
      if (busy) return only(state);
      const typed: TopUpState = { ...state, customAmount: event.value.trim(), presetId: null };
      const valid = typed.customAmount !== '' && customAmountError(typed) === undefined;
      // 4.7: a valid custom amount validates the step, an invalid one invalidates it.
      return only(
        valid ? validate(typed, AMOUNT_STEP) : invalidate(typed, AMOUNT_STEP, REVIEW_STEP),
      );
    }
    case 'coverVat':
      if (busy) return only(state);
      return only({ ...state, coverVat: event.cover });
    case 'changeCard':
      return only({ ...state, card: { ...state.card, [event.name]: event.value } });
    case 'changeAddress':
      return only({ ...state, address: { ...state.address, [event.name]: event.value } });
    case 'changeAddressCountry':
      return only({ ...state, address: changeBillingCountry(state.address, event.countryCode) });
    case 'changeEmail':
      return only({ ...state, email: event.value });
    case 'blur':
      return only(touch(state, [event.name]));
    case 'agree':
      return only(
        touch({ ...state, consent: { ...state.consent, agreed: event.agreed } }, ['agreed']),
      );
    case 'captcha':
      return only({ ...state, consent: { ...state.consent, captcha: event.payload } });
    case 'cardSource': {
      if (state.mode !== 'customer' || state.cardSource === event.source || busy) {
        return only(state);
      }
      // As bill pay (4.6, 4.7): each switch clears the payment and billing fields.
      return only(
        invalidate(
          {
            ...untouch(state, [...CARD_FIELDS, ...SAVED_CARD_FIELDS, ...ADDRESS_FIELDS]),
            cardSource: event.source,
            card: emptyCard(),
            address: emptyAddress(),
            customerCardId: 0,
            saveCard: false,
          },
          CARD_STEP,
          REVIEW_STEP,
        ),
      );
    }
    case 'selectSavedCard': {
      const card = state.savedCards.find((item) => item.customerCardId === event.customerCardId);
      if (!card || busy) return only(state);
      return only(
        untouch(
          {
            ...state,
            customerCardId: card.customerCardId,
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
    case 'next': {
      const step = state.activeStep;
      if (busy || step >= REVIEW_STEP || state.checkingNumber) return only(state);
      if (!stepIsValid(state, step)) return only(touch(state, stepFields(state, step)));
      return only({ ...validate(state, step), activeStep: step + 1, formError: '' });
    }
    case 'back':
      if (busy || state.activeStep <= COUNTRY_STEP) return only(state);
      return only({ ...state, activeStep: state.activeStep - 1, formError: '' });
    case 'edit': {
      if (busy || event.step < 0 || event.step > REVIEW_STEP) return only(state);
      if (event.step !== 0 && !state.validatedSteps.includes(event.step)) return only(state);
      return only({ ...state, activeStep: event.step, formError: '' });
    }
    case 'submit':
      return submit(state);
    case 'submitted':
      if (state.loading !== 'pending') return only(state);
      if (event.outcome.ok) {
        return only({
          ...state,
          loading: 'idle',
          activeStep: RESULT_STEP,
          validatedSteps: [0, 1, 2, 3, 4, 5, 6],
          result: {
            status: 'success',
            orderId: event.outcome.orderId,
            htmlForm: event.outcome.htmlForm,
          },
        });
      }
      if ('paidRecently' in event.outcome) {
        return only(askPayAgain(state, event.outcome.message));
      }
      // 4.7: the captcha widget is reset and the result is failed with the message.
      return only({
        ...untouch(state, ['captcha']),
        loading: 'idle',
        consent: { ...state.consent, captcha: '' },
        captchaResetKey: state.captchaResetKey + 1,
        result: { status: 'failed', message: event.outcome.message },
      });
    case 'retry':
      if (state.activeStep !== RESULT_STEP) return only(state);
      // Declined: back to the card, everything kept but the CVV; the spent submission replaced.
      return only({
        ...invalidate(untouch(state, ['cvv', 'captcha']), CARD_STEP, REVIEW_STEP),
        activeStep: CARD_STEP,
        card: { ...state.card, cvv: '' },
        consent: { ...state.consent, captcha: '' },
        captchaResetKey: state.captchaResetKey + 1,
        result: { status: 'none' },
        submissionId: newSubmissionId(),
        formError: event.message,
      });
    case 'payAgain':
    case 'cancelPayAgain':
      return answerPayAgain(state, event.type === 'payAgain', submit, only);
    case 'resume':
      if (state.activeStep !== COUNTRY_STEP || state.loading === 'pending') return only(state);
      // No 3-D Secure form now (it was spent): the result is read from the server.
      return only({
        ...state,
        activeStep: RESULT_STEP,
        validatedSteps: [0, 1, 2, 3, 4, 5, 6],
        result: { status: 'success', orderId: event.orderId, htmlForm: '' },
      });
    case 'newTransaction': {
      // 4.7: the active step back to 0 resets everything (the lists and the profile stay).
      const fresh = initialTopUpState(state.mode);
      const { savedCards } = state;
      return {
        state: {
          ...fresh,
          load: state.load,
          savedCards,
          cardSource: state.mode === 'customer' && savedCards.length > 0 ? 'saved' : 'new',
          profileEmail: state.profileEmail,
          email: state.profileEmail,
          ownNumber: state.ownNumber,
        },
        commands: state.mode === 'customer' ? [{ type: 'loadSavedCards' }] : [],
      };
    }
  }
}

/** The fields whose messages a press on Next shows. */
export function stepFields(state: TopUpState, step: number): readonly string[] {
  if (step === NUMBER_STEP) return ['mobileNumber'];
  if (step === AMOUNT_STEP) return ['amount'];
  if (step === CARD_STEP) return usesSavedCard(state) ? SAVED_CARD_FIELDS : CARD_FIELDS;
  if (step === ADDRESS_STEP) return ADDRESS_FIELDS;
  if (step === EMAIL_STEP) return ['email'];
  if (step === REVIEW_STEP) return CONSENT_FIELDS;
  return [];
}

/** The first of steps 0–5 whose checks fail, or null. */
export function firstInvalidStep(state: TopUpState): number | null {
  for (let step = COUNTRY_STEP; step < REVIEW_STEP; step += 1) {
    if (!stepIsValid(state, step)) return step;
  }
  return null;
}

function submit(state: TopUpState, confirmDuplicate = false): TopUpStep {
  if (state.loading === 'pending' || state.activeStep !== REVIEW_STEP) {
    return { state, commands: [] };
  }
  const base: TopUpState = { ...state, formError: '', result: { status: 'none' } };
  if (!stepIsValid(state, REVIEW_STEP)) {
    return { state: touch(base, CONSENT_FIELDS), commands: [] };
  }
  const invalid = firstInvalidStep(state);
  if (invalid !== null) {
    return {
      state: touch(
        { ...invalidate(base, invalid, REVIEW_STEP), activeStep: invalid },
        stepFields(state, invalid),
      ),
      commands: [],
    };
  }
  const body = buildTopUpSubmission(state, submissionPayer(state), confirmDuplicate);
  return {
    state: { ...base, loading: 'pending', result: { status: 'pending' } },
    commands: [{ type: 'postTopUp', body, submissionId: state.submissionId }],
  };
}

/** One event: the next state and the commands to run; a new step's heading takes focus. */
export function topUpStep(state: TopUpState, event: TopUpEvent): TopUpStep {
  const result = move(state, event);
  if (result.state.activeStep === state.activeStep) return result;
  return { state: result.state, commands: [...result.commands, { type: 'focusHeading' }] };
}
