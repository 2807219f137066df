import type { Provider, SavedCard } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  billPayStep,
  errorsOf,
  initialBillPayState,
  summaryOf,
  visibleErrors,
  type BillPayCommand,
  type BillPayEvent,
  type BillPayMode,
  type BillPayState,
} from '../src/flows/billpay';

/** The bill-pay machine (spec 2.7, 4.6, 5.6–5.9) for guests and customers, event by event. */

const ttec: Provider = {
  providerId: 1,
  name: 'T&TEC',
  type: 'Utility',
  minimum: 25,
  limit: 20000,
  customerCardRate: 0,
  customerFee: 0,
  commentsField: false,
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

const home = savedCard(11, '1111', {
  billingAddress: {
    id: 3,
    firstName: 'Ann',
    lastName: 'Baptiste',
    line1: '12 Frederick Street',
    line2: null,
    city: 'Port of Spain',
    state: null,
    postalCode: null,
    countryCode: '780',
  },
});
const primary = savedCard(12, '4444', { isPrimary: true, cardType: 'Mastercard' });
const removed = savedCard(13, '0000', { isDeleted: true });

/** Runs events from a state; the state after each and every command issued. */
function run(state: BillPayState, events: BillPayEvent[]) {
  const commands: BillPayCommand[] = [];
  let current = state;
  for (const event of events) {
    const step = billPayStep(current, event);
    current = step.state;
    commands.push(...step.commands);
  }
  return { state: current, commands };
}

function ready(mode: BillPayMode): BillPayState {
  return run(initialBillPayState(mode), [
    { type: 'loaded', load: { kind: 'ready', providers: [ttec], charities: [] } },
  ]).state;
}

const validDetails: BillPayEvent[] = [
  { type: 'changeDetails', name: 'providerId', value: 1 },
  { type: 'changeDetails', name: 'accountNumber', value: '100234567' },
  { type: 'changeDetails', name: 'amount', value: '150' },
  { type: 'changeDetails', name: 'phoneNumber', value: '18685551234' },
  { type: 'changeDetails', name: 'email', value: 'ann@example.tt' },
];
const accountOk: BillPayEvent = {
  type: 'detailsChecked',
  outcome: { ok: true, accountHolderName: 'A BAPTISTE', serverTotal: null, customerCardRate: 0 },
};

/** A customer on the card step with two saved cards (and a deleted one the list drops). */
function customerOnCardStep(): BillPayState {
  return run(ready('customer'), [
    { type: 'savedCardsLoaded', cards: [home, removed, primary] },
    ...validDetails,
    { type: 'next' },
    accountOk,
  ]).state;
}

describe('the bill-pay machine: who pays', () => {
  it.each([
    ['guest', 'new'],
    ['customer', 'saved'],
  ] as const)('a %s starts on step 0 paying with a %s card', (mode, source) => {
    const state = initialBillPayState(mode, { accountNumber: '42' });
    expect(state.activeStep).toBe(0);
    expect(state.cardSource).toBe(source);
    expect(state.details.accountNumber).toBe('42');
    expect(state.load).toEqual({ kind: 'loading' });
  });

  it.each([
    [
      'empty fields take the profile',
      { email: '', phone: '1868' },
      'ann@example.tt',
      '18685551234',
    ],
    ['typed fields are kept', { email: 'me@x.tt', phone: '18687779999' }, 'me@x.tt', '18687779999'],
  ])('the profile prefills email and phone: %s', (_name, typed, email, phone) => {
    const state = run(
      initialBillPayState('customer', { email: typed.email, phoneNumber: typed.phone }),
      [{ type: 'profile', email: 'ann@example.tt', phoneNumber: '1(868)555-1234' }],
    ).state;
    expect(state.details.email).toBe(email);
    expect(state.details.phoneNumber).toBe(phone);
  });

  it('lists saved cards primary first without deleted ones; none at all opens the new-card form', () => {
    const listed = run(ready('customer'), [
      { type: 'savedCardsLoaded', cards: [home, removed, primary] },
    ]).state;
    expect(listed.savedCards.map((card) => card.customerCardId)).toEqual([12, 11]);
    expect(listed.cardSource).toBe('saved');
    const none = run(ready('customer'), [{ type: 'savedCardsLoaded', cards: [removed] }]).state;
    expect(none.cardSource).toBe('new');
  });
});

describe('the bill-pay machine: step 0', () => {
  it('a failed Next shows each message, in the summary too, and asks the server nothing', () => {
    const { state, commands } = run(ready('guest'), [
      { type: 'changeDetails', name: 'providerId', value: 1 },
      { type: 'changeDetails', name: 'amount', value: '10' },
      { type: 'next' },
    ]);
    expect(commands).toEqual([]);
    expect(state.attempts).toBe(1);
    expect(summaryOf(state)).toEqual([
      { name: 'accountNumber', message: 'Account number cannot be empty.' },
      { name: 'amount', message: 'Amount cannot be less than $25.00' },
      { name: 'phoneNumber', message: 'Phone number is required' },
      { name: 'email', message: 'Email cannot be empty' },
    ]);
  });

  it.each([
    [
      'the account is active: step 1 opens, its heading focused',
      accountOk,
      { step: 1, amount: undefined, account: undefined, formError: '' },
    ],
    [
      "the server's message on the amount",
      {
        type: 'detailsChecked',
        outcome: { ok: false, field: 'amount', message: 'Amount cannot be more than $900.00' },
      },
      { step: 0, amount: 'Amount cannot be more than $900.00', account: undefined, formError: '' },
    ],
    [
      "the server's message on the account",
      {
        type: 'detailsChecked',
        outcome: { ok: false, field: 'accountNumber', message: 'Account number is invalid.' },
      },
      { step: 0, amount: undefined, account: 'Account number is invalid.', formError: '' },
    ],
    [
      'a call that failed: its message above the step',
      {
        type: 'detailsChecked',
        outcome: { ok: false, field: null, message: 'Service Temporarily Unavailable' },
      },
      {
        step: 0,
        amount: undefined,
        account: undefined,
        formError: 'Service Temporarily Unavailable',
      },
    ],
  ] as const)('a valid Next asks the server once; %s', (_name, answer, expected) => {
    const asked = run(ready('guest'), [...validDetails, { type: 'next' }, { type: 'next' }]);
    expect(asked.state.checking).toBe(true);
    // The second press while the server checks is ignored: one request.
    expect(asked.commands).toEqual([
      {
        type: 'checkDetails',
        details: expect.objectContaining({ amount: '150', accountNumber: '100234567' }),
        provider: ttec,
      },
    ]);
    const { state, commands } = run(asked.state, [answer as BillPayEvent]);
    expect(state.checking).toBe(false);
    expect(state.activeStep).toBe(expected.step);
    expect(errorsOf(state).details.amount).toBe(expected.amount);
    expect(errorsOf(state).details.accountNumber).toBe(expected.account);
    expect(state.formError).toBe(expected.formError);
    expect(commands).toEqual(expected.step === 1 ? [{ type: 'focusHeading' }] : []);
  });

  it('the Next bug (#13): a press held while the amount commits keeps the messages, and moves on', () => {
    const failed = run(ready('guest'), [
      ...validDetails,
      { type: 'changeDetails', name: 'amount', value: '10' },
      { type: 'next' },
    ]).state;
    expect(visibleErrors(failed).details.amount).toBe('Amount cannot be less than $25.00');
    // Pointer down on Next; the amount field commits its corrected value on blur.
    const held = run(failed, [
      { type: 'hold' },
      { type: 'changeDetails', name: 'amount', value: '150' },
    ]).state;
    expect(errorsOf(held).details.amount).toBeUndefined();
    expect(visibleErrors(held).details.amount).toBe('Amount cannot be less than $25.00');
    expect(summaryOf(held)).toEqual([
      { name: 'amount', message: 'Amount cannot be less than $25.00' },
    ]);
    // The press ends on the button: one Next asks the server.
    const pressed = run(held, [{ type: 'next' }]);
    expect(pressed.commands.map((command) => command.type)).toEqual(['checkDetails']);
    const released = run(pressed.state, [{ type: 'release' }, accountOk]).state;
    expect(released.held).toBeNull();
    expect(released.activeStep).toBe(1);
    expect(summaryOf(released)).toEqual([]);
  });
});

describe('the bill-pay machine: the card step', () => {
  it.each([
    // Issue 29: the primary card is chosen for the customer; only its CVV is asked for.
    ['the primary card chosen on arrival, no CVV', [], { cvv: 'CVV cannot be empty.' }],
    [
      'a card chosen, no CVV',
      [{ type: 'selectSavedCard', customerCardId: 11 }],
      { cvv: 'CVV cannot be empty.' },
    ],
    [
      'a card chosen, two digits',
      [
        { type: 'selectSavedCard', customerCardId: 11 },
        { type: 'changeCard', name: 'cvv', value: '12' },
      ],
      { cvv: 'CVV must be exactly 3 digits.' },
    ],
  ] as const)('a saved card: %s', (_name, events, expected) => {
    const { state } = run(customerOnCardStep(), [
      ...(events as readonly BillPayEvent[]),
      { type: 'next' },
    ]);
    expect(state.activeStep).toBe(1);
    expect(errorsOf(state).card).toEqual(expected);
  });

  it('no card chosen (several, none primary): both messages', () => {
    const second = savedCard(14, '2222');
    const { state } = run(ready('customer'), [
      { type: 'savedCardsLoaded', cards: [home, second] },
      ...validDetails,
      { type: 'next' },
      accountOk,
      { type: 'next' },
    ]);
    expect(state.customerCardId).toBe(0);
    expect(errorsOf(state).card).toEqual({
      customerCardId: 'Must select a payment method.',
      cvv: 'CVV cannot be empty.',
    });
  });

  it.each([
    ['the primary card', [home, removed, primary], 12],
    ['the only card', [removed, home], 11],
  ] as const)('%s is chosen when the cards arrive, with its address', (_name, cards, id) => {
    const { state } = run(ready('customer'), [{ type: 'savedCardsLoaded', cards: [...cards] }]);
    expect(state.cardSource).toBe('saved');
    expect(state.customerCardId).toBe(id);
    expect(state.card.cardNumber).toBe(id === 11 ? '1111' : '4444');
  });

  it('a card typed before the list arrives is kept: nothing is chosen over it', () => {
    const { state } = run(ready('customer'), [
      { type: 'cardSource', source: 'new' },
      { type: 'changeCard', name: 'name', value: 'Ann' },
      { type: 'savedCardsLoaded', cards: [primary] },
    ]);
    expect(state.customerCardId).toBe(0);
    expect(state.card.name).toBe('Ann');
  });

  it('choosing a saved card loads its billing address, or the empty default', () => {
    const withAddress = run(customerOnCardStep(), [
      { type: 'selectSavedCard', customerCardId: 11 },
    ]).state;
    expect(withAddress.address).toEqual({
      countryCode: '780',
      state: '',
      city: 'Port of Spain',
      line1: '12 Frederick Street',
      line2: '',
      postalCode: '',
    });
    expect(withAddress.card).toEqual({
      name: 'Ann Baptiste',
      cardNumber: '1111',
      expirationDate: '12/30',
      cvv: '',
    });
    const without = run(withAddress, [{ type: 'selectSavedCard', customerCardId: 12 }]).state;
    expect(without.address).toEqual({
      countryCode: '780',
      state: '',
      city: '',
      line1: '',
      line2: '',
      postalCode: '',
    });
  });

  it.each(['new', 'saved'] as const)(
    'switching to a %s card clears the card and the address',
    (to) => {
      const from = to === 'new' ? 'saved' : 'new';
      const { state } = run(customerOnCardStep(), [
        { type: 'cardSource', source: from },
        { type: 'selectSavedCard', customerCardId: 11 },
        { type: 'changeCard', name: 'cvv', value: '123' },
        { type: 'changeCard', name: 'name', value: 'Ann Baptiste' },
        { type: 'changeAddress', name: 'line1', value: '1 Main Road' },
        { type: 'saveCard', save: true },
        { type: 'cardSource', source: to },
      ]);
      expect(state.cardSource).toBe(to);
      expect(state.customerCardId).toBe(0);
      expect(state.saveCard).toBe(false);
      expect(state.card).toEqual({ name: '', cardNumber: '', expirationDate: '', cvv: '' });
      expect(state.address.line1).toBe('');
    },
  );

  it('a guest has no saved card: the toggle does nothing', () => {
    const state = run(ready('guest'), [{ type: 'cardSource', source: 'saved' }]).state;
    expect(state.cardSource).toBe('new');
  });
});

/** Steps 1 and 2 passed, the consent given: SUBMIT's body. */
function submitted(card: BillPayEvent[]) {
  const { state } = run(customerOnCardStep(), [...card, { type: 'next' }, { type: 'next' }]);
  expect(state.activeStep).toBe(3);
  return run(state, [
    { type: 'agree', agreed: true },
    { type: 'captcha', payload: 'proof' },
    { type: 'submit' },
    { type: 'submit' },
  ]);
}

const newCard: BillPayEvent[] = [
  { type: 'cardSource', source: 'new' },
  { type: 'changeCard', name: 'name', value: 'Ann Baptiste' },
  { type: 'changeCard', name: 'cardNumber', value: '5555 5555 5555 4444' },
  { type: 'changeCard', name: 'expirationDate', value: '12/30' },
  { type: 'changeCard', name: 'cvv', value: '123' },
  { type: 'saveCard', save: true },
];

describe('the bill-pay machine: SUBMIT', () => {
  it('a saved card sends its id and the CVV typed again, no number', () => {
    const { state, commands } = submitted([
      { type: 'selectSavedCard', customerCardId: 11 },
      { type: 'changeCard', name: 'cvv', value: '321' },
    ]);
    expect(state.loading).toBe('pending');
    expect(commands).toHaveLength(1);
    const command = commands[0]!;
    expect(command.type).toBe('postPayment');
    if (command.type !== 'postPayment') return;
    expect(command.body.paymentDetails).toEqual({
      customerCardId: 11,
      name: 'Ann Baptiste',
      cvv: '321',
      shouldSaveCard: false,
    });
    expect(command.body.shouldSaveCard).toBe(false);
    expect(command.body.billingAddress?.line1).toBe('12 Frederick Street');
    expect(command.submissionId).toBe(state.submissionId);
  });

  it.each([
    ['a new card ticked Save Card is saved', '5105 1051 0510 5100', true],
    [
      'a new card whose last four are saved is not (Save Card is disabled)',
      '5555 5555 5555 4444',
      false,
    ],
  ])('%s', (_name, number, saved) => {
    const { commands } = submitted([
      ...newCard,
      { type: 'changeCard', name: 'cardNumber', value: number },
    ]);
    const command = commands[0]!;
    if (command.type !== 'postPayment') throw new Error(command.type);
    expect(command.body.paymentDetails).toEqual({
      customerCardId: 0,
      name: 'Ann Baptiste',
      cardNumber: number.replace(/ /g, ''),
      expirationDate: '1230',
      cvv: '123',
      shouldSaveCard: saved,
    });
    expect(command.body.shouldSaveCard).toBe(saved);
  });

  it('a refusal keeps the review with its message and a fresh captcha; a decline goes back to the card', () => {
    const { state } = submitted([
      { type: 'selectSavedCard', customerCardId: 11 },
      { type: 'changeCard', name: 'cvv', value: '321' },
    ]);
    const refused = run(state, [
      { type: 'submitted', outcome: { ok: false, message: 'Insufficient funds' } },
    ]).state;
    expect(refused.activeStep).toBe(3);
    expect(refused.result).toEqual({ status: 'failed', message: 'Insufficient funds' });
    expect(refused.consent.captcha).toBe('');
    expect(refused.captchaResetKey).toBe(state.captchaResetKey + 1);

    const paid = run(state, [
      { type: 'submitted', outcome: { ok: true, orderId: 'BP-1', htmlForm: '<form></form>' } },
    ]);
    expect(paid.state.activeStep).toBe(4);
    expect(paid.commands).toEqual([{ type: 'focusHeading' }]);
    const retried = run(paid.state, [{ type: 'retry', message: 'Card declined' }]).state;
    expect(retried.activeStep).toBe(1);
    expect(retried.formError).toBe('Card declined');
    expect(retried.card.cvv).toBe('');
    expect(retried.customerCardId).toBe(11);
    expect(retried.submissionId).not.toBe(state.submissionId);
  });

  it('a bill paid minutes ago asks first (#17): Pay Again sends it confirmed, Cancel sends nothing', () => {
    const { state, commands } = submitted(newCard);
    const first = commands[0]!;
    if (first.type !== 'postPayment') throw new Error(first.type);
    expect(first.body).not.toHaveProperty('confirmDuplicate');
    const message = 'You paid this bill 3 minutes ago.';
    const asked = run(state, [
      { type: 'submitted', outcome: { ok: false, message, paidRecently: true } },
    ]).state;
    expect(asked.payAgain).toEqual({ message });
    expect(asked.activeStep).toBe(3);
    expect(asked.loading).toBe('idle');
    expect(asked.result).toEqual({ status: 'none' });
    // Nothing was charged and the captcha was not spent: the same solution goes with the answer.
    expect(asked.consent.captcha).toBe('proof');
    expect(asked.captchaResetKey).toBe(state.captchaResetKey);

    const cancelled = run(asked, [{ type: 'cancelPayAgain' }]);
    expect(cancelled.state.payAgain).toBeNull();
    expect(cancelled.state.activeStep).toBe(3);
    expect(cancelled.commands).toEqual([]);
    // SUBMIT again sends the same payment, unconfirmed: the server asks again.
    const resubmitted = run(cancelled.state, [{ type: 'submit' }]);
    expect(resubmitted.commands).toEqual([{ ...first }]);

    const confirmed = run(asked, [{ type: 'payAgain' }, { type: 'payAgain' }]);
    expect(confirmed.state.payAgain).toBeNull();
    expect(confirmed.state.loading).toBe('pending');
    expect(confirmed.commands).toHaveLength(1);
    const again = confirmed.commands[0]!;
    if (again.type !== 'postPayment') throw new Error(again.type);
    expect(again.body).toEqual({ ...first.body, confirmDuplicate: true });
  });

  it('New Transaction starts afresh (a new submission), keeping the payees and saved cards', () => {
    const { state } = submitted(newCard);
    const paid = run(state, [
      { type: 'submitted', outcome: { ok: true, orderId: 'BP-1', htmlForm: '' } },
    ]).state;
    const { state: fresh, commands } = run(paid, [{ type: 'newTransaction' }]);
    expect(commands).toEqual([
      { type: 'newTransaction' },
      { type: 'loadSavedCards' },
      { type: 'focusHeading' },
    ]);
    expect(fresh.activeStep).toBe(0);
    expect(fresh.details.accountNumber).toBe('');
    expect(fresh.submissionId).not.toBe(state.submissionId);
    expect(fresh.load.kind).toBe('ready');
    expect(fresh.savedCards).toHaveLength(2);
    expect(fresh.cardSource).toBe('saved');
  });

  it("New Transaction fills the profile's email and phone again", () => {
    const { state } = run(ready('customer'), [
      { type: 'profile', email: 'ann@example.tt', phoneNumber: '18685551234' },
      { type: 'changeDetails', name: 'email', value: 'other@example.tt' },
      { type: 'newTransaction' },
    ]);
    expect(state.details.email).toBe('ann@example.tt');
    expect(state.details.phoneNumber).toBe('18685551234');
  });
});
