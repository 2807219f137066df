import { CHARITY_IDS, PHONE_PREFIX, screenText, type Cents } from '@yo/domain';
import { emptyAddress, emptyCard, type AddressForm, type CardForm } from '../forms/types';

/**
 * Quick bill pay's stepper and transaction (spec 2.7, 3 and 4.6): steps 0 to 3, then the result
 * (step 4). Pure functions move the state; flows/billpay's machine uses them.
 */

export const REVIEW_STEP = 3;
export const RESULT_STEP = 4;

/** Step 0: payee, amount, account, contact, and the optional donation. */
export interface PaymentDetailsForm {
  providerId: number | null;
  amount: string;
  phoneNumber: string;
  accountNumber: string;
  email: string;
  comment: string;
  charityId: number | null;
  donationAmount: string;
}

/** Step 1's card and step 2's optional billing address: the shared forms. */
export type { AddressForm, CardForm };

/** Step 3: terms and privacy (one checkbox sets both) and the captcha's payload. */
export interface ConsentForm {
  agreed: boolean;
  captcha: string;
}

export type PaymentResult =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'success'; orderId: string; htmlForm: string }
  | { status: 'failed'; message: string };

export interface QuickPayState {
  activeStep: number;
  /** Steps validated so far; passing step 2 validates them all (FINISH). */
  validatedSteps: number[];
  /** A step found invalid again by FINISH. */
  invalidStep: number | null;
  loading: 'idle' | 'pending';
  details: PaymentDetailsForm;
  card: CardForm;
  address: AddressForm;
  consent: ConsentForm;
  /** From the server's account check. */
  accountHolderName: string;
  /** The server's total for the amount (bpTotal) when the payee charges a fee or rate. */
  serverTotal: Cents | null;
  customerCardRate: number;
  result: PaymentResult;
  /** Names this payment for its Idempotency-Key: kept across retries, new per transaction. */
  submissionId: string;
}

function newSubmissionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

export function emptyDetails(): PaymentDetailsForm {
  return {
    providerId: null,
    amount: '',
    phoneNumber: PHONE_PREFIX,
    accountNumber: '',
    email: '',
    comment: '',
    charityId: null,
    donationAmount: '',
  };
}

export function initialQuickPayState(details: Partial<PaymentDetailsForm> = {}): QuickPayState {
  return {
    activeStep: 0,
    validatedSteps: [],
    invalidStep: null,
    loading: 'idle',
    details: { ...emptyDetails(), ...details },
    card: emptyCard(),
    address: emptyAddress(),
    consent: { agreed: false, captcha: '' },
    accountHolderName: '',
    serverTotal: null,
    customerCardRate: 0,
    result: { status: 'none' },
    submissionId: newSubmissionId(),
  };
}

/** The current step passed its checks: it is validated and the next one opens. */
export function passStep<S extends QuickPayState>(state: S): S {
  const step = state.activeStep;
  if (step >= REVIEW_STEP) return state;
  const done = new Set([...state.validatedSteps, step]);
  // Passing step 2 (or every form step being validated again) validates the review too.
  if (step === 2 || [0, 1, 2].every((index) => done.has(index))) done.add(REVIEW_STEP);
  const validated = [...done].sort((a, b) => a - b);
  return { ...state, validatedSteps: validated, invalidStep: null, activeStep: step + 1 };
}

/** Back: one step down; never below step 0 nor from the result. */
export function goBack<S extends QuickPayState>(state: S): S {
  if (state.activeStep <= 0 || state.activeStep >= RESULT_STEP) return state;
  return { ...state, activeStep: state.activeStep - 1, invalidStep: null };
}

/** Every step is validated: FINISH is offered. */
export function allStepsValidated(state: QuickPayState): boolean {
  return [0, 1, 2, REVIEW_STEP].every((step) => state.validatedSteps.includes(step));
}

/** FINISH shows on steps 0–2 once everything is validated. */
export function canFinish(state: QuickPayState): boolean {
  return state.activeStep < REVIEW_STEP && allStepsValidated(state);
}

/**
 * FINISH re-validates the form steps: the first that fails becomes the current one (and loses its
 * validated mark), otherwise the review opens.
 */
export function finish<S extends QuickPayState>(state: S, firstInvalidStep: number | null): S {
  if (firstInvalidStep === null) {
    return { ...state, activeStep: REVIEW_STEP, invalidStep: null };
  }
  return {
    ...state,
    activeStep: firstInvalidStep,
    invalidStep: firstInvalidStep,
    validatedSteps: state.validatedSteps.filter(
      (step) => step !== firstInvalidStep && step !== REVIEW_STEP,
    ),
  };
}

/** A review card's edit button, or a completed step in the stepper: back to that step. */
export function editStep<S extends QuickPayState>(state: S, step: number): S {
  if (state.activeStep >= RESULT_STEP || step < 0 || step > REVIEW_STEP) return state;
  if (step !== 0 && !state.validatedSteps.includes(step)) return state;
  if (step === REVIEW_STEP && !allStepsValidated(state)) return state;
  return { ...state, activeStep: step, invalidStep: null };
}

/** An edit that changes what the server checked (payee, amount, account) invalidates step 0. */
export function invalidateDetails<S extends QuickPayState>(state: S): S {
  return {
    ...state,
    validatedSteps: state.validatedSteps.filter((step) => step !== 0 && step !== REVIEW_STEP),
    accountHolderName: '',
    serverTotal: null,
  };
}

export function submitStarted<S extends QuickPayState>(state: S): S {
  return { ...state, loading: 'pending', result: { status: 'pending' } };
}

/** The server took the payment: the result step shows its 3-D Secure form. */
export function submitSucceeded<S extends QuickPayState>(
  state: S,
  orderId: string,
  htmlForm: string,
): S {
  return {
    ...state,
    loading: 'idle',
    activeStep: RESULT_STEP,
    validatedSteps: [0, 1, 2, REVIEW_STEP],
    result: { status: 'success', orderId, htmlForm },
  };
}

/**
 * The server refused: the review stays with the message (nothing typed is lost), the captcha
 * must be solved again.
 */
export function submitFailed<S extends QuickPayState>(state: S, message: string): S {
  return {
    ...state,
    loading: 'idle',
    consent: { ...state.consent, captcha: '' },
    result: { status: 'failed', message },
  };
}

/**
 * The bank or the card gateway declined the card, and the customer asked to try again: back to the
 * card step with the payee, amount, address and card kept (only the CVV is typed again), a new
 * captcha, and a new submission, since the declined one is spent.
 */
export function retryWithAnotherCard<S extends QuickPayState>(state: S): S {
  return {
    ...state,
    activeStep: 1,
    invalidStep: null,
    validatedSteps: state.validatedSteps.filter((step) => step !== 1 && step !== REVIEW_STEP),
    loading: 'idle',
    card: { ...state.card, cvv: '' },
    consent: { ...state.consent, captcha: '' },
    result: { status: 'none' },
    submissionId: newSubmissionId(),
  };
}

/** The step labels: the last reads 'Payment Result' once the review has been passed. */
export function stepLabels(state: Pick<QuickPayState, 'activeStep'>): string[] {
  const [details, card, address, review] = screenText.billPaySteps;
  return [
    details,
    card,
    address,
    state.activeStep > REVIEW_STEP ? screenText.paymentResult : review,
  ];
}

/** Route parameters (spec 2.1, 2.7). */
export interface QuickPayParams {
  providerId?: string | undefined;
  accountNumber?: string | undefined;
  amount?: string | undefined;
  email?: string | undefined;
}

function positiveInteger(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function decode(text: string | undefined): string {
  if (!text) return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What the route prefills in step 0: `/quickpay/{providerId}/{accountNumber?}/{amount?}/{email?}`,
 * or `/quickpay/{charityId}/{charityCode}` from the donate buttons (a charity is a payee whose
 * account is its code). Ids must be integers; anything else prefills nothing for that part.
 * A query string may add `charityId` and `donationAmount` (spec 2.7).
 */
export function prefillFromRoute(params: QuickPayParams, search = ''): Partial<PaymentDetailsForm> {
  const prefill: Partial<PaymentDetailsForm> = {};
  const providerId = positiveInteger(params.providerId);
  if (providerId !== null) prefill.providerId = providerId;
  const accountNumber = decode(params.accountNumber);
  if (accountNumber) prefill.accountNumber = accountNumber;
  const amount = decode(params.amount);
  if (amount && /^\d+(\.\d{1,2})?$/.test(amount)) prefill.amount = amount;
  const email = decode(params.email);
  if (email) prefill.email = email;
  const query = new URLSearchParams(search);
  const charityId = positiveInteger(query.get('charityId') ?? undefined);
  if (charityId !== null && CHARITY_IDS.includes(charityId as (typeof CHARITY_IDS)[number])) {
    prefill.charityId = charityId;
  }
  const donation = query.get('donationAmount') ?? '';
  if (/^\d+(\.\d{1,2})?$/.test(donation)) prefill.donationAmount = donation;
  return prefill;
}
