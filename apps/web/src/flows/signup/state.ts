/**
 * The sign-up form (spec 2.4, 3, 4.5, 5.4) as a pure state machine: events in, the next state and
 * the commands to run out. The hook runs the commands (the calls, the code dialog); the screen
 * renders the state and sends events.
 */
import {
  NO_COUNTRY_ID,
  PHONE_PREFIX,
  digitsOnly,
  formatSignupPhone,
  validateSignup,
  validateSignupField,
  type Country,
  type FormErrors,
  type SignupField,
  type SignupValues,
} from '@yo/domain';
import { checkedValues, phoneForCountry, type SignupTextField } from './values';

export type CountryList =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; countries: Country[] };

/**
 * editing: the form is open; starting: the form is valid and the code is being asked for;
 * registering: the code was right and the customer is being registered and signed in;
 * signedIn: done, on the way to /user.
 */
export type SignupPhase = 'editing' | 'starting' | 'registering' | 'signedIn';

export interface SignupState {
  values: SignupValues;
  countries: CountryList;
  /** The messages under the fields. */
  errors: FormErrors<SignupField>;
  /** The messages of the last submit, for the error summary (kept as they were, GOV.UK-style). */
  summary: FormErrors<SignupField>;
  /** Submits so far: the summary takes focus on each failed one. */
  attempts: number;
  phase: SignupPhase;
  /** A refusal to show above the form (the server's text), e.g. the email is registered. */
  notice: string | undefined;
  /** The values of the last valid submit: the code was asked for them, they are registered. */
  submitted: SignupValues | undefined;
}

export type SignupEvent =
  | { type: 'countriesLoaded'; countries: Country[] }
  | { type: 'countriesFailed' }
  | { type: 'retryCountries' }
  | { type: 'chooseCountry'; countryId: number }
  | { type: 'change'; field: SignupTextField; value: string }
  | { type: 'toggle'; field: 'isChecked' | 'receivePromo'; value: boolean }
  | { type: 'referralFromRoute'; referral: string }
  | { type: 'submit' }
  | { type: 'verificationStarted' }
  | { type: 'sendRefused'; message: string }
  | { type: 'registering' }
  | { type: 'registrationFailed' }
  | { type: 'signedIn' };

export type SignupCommand =
  | { type: 'loadCountries' }
  /** Open the code dialog: by email by default (4.5 step 1), reusing an unexpired code. */
  | { type: 'startVerification'; owner: string; email: string; phone: string };

export interface Transition {
  state: SignupState;
  commands: SignupCommand[];
}

/** The form as a new visitor finds it; `referral` comes from /signup/{referral}. */
export function initialSignupState(referral = ''): SignupState {
  return {
    values: {
      countryId: NO_COUNTRY_ID,
      mobNum: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPwd: '',
      referral,
      receivePromo: true,
      isChecked: false,
    },
    countries: { status: 'loading' },
    errors: {},
    summary: {},
    attempts: 0,
    phase: 'editing',
    notice: undefined,
    submitted: undefined,
  };
}

/** The commands the screen runs when it opens. */
export const openingCommands: SignupCommand[] = [{ type: 'loadCountries' }];

export function countryOf(state: SignupState, countryId = state.values.countryId) {
  return state.countries.status === 'ready'
    ? state.countries.countries.find((country) => country.countryId === countryId)
    : undefined;
}

/** Every field but the country waits for a country (2.4); all wait once the customer is in. */
export function fieldsEnabled(state: SignupState): boolean {
  return state.values.countryId !== NO_COUNTRY_ID && state.phase !== 'signedIn';
}

/** A submit is under way: Submit shows progress and a second press does nothing. */
export function isBusy(state: SignupState): boolean {
  return state.phase !== 'editing';
}

/** The chosen country's code for 5.4's example number (Trinidad and Tobago's until one is chosen). */
export function phoneCodeOf(state: SignupState): string {
  return countryOf(state)?.phoneCode ?? PHONE_PREFIX;
}

function fieldError(state: SignupState, field: SignupField, values = state.values) {
  return validateSignupField(field, checkedValues(values), { phoneCode: phoneCodeOf(state) });
}

/** The errors with `fields` checked again (only once a submit has shown the messages). */
function recheck(state: SignupState, fields: SignupField[]): FormErrors<SignupField> {
  if (state.attempts === 0) return state.errors;
  const errors = { ...state.errors };
  for (const field of fields) {
    const message = fieldError(state, field);
    if (message) errors[field] = message;
    else delete errors[field];
  }
  return errors;
}

/** Fields that changed and the ones that depend on them. */
function affected(field: SignupField | 'receivePromo'): SignupField[] {
  if (field === 'receivePromo') return [];
  if (field === 'password') return ['password', 'confirmPwd'];
  if (field === 'countryId') return ['countryId', 'mobNum'];
  return [field];
}

/** The fields a change touches that show a message now: they are checked as the customer types. */
function showing(state: SignupState, field: SignupField | 'receivePromo'): SignupField[] {
  return affected(field).filter((name) => state.errors[name] !== undefined);
}

function edit(
  state: SignupState,
  values: SignupValues,
  field: SignupField | 'receivePromo',
): SignupState {
  const next = { ...state, values };
  return { ...next, errors: recheck(next, showing(state, field)) };
}

export function signupStep(state: SignupState, event: SignupEvent): Transition {
  const stay = (next: SignupState): Transition => ({ state: next, commands: [] });
  switch (event.type) {
    case 'countriesLoaded':
      return stay({ ...state, countries: { status: 'ready', countries: event.countries } });
    case 'countriesFailed':
      return stay({ ...state, countries: { status: 'failed' } });
    case 'retryCountries':
      return { state: { ...state, countries: { status: 'loading' } }, commands: openingCommands };
    case 'chooseCountry': {
      if (state.phase === 'signedIn') return stay(state);
      const oldCode = countryOf(state)?.phoneCode ?? '';
      const newCode = countryOf(state, event.countryId)?.phoneCode ?? '';
      const mobNum =
        event.countryId === NO_COUNTRY_ID
          ? state.values.mobNum
          : phoneForCountry(state.values.mobNum, oldCode, newCode);
      const next = { ...state, values: { ...state.values, countryId: event.countryId, mobNum } };
      return stay({
        ...next,
        errors: recheck(next, ['countryId', ...showing(state, 'countryId')]),
      });
    }
    case 'change': {
      if (!fieldsEnabled(state)) return stay(state);
      const value = event.field === 'mobNum' ? formatSignupPhone(event.value) : event.value;
      return stay(edit(state, { ...state.values, [event.field]: value }, event.field));
    }
    case 'toggle':
      if (!fieldsEnabled(state)) return stay(state);
      return stay(edit(state, { ...state.values, [event.field]: event.value }, event.field));
    case 'referralFromRoute':
      if (state.phase === 'signedIn' || event.referral === state.values.referral) {
        return stay(state);
      }
      return stay({ ...state, values: { ...state.values, referral: event.referral } });
    case 'submit': {
      // One submit at a time: a second press while the code is asked for does nothing.
      if (isBusy(state)) return stay(state);
      const values = checkedValues(state.values);
      const result = validateSignup(values, { phoneCode: phoneCodeOf(state) });
      const attempts = state.attempts + 1;
      if (!result.ok) {
        // Without a country the other fields cannot be filled yet: only the country is asked for.
        const errors: FormErrors<SignupField> =
          values.countryId === NO_COUNTRY_ID
            ? { countryId: result.errors.countryId }
            : result.errors;
        return stay({ ...state, attempts, errors, summary: errors, notice: undefined });
      }
      return {
        state: {
          ...state,
          attempts,
          errors: {},
          summary: {},
          phase: 'starting',
          notice: undefined,
          submitted: values,
        },
        commands: [
          {
            type: 'startVerification',
            owner: values.email.toLowerCase(),
            email: values.email,
            phone: digitsOnly(values.mobNum),
          },
        ],
      };
    }
    case 'verificationStarted':
      return stay(state.phase === 'starting' ? { ...state, phase: 'editing' } : state);
    case 'sendRefused':
      return stay({ ...state, notice: event.message });
    case 'registering':
      return stay({ ...state, phase: 'registering' });
    case 'registrationFailed':
      // Everything typed stays; the message shows under the code field.
      return stay({ ...state, phase: 'editing' });
    case 'signedIn':
      return stay({ ...state, phase: 'signedIn' });
  }
}
