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
  validateBillPayDetails,
  validateBillingAddress,
  validateConsent,
  validatePaymentCard,
} from '@yo/domain';
import { emptyAddress, emptyCard } from '../../forms/types';
import {
  REVIEW_STEP,
  RESULT_STEP,
  editStep,
  finish,
  goBack,
  invalidateDetails,
  passStep,
  retryWithAnotherCard,
  submitFailed,
  submitStarted,
  submitSucceeded,
} from '../../state/quickpay';
import { errorsOf } from './errors';
import { answerPayAgain, askPayAgain } from '../payment/duplicate';
import {
  preferredSavedCard,
  savedCardAddress,
  sortSavedCards,
  submissionPayer,
} from './savedCards';
import {
  ADDRESS_FIELDS,
  CARD_FIELDS,
  CONSENT_FIELDS,
  DETAIL_FIELDS,
  SAVED_CARD_FIELDS,
  SERVER_CHECKED,
  cardCheck,
  firstInvalidStep,
  initialBillPayState,
  providerOf,
  usesSavedCard,
  type BillPayEvent,
  type BillPayState,
  type BillPayStep,
} from './state';
import { buildSubmission } from './submission';

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
      const preferred = untouched && cardSource === 'saved' && preferredSavedCard(savedCards);
      if (preferred) {
        const loaded = { ...state, savedCards, cardSource } as const;
        return move(loaded, { type: 'selectSavedCard', customerCardId: preferred.customerCardId });
      }
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
      if ('paidRecently' in event.outcome) {
        return only(askPayAgain(state, event.outcome.message));
      }
      return only({
        ...untouch(submitFailed(state, event.outcome.message), ['captcha']),
        captchaResetKey: state.captchaResetKey + 1,
      });
    case 'payAgain':
    case 'cancelPayAgain':
      return answerPayAgain(state, event.type === 'payAgain', submit, only);
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

function submit(state: BillPayState, confirmDuplicate = false): BillPayStep {
  if (state.loading === 'pending' || state.activeStep !== REVIEW_STEP) {
    return { state, commands: [] };
  }
  const base = { ...state, formError: '' };
  if (!validateConsentOk(state)) return { state: failStep(base, CONSENT_FIELDS), commands: [] };
  if (firstInvalidStep(state) !== null) return move(base, { type: 'finish' });
  const body = buildSubmission(state, providerOf(state), submissionPayer(state), confirmDuplicate);
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
