import type { Country, SignupField } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  fieldsEnabled,
  initialSignupState,
  phoneForCountry,
  registrationRequest,
  signupStep,
  summaryEntries,
  type SignupEvent,
  type SignupState,
} from '../src/flows/signup';

/** The sign-up state machine (spec 2.4, 4.5, 5.4): pure events in, state and commands out. */

const countries: Country[] = [
  { countryId: 1, description: 'Trinidad and Tobago', phoneCode: '1868' },
  { countryId: 2, description: 'Barbados', phoneCode: '1246' },
  { countryId: 11, description: 'Suriname', phoneCode: '597' },
];

function run(state: SignupState, ...events: SignupEvent[]) {
  let commands: ReturnType<typeof signupStep>['commands'] = [];
  for (const event of events) {
    const step = signupStep(state, event);
    state = step.state;
    commands = step.commands;
  }
  return { state, commands };
}

function loaded(referral = '') {
  return run(initialSignupState(referral), { type: 'countriesLoaded', countries }).state;
}

const valid = {
  mobNum: '18685551234',
  firstName: 'Ann-Marie',
  lastName: "O'Brien",
  email: 'ann@example.tt',
  password: 'Secret#123',
  confirmPwd: 'Secret#123',
  referral: 'FRIEND-1',
};

/** A form filled in validly for Trinidad and Tobago, with `changes` typed over it. */
function filled(changes: Partial<typeof valid> = {}, agreed = true) {
  const values = { ...valid, ...changes };
  return run(
    loaded(),
    { type: 'chooseCountry', countryId: 1 },
    ...(Object.keys(values) as Array<keyof typeof valid>).map((field): SignupEvent => ({
      type: 'change',
      field,
      value: values[field],
    })),
    { type: 'toggle', field: 'isChecked', value: agreed },
  ).state;
}

describe('the form as it opens', () => {
  it('asks for the countries, ticks promotions, leaves the terms unticked', () => {
    const state = initialSignupState();
    expect(state.countries).toEqual({ status: 'loading' });
    expect(state.values.receivePromo).toBe(true);
    expect(state.values.isChecked).toBe(false);
    expect(state.values.countryId).toBe(0);
    expect(state.values.referral).toBe('');
  });

  it('takes the referral code from the route', () => {
    expect(initialSignupState('FRIEND-1').values.referral).toBe('FRIEND-1');
    const moved = run(loaded('FRIEND-1'), { type: 'referralFromRoute', referral: 'PAL-2' });
    expect(moved.state.values.referral).toBe('PAL-2');
  });

  it('keeps every field but the country disabled until a country is chosen', () => {
    const state = loaded();
    expect(fieldsEnabled(state)).toBe(false);
    const typed = run(
      state,
      { type: 'change', field: 'firstName', value: 'Ann' },
      { type: 'toggle', field: 'isChecked', value: true },
    ).state;
    expect(typed.values.firstName).toBe('');
    expect(typed.values.isChecked).toBe(false);
    expect(fieldsEnabled(run(state, { type: 'chooseCountry', countryId: 1 }).state)).toBe(true);
  });

  it('a failed country list can be asked for again', () => {
    const failed = run(initialSignupState(), { type: 'countriesFailed' });
    expect(failed.state.countries.status).toBe('failed');
    const retry = run(failed.state, { type: 'retryCountries' });
    expect(retry.state.countries.status).toBe('loading');
    expect(retry.commands).toEqual([{ type: 'loadCountries' }]);
  });
});

describe('choosing a country', () => {
  it('starts the mobile number with its phone code', () => {
    const state = run(loaded(), { type: 'chooseCountry', countryId: 1 }).state;
    expect(state.values.mobNum).toBe('1(868');
    expect(state.values.countryId).toBe(1);
  });

  it('swaps the code of a number typed under another country, keeping its digits', () => {
    const state = run(
      loaded(),
      { type: 'chooseCountry', countryId: 1 },
      { type: 'change', field: 'mobNum', value: '18685551234' },
      { type: 'chooseCountry', countryId: 2 },
    ).state;
    expect(state.values.mobNum).toBe('1(246) 555 1234');
  });

  it.each([
    ['', '', '1868', '1(868'],
    ['1(868', '1868', '597', '5(97'],
    ['1(868) 555 1234', '1868', '1246', '1(246) 555 1234'],
    ['4(412) 345 6789', '1868', '1246', '4(412) 345 6789'],
  ])('%j under %j, then code %j: %j', (mobNum, oldCode, newCode, expected) => {
    expect(phoneForCountry(mobNum, oldCode, newCode)).toBe(expected);
  });
});

describe('typing', () => {
  it('formats the mobile number as #(###) ### ####', () => {
    const state = filled();
    expect(state.values.mobNum).toBe('1(868) 555 1234');
  });

  it('keeps what is typed in every field', () => {
    const state = filled();
    expect(state.values).toMatchObject({ ...valid, mobNum: '1(868) 555 1234', isChecked: true });
  });
});

const phoneMessage = 'Your mobile number must be at least 11 digits. E.g 1(868) 555 1234';

// 5.4, every message by its exact text, with the field it shows under.
const rules: Array<[string, Partial<typeof valid>, boolean, SignupField, string]> = [
  ['a short mobile number', { mobNum: '1868555123' }, true, 'mobNum', phoneMessage],
  ['an empty first name', { firstName: '' }, true, 'firstName', 'First Name cannot be empty'],
  ['a first name with digits', { firstName: 'Ann2' }, true, 'firstName', 'First Name is invalid'],
  [
    'a 51-letter first name',
    { firstName: 'A'.repeat(51) },
    true,
    'firstName',
    'First Name is invalid',
  ],
  ['an empty last name', { lastName: '' }, true, 'lastName', 'Last Name cannot be empty'],
  ['a last name with a symbol', { lastName: 'O$Brien' }, true, 'lastName', 'Last Name is invalid'],
  [
    'an email with a plus',
    { email: 'ann+1@example.tt' },
    true,
    'email',
    'Email invalid. Only the following special characters are allowed period (.), underscore (_), hyphen (-).',
  ],
  [
    'a password without a special character',
    { password: 'Secret123', confirmPwd: 'Secret123' },
    true,
    'password',
    'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.',
  ],
  [
    'a confirmation that differs',
    { confirmPwd: 'Secret#124' },
    true,
    'confirmPwd',
    'Your password entries do not match.',
  ],
  ['a referral with a slash', { referral: 'FRIEND/1' }, true, 'referral', 'Invalid Referral Code'],
  ['the terms unticked', {}, false, 'isChecked', 'Agree to the terms and conditions.'],
];

describe('submit checks 5.4 in order', () => {
  it.each(rules)('%s: %j', (_name, changes, agreed, field, message) => {
    const { state, commands } = run(filled(changes, agreed), { type: 'submit' });
    expect(state.errors).toEqual({ [field]: message });
    expect(summaryEntries(state, (name) => `id-${name}`)).toEqual([{ id: `id-${field}`, message }]);
    expect(state.phase).toBe('editing');
    expect(state.attempts).toBe(1);
    expect(commands).toEqual([]);
  });

  it('without a country asks only for the country', () => {
    const { state } = run(loaded(), { type: 'submit' });
    expect(state.errors).toEqual({ countryId: 'Country is required.' });
  });

  it('the mobile example follows the chosen country', () => {
    const state = run(
      filled({ mobNum: '1' }),
      { type: 'chooseCountry', countryId: 11 },
      {
        type: 'submit',
      },
    ).state;
    expect(state.errors.mobNum).toBe(
      'Your mobile number must be at least 11 digits. E.g 5(975) 551 2345',
    );
  });

  it('lists every broken rule in the order of the form', () => {
    const state = run(filled({ firstName: '', email: 'bad', confirmPwd: 'x' }, false), {
      type: 'submit',
    }).state;
    expect(summaryEntries(state, (name) => name).map((entry) => entry.id)).toEqual([
      'firstName',
      'email',
      'confirmPwd',
      'isChecked',
    ]);
  });

  it('strips spaces from the email ends before checking and sending', () => {
    const { state, commands } = run(filled({ email: '  Ann@Example.tt ' }), { type: 'submit' });
    expect(state.errors).toEqual({});
    expect(commands).toEqual([
      {
        type: 'startVerification',
        owner: 'ann@example.tt',
        email: 'Ann@Example.tt',
        phone: '18685551234',
      },
    ]);
  });
});

describe('after a failed submit', () => {
  it('a message follows its field as it is typed; other fields wait for the next submit', () => {
    let state = run(filled({ firstName: '' }), { type: 'submit' }).state;
    state = run(state, { type: 'change', field: 'firstName', value: '2' }).state;
    expect(state.errors.firstName).toBe('First Name is invalid');
    state = run(state, { type: 'change', field: 'firstName', value: 'Ann' }).state;
    expect(state.errors.firstName).toBeUndefined();
    // The summary stays as it was at the submit.
    expect(state.summary.firstName).toBe('First Name cannot be empty');
    // No message appears while typing (the page does not move under the pointer).
    state = run(state, { type: 'change', field: 'lastName', value: '' }).state;
    expect(state.errors.lastName).toBeUndefined();
    state = run(state, { type: 'submit' }).state;
    expect(state.errors).toEqual({ lastName: 'Last Name cannot be empty' });
    expect(state.attempts).toBe(2);
  });

  it('choosing a country clears its message', () => {
    let state = run(loaded(), { type: 'submit' }).state;
    expect(state.errors.countryId).toBe('Country is required.');
    state = run(state, { type: 'chooseCountry', countryId: 1 }).state;
    expect(state.errors).toEqual({});
  });

  it('a new password checks a confirmation that shows a message', () => {
    let state = run(filled({ confirmPwd: 'Other#123' }), { type: 'submit' }).state;
    expect(state.errors.confirmPwd).toBe('Your password entries do not match.');
    state = run(state, { type: 'change', field: 'password', value: 'Other#123' }).state;
    expect(state.errors.confirmPwd).toBeUndefined();
  });

  it('before any submit, nothing is checked while typing', () => {
    const state = run(filled({ firstName: '2' })).state;
    expect(state.errors).toEqual({});
  });
});

describe('submit states', () => {
  it('a valid form asks for the code by email and keeps the values it was asked for', () => {
    const { state, commands } = run(filled(), { type: 'submit' });
    expect(state.phase).toBe('starting');
    expect(commands).toEqual([
      {
        type: 'startVerification',
        owner: 'ann@example.tt',
        email: 'ann@example.tt',
        phone: '18685551234',
      },
    ]);
    expect(registrationRequest(state.submitted!)).toEqual({
      firstName: 'Ann-Marie',
      lastName: "O'Brien",
      email: 'ann@example.tt',
      phone: '18685551234',
      countryId: 1,
      password: 'Secret#123',
      referralCode: 'FRIEND-1',
      receivePromotions: true,
    });
  });

  it('a second submit while the code is asked for does nothing', () => {
    const first = run(filled(), { type: 'submit' });
    const second = signupStep(first.state, { type: 'submit' });
    expect(second.commands).toEqual([]);
    expect(second.state).toBe(first.state);
  });

  it('promotions can be declined', () => {
    const state = run(
      filled(),
      { type: 'toggle', field: 'receivePromo', value: false },
      {
        type: 'submit',
      },
    ).state;
    expect(state.submitted?.receivePromo).toBe(false);
  });

  it('opening the dialog ends the start; a refused send shows the server text', () => {
    let state = run(filled(), { type: 'submit' }, { type: 'verificationStarted' }).state;
    expect(state.phase).toBe('editing');
    state = run(state, {
      type: 'sendRefused',
      message: 'An account with this email address already exists.',
    }).state;
    expect(state.notice).toBe('An account with this email address already exists.');
    // Submitting again clears it; everything typed is still there.
    state = run(state, { type: 'submit' }).state;
    expect(state.notice).toBeUndefined();
    expect(state.values.email).toBe('ann@example.tt');
  });

  it('registering, a refusal, then signed in', () => {
    let state = run(
      filled(),
      { type: 'submit' },
      { type: 'verificationStarted' },
      {
        type: 'registering',
      },
    ).state;
    expect(state.phase).toBe('registering');
    state = run(state, { type: 'registrationFailed' }).state;
    expect(state.phase).toBe('editing');
    expect(state.values.firstName).toBe('Ann-Marie');
    state = run(state, { type: 'registering' }, { type: 'signedIn' }).state;
    expect(state.phase).toBe('signedIn');
    expect(fieldsEnabled(state)).toBe(false);
  });
});
