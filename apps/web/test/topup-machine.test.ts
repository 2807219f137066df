import type { PhoneProvider, SavedCard, TopUpCountry, TopUpPreset } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_STEP,
  CARD_STEP,
  EMAIL_STEP,
  NUMBER_STEP,
  RESULT_STEP,
  REVIEW_STEP,
  chargeOf,
  customAmountError,
  initialTopUpState,
  reviewCardNumber,
  stepIsValid,
  stepLabels,
  topUpBreakdown,
  topUpStep,
  type TopUpCommand,
  type TopUpEvent,
  type TopUpMode,
  type TopUpState,
} from '../src/flows/topup';

/** The top-up machine (spec 2.8, 4.7, 5.7–5.10) for guests and customers, event by event. */

const tt: TopUpCountry = {
  countryId: 1,
  description: 'Trinidad and Tobago',
  phoneCode: '1868',
  code: 'TT',
};
const digicel: PhoneProvider = {
  phoneProviderId: 1,
  name: 'Digicel',
  minimum: 50,
  maximum: 500,
  logo: null,
};
const bmobile: PhoneProvider = {
  phoneProviderId: 2,
  name: 'bmobile',
  minimum: 60,
  maximum: 600,
  logo: null,
};
const presets: TopUpPreset[] = [
  { id: 10, amount: 50, phoneProviderId: 1, status: 'Active' },
  { id: 11, amount: 100, phoneProviderId: 1, status: 'Active' },
];
const DIGICEL_NUMBER = '18682551234';
const card = {
  name: 'Ann Baptiste',
  cardNumber: '4111 1111 1111 1111',
  expirationDate: '12/30',
  cvv: '123',
};

function savedCard(id: number, last4: string, extra: Partial<SavedCard> = {}): SavedCard {
  return {
    customerCardId: id,
    customerId: 7,
    isActive: true,
    isPrimary: false,
    isDeleted: false,
    cardNumber: last4,
    cardType: 'Visa',
    expirationDate: '1230',
    name: 'Ann Baptiste',
    nickName: `Visa-${last4}`,
    billingAddress: null,
    ...extra,
  };
}

function run(state: TopUpState, ...events: TopUpEvent[]) {
  const commands: TopUpCommand[] = [];
  let current = state;
  for (const event of events) {
    const step = topUpStep(current, event);
    current = step.state;
    commands.push(...step.commands);
  }
  return { state: current, commands };
}

function ready(mode: TopUpMode = 'guest') {
  return run(initialTopUpState(mode), {
    type: 'loaded',
    load: { kind: 'ready', countries: [tt], carriers: [digicel, bmobile] },
  }).state;
}

/** Country, a Digicel number checked, VAT known, presets loaded: on the amount step's choice. */
function atAmount(mode: TopUpMode = 'guest') {
  return run(
    ready(mode),
    { type: 'selectCountry', countryId: 1 },
    { type: 'vatLoaded', vatRate: 0.125 },
    { type: 'changeNumber', value: '+1(868) 255-1234' },
    {
      type: 'numberChecked',
      msisdn: DIGICEL_NUMBER,
      outcome: { ok: true, carrier: { phoneProviderId: 1, name: 'Digicel' } },
    },
    { type: 'presetsLoaded', phoneProviderId: 1, presets },
    { type: 'next' },
  ).state;
}

function atReview(mode: TopUpMode = 'guest') {
  return run(
    atAmount(mode),
    { type: 'selectPreset', presetId: 10 },
    { type: 'coverVat', cover: true },
    { type: 'next' },
    ...Object.entries(card).map(
      ([name, value]) => ({ type: 'changeCard', name, value }) as TopUpEvent,
    ),
    { type: 'next' },
    { type: 'next' },
    { type: 'changeEmail', value: 'ann@example.com' },
    { type: 'next' },
  ).state;
}

describe('country (4.7)', () => {
  it('sets the prefix, resets the later steps, loads the VAT and advances', () => {
    const before = run(atReview(), { type: 'edit', step: 0 }).state;
    const { state, commands } = run(before, { type: 'selectCountry', countryId: 1 });
    expect(state).toMatchObject({
      activeStep: NUMBER_STEP,
      validatedSteps: [0],
      mobileNumber: '1868',
      carrier: null,
      presetId: null,
      customAmount: '',
      coverVat: false,
    });
    // The VAT was known for this country: not asked again.
    expect(commands).toEqual([{ type: 'focusHeading' }]);
    expect(run(ready(), { type: 'selectCountry', countryId: 1 }).commands).toEqual([
      { type: 'loadVat', countryId: 1 },
      { type: 'focusHeading' },
    ]);
  });
  it('ignores a country not in the list', () => {
    expect(run(ready(), { type: 'selectCountry', countryId: 99 }).state.activeStep).toBe(0);
  });
});

describe('the prepaid number (4.7, 5.10)', () => {
  const start = run(ready(), { type: 'selectCountry', countryId: 1 }).state;
  it.each([
    ['+1(868) 255-123', '1868255123', false],
    ['+1(868) 255-1234', DIGICEL_NUMBER, true],
    ['1868255123499', DIGICEL_NUMBER, true],
  ])('%s is kept as %s; checked on the server: %s', (typed, digits, checked) => {
    const { state, commands } = run(start, { type: 'changeNumber', value: typed });
    expect(state.mobileNumber).toBe(digits);
    expect(state.checkingNumber).toBe(checked ? digits : '');
    expect(commands).toEqual(checked ? [{ type: 'checkNumber', msisdn: digits }] : []);
    expect(stepIsValid(state, NUMBER_STEP)).toBe(false);
  });
  it('a valid answer sets the carrier, validates the step and loads its presets', () => {
    const { state, commands } = run(
      start,
      { type: 'changeNumber', value: DIGICEL_NUMBER },
      { type: 'numberChecked', msisdn: DIGICEL_NUMBER, outcome: { ok: true, carrier: digicel } },
    );
    expect(state.carrier?.name).toBe('Digicel');
    expect(state.validatedSteps).toEqual([0, 1]);
    expect(commands).toContainEqual({ type: 'loadPresets', phoneProviderId: 1 });
    expect(stepIsValid(state, NUMBER_STEP)).toBe(true);
  });
  it("a refusal shows the server's message and keeps the step invalid", () => {
    const message = 'Postpaid numbers cannot be topped up.';
    const { state } = run(
      start,
      { type: 'changeNumber', value: '18686201234' },
      { type: 'numberChecked', msisdn: '18686201234', outcome: { ok: false, message } },
      { type: 'next' },
    );
    expect(state).toMatchObject({ numberMessage: message, carrier: null, activeStep: NUMBER_STEP });
  });
  it('an answer for a number no longer typed is ignored', () => {
    const { state } = run(
      start,
      { type: 'changeNumber', value: DIGICEL_NUMBER },
      { type: 'changeNumber', value: '1868255123' },
      { type: 'numberChecked', msisdn: DIGICEL_NUMBER, outcome: { ok: true, carrier: digicel } },
    );
    expect(state.carrier).toBeNull();
  });
  it('a changed number clears the amount and its step', () => {
    const chosen = run(atAmount(), { type: 'selectPreset', presetId: 11 }, { type: 'back' }).state;
    const { state } = run(chosen, { type: 'changeNumber', value: '1868255123' });
    expect(state).toMatchObject({ presetId: null, customAmount: '', validatedSteps: [0] });
  });
});

describe('the amount (4.7, 5.10, section 9)', () => {
  it.each([
    // carrier, typed, message
    [digicel, '49.99', 'Minimum Top Up Amount is $50'],
    [digicel, '500.01', 'Maximum Top Up Amount is $500'],
    [digicel, '-5', 'Minimum Top Up Amount is $50'],
    [digicel, '50.123', 'Minimum Top Up Amount is $50'],
    [digicel, '75', undefined],
    [bmobile, '55', 'Minimum Top Up Amount is $60'],
    [bmobile, '600', undefined],
    [{ phoneProviderId: 3, name: 'NoBounds' }, '40', 'Minimum Top Up Amount is $50'],
  ])('%o: %s gives %s', (carrier, typed, message) => {
    const base = { ...atAmount(), carrier };
    const { state } = run(base, { type: 'changeCustomAmount', value: typed });
    expect(customAmountError(state)).toBe(message);
    expect(stepIsValid(state, AMOUNT_STEP)).toBe(message === undefined);
    expect(state.validatedSteps.includes(AMOUNT_STEP)).toBe(message === undefined);
  });
  it.each([
    // preset, cover VAT, charge, net, VAT
    [10, false, 5000, 4444, 556],
    [10, true, 5625, 5000, 625],
    [11, true, 11250, 10000, 1250],
    [null, true, 7500, 6667, 833],
  ])(
    'preset %s with cover VAT %s charges %i cents (net %i, VAT %i)',
    (presetId, cover, charge, net, vat) => {
      const events: TopUpEvent[] =
        presetId === null
          ? [{ type: 'changeCustomAmount', value: '75' }]
          : [{ type: 'selectPreset', presetId }];
      const { state } = run(atAmount(), ...events, { type: 'coverVat', cover });
      expect(chargeOf(state)).toBe(charge);
      expect(topUpBreakdown(state)).toMatchObject({
        total: charge,
        net,
        vat,
        fee: 0,
        showFee: false,
      });
    },
  );
  it("the carrier list's bounds apply when the number check gives none", () => {
    const checked = { ...atAmount(), carrier: { phoneProviderId: 2, name: 'bmobile' } };
    const { state } = run(checked, { type: 'changeCustomAmount', value: '55' });
    expect(customAmountError(state)).toBe('Minimum Top Up Amount is $60');
  });
  it('a preset replaces a custom amount, and a custom amount the preset', () => {
    const preset = run(
      atAmount(),
      { type: 'changeCustomAmount', value: '75' },
      { type: 'selectPreset', presetId: 11 },
    ).state;
    expect(preset).toMatchObject({ presetId: 11, customAmount: '' });
    const custom = run(preset, { type: 'changeCustomAmount', value: '80' }).state;
    expect(custom).toMatchObject({ presetId: null, customAmount: '80' });
  });
  it('presets of another carrier are not shown', () => {
    const state = run(atAmount(), { type: 'presetsLoaded', phoneProviderId: 2, presets: [] }).state;
    expect(state.presets).toEqual(presets);
  });
});

describe('Next, Back and edit (2.8, 4.7)', () => {
  it.each([
    [AMOUNT_STEP, [] as TopUpEvent[], AMOUNT_STEP, ['mobileNumber', 'amount']],
    [
      AMOUNT_STEP,
      [{ type: 'selectPreset', presetId: 10 }] as TopUpEvent[],
      CARD_STEP,
      ['mobileNumber'],
    ],
  ])('from step %i after %o: step %i, touched %o', (_from, events, to, touched) => {
    const { state } = run(atAmount(), ...events, { type: 'next' });
    expect(state.activeStep).toBe(to);
    expect(state.touched).toEqual(touched);
  });
  it('the card, the optional address and the email each hold Next until valid', () => {
    let state = run(
      atAmount(),
      { type: 'selectPreset', presetId: 10 },
      { type: 'next' },
      { type: 'next' },
    ).state;
    expect(state.activeStep).toBe(CARD_STEP);
    expect(state.touched).toEqual(['mobileNumber', 'name', 'cardNumber', 'expirationDate', 'cvv']);
    state = run(
      state,
      ...Object.entries(card).map(
        ([name, value]) => ({ type: 'changeCard', name, value }) as TopUpEvent,
      ),
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    ).state;
    expect(state.activeStep).toBe(EMAIL_STEP);
    state = run(state, { type: 'changeEmail', value: 'ann@' }, { type: 'next' }).state;
    expect(state.activeStep).toBe(EMAIL_STEP);
    state = run(state, { type: 'changeEmail', value: 'ann@example.com' }, { type: 'next' }).state;
    expect(state.activeStep).toBe(REVIEW_STEP);
  });
  it('Back is not available on step 0; edit goes only to validated steps', () => {
    expect(run(ready(), { type: 'back' }).state.activeStep).toBe(0);
    const review = atReview();
    expect(run(review, { type: 'edit', step: AMOUNT_STEP }).state.activeStep).toBe(AMOUNT_STEP);
    expect(run(atAmount(), { type: 'edit', step: EMAIL_STEP }).state.activeStep).toBe(AMOUNT_STEP);
  });
  it('labels: the last step reads Payment Result after the review', () => {
    expect(stepLabels({ activeStep: 0 })).toEqual([
      'Select Country',
      'Enter PREPAID Mobile Number',
      'Select Top Up Amount',
      'Enter Card Details',
      'Enter Billing Address Details (Optional)',
      'Enter Email for Receipt',
      'Payment Review',
    ]);
    expect(stepLabels({ activeStep: RESULT_STEP })[REVIEW_STEP]).toBe('Payment Result');
  });
});

describe('SUBMIT (4.7, 5.9)', () => {
  it.each([
    [{ agreed: false, captcha: 'x' }, ['agreed', 'captcha']],
    [{ agreed: true, captcha: '' }, ['agreed', 'captcha']],
  ])('without %o nothing is posted', (consent, touched) => {
    const { state, commands } = run(
      atReview(),
      { type: 'agree', agreed: consent.agreed },
      { type: 'captcha', payload: consent.captcha },
      { type: 'submit' },
    );
    expect(commands).toEqual([]);
    expect(state.touched).toEqual(expect.arrayContaining(touched));
    expect(state.loading).toBe('idle');
  });
  it('posts the preset before cover VAT, once, with the submission id', () => {
    const review = atReview();
    const { state, commands } = run(
      review,
      { type: 'agree', agreed: true },
      { type: 'captcha', payload: 'proof' },
      { type: 'submit' },
      { type: 'submit' },
    );
    expect(state.loading).toBe('pending');
    expect(commands).toEqual([
      {
        type: 'postTopUp',
        submissionId: review.submissionId,
        body: {
          phoneProviderId: 1,
          msisdn: DIGICEL_NUMBER,
          coverVat: true,
          countryId: 1,
          amount: 50,
          donationAmount: 0,
          charityId: 0,
          paymentDetails: {
            customerCardId: 0,
            name: 'Ann Baptiste',
            cardNumber: '4111111111111111',
            expirationDate: '1230',
            cvv: '123',
            shouldSaveCard: false,
          },
          billingAddress: null,
          email: 'ann@example.com',
          shouldSaveCard: false,
          tac: true,
          ppolicy: true,
          googleRecaptchaToken: 'proof',
          v2Captcha: 'proof',
        },
      },
    ]);
  });
  const submitted = () =>
    run(
      atReview(),
      { type: 'agree', agreed: true },
      { type: 'captcha', payload: 'proof' },
      { type: 'submit' },
    ).state;
  it('success: the result with the 3-D Secure form; New Transaction back to step 0', () => {
    const done = run(submitted(), {
      type: 'submitted',
      outcome: { ok: true, orderId: 'T-1', htmlForm: '<form></form>' },
    }).state;
    expect(done).toMatchObject({
      activeStep: RESULT_STEP,
      loading: 'idle',
      result: { status: 'success', orderId: 'T-1', htmlForm: '<form></form>' },
    });
    const fresh = run(done, { type: 'newTransaction' }).state;
    expect(fresh).toMatchObject({
      activeStep: 0,
      validatedSteps: [],
      country: null,
      mobileNumber: '',
      email: '',
    });
    expect(fresh.submissionId).not.toBe(done.submissionId);
    expect(fresh.load.kind).toBe('ready');
  });
  it.each(['Card declined', ''])('failure %j: the message kept, the captcha reset', (message) => {
    const before = submitted();
    const { state } = run(before, { type: 'submitted', outcome: { ok: false, message } });
    expect(state).toMatchObject({
      activeStep: REVIEW_STEP,
      loading: 'idle',
      result: { status: 'failed', message },
      consent: { agreed: true, captcha: '' },
      captchaResetKey: before.captchaResetKey + 1,
      submissionId: before.submissionId,
    });
  });
  it('a declined card from the frame: back to the card, CVV cleared, a new submission', () => {
    const done = run(submitted(), {
      type: 'submitted',
      outcome: { ok: true, orderId: 'T-1', htmlForm: '' },
    }).state;
    const { state } = run(done, { type: 'retry', message: 'Insufficient funds' });
    expect(state).toMatchObject({
      activeStep: CARD_STEP,
      formError: 'Insufficient funds',
      card: { ...card, cvv: '' },
    });
    expect(state.submissionId).not.toBe(done.submissionId);
  });
});

describe('customers (4.7: saved card or new card)', () => {
  const visa = savedCard(21, '1111', { isPrimary: true });
  it('prefills the email and keeps it for New Transaction', () => {
    const state = run(ready('customer'), { type: 'profile', email: 'ann@example.com' }).state;
    expect(state.email).toBe('ann@example.com');
    expect(
      run(state, { type: 'changeEmail', value: 'x@example.com' }, { type: 'newTransaction' }).state
        .email,
    ).toBe('ann@example.com');
  });
  it('pays with a saved card: its id and the CVV typed again', () => {
    let state = run(
      atAmount('customer'),
      { type: 'savedCardsLoaded', cards: [visa] },
      { type: 'selectPreset', presetId: 11 },
      { type: 'next' },
    ).state;
    expect(state.cardSource).toBe('saved');
    state = run(state, { type: 'next' }).state;
    expect(state.touched).toEqual(['mobileNumber', 'customerCardId', 'cvv']);
    state = run(
      state,
      { type: 'selectSavedCard', customerCardId: 21 },
      { type: 'changeCard', name: 'cvv', value: '123' },
      { type: 'next' },
      { type: 'next' },
      { type: 'changeEmail', value: 'ann@example.com' },
      { type: 'next' },
    ).state;
    expect(reviewCardNumber(state)).toBe('**** **** **** 1111');
    const { commands } = run(
      state,
      { type: 'agree', agreed: true },
      { type: 'captcha', payload: 'p' },
      { type: 'submit' },
    );
    const post = commands.find((command) => command.type === 'postTopUp');
    expect(post?.type === 'postTopUp' && post.body.paymentDetails).toEqual({
      customerCardId: 21,
      name: 'Ann Baptiste',
      cvv: '123',
      shouldSaveCard: false,
    });
  });
  it('keeps the customer’s own number for the “my number” shortcut, across New Transaction', () => {
    const state = run(ready('customer'), {
      type: 'profile',
      email: 'ann@example.com',
      phoneNumber: '+1(868) 555-0123',
    }).state;
    expect(state.ownNumber).toBe('18685550123');
    expect(run(state, { type: 'newTransaction' }).state.ownNumber).toBe('18685550123');
    expect(run(ready(), { type: 'profile', email: 'x@example.com' }).state.ownNumber).toBe('');
  });
  it('the only (or primary) card is chosen when the cards arrive (issue 29)', () => {
    const state = run(atAmount('customer'), { type: 'savedCardsLoaded', cards: [visa] }).state;
    expect(state).toMatchObject({ cardSource: 'saved', customerCardId: 21 });
    expect(reviewCardNumber(state)).toBe('**** **** **** 1111');
  });
  it('the toggle clears the card and the address', () => {
    const state = run(
      atAmount('customer'),
      { type: 'savedCardsLoaded', cards: [visa] },
      { type: 'selectSavedCard', customerCardId: 21 },
      { type: 'cardSource', source: 'new' },
    ).state;
    expect(state).toMatchObject({
      cardSource: 'new',
      customerCardId: 0,
      card: { name: '', cardNumber: '' },
    });
  });
  it('a guest has no toggle', () => {
    expect(run(ready(), { type: 'cardSource', source: 'saved' }).state.cardSource).toBe('new');
  });
});
