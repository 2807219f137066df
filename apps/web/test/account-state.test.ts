import type { Phone, SavedCard, UserDetails } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  accountStep,
  initialAccountState,
  type AccountCommand,
  type AccountEvent,
  type AccountState,
} from '../src/flows/account';

/** The account page's state machine (spec 2.15, 4.8, 5.7, 5.12, 8), by exact text. */

const user: UserDetails = {
  customerId: 7,
  firstName: 'Ann-Marie',
  lastName: "O'Brien",
  email: 'ann@example.tt',
  phoneNumber: '18685550101',
};
const phone = (id: number, number: string, isPrimary: boolean): Phone => ({
  customerPhoneId: id,
  customerId: 7,
  phoneNumber: number,
  isActive: true,
  isPrimary,
});
const card = (id: number, last4: string, nickName: string, isPrimary: boolean): SavedCard => ({
  customerCardId: id,
  customerId: 7,
  isActive: true,
  isPrimary,
  isDeleted: false,
  cardNumber: `************${last4}`,
  cardType: 'Visa',
  expirationDate: '1230',
  name: 'Ann Brien',
  nickName,
  billingAddress: {
    id: 3,
    firstName: 'Ann',
    lastName: 'Brien',
    line1: '1 Frederick Street',
    line2: null,
    city: 'Port of Spain',
    state: null,
    postalCode: null,
    countryCode: '780',
  },
});
const phones = [phone(1, '18685550101', true), phone(2, '18685550202', false)];
const cards = [card(10, '1111', 'Work Visa', true), card(11, '0004', 'Home', false)];

function run(events: AccountEvent[], from: AccountState = initialAccountState) {
  let state = from;
  const commands: AccountCommand[] = [];
  for (const event of events) {
    const next = accountStep(state, event);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}
const loaded: AccountEvent = { type: 'loaded', user, phones, cards };
const ready = run([loaded]).state;
const toast = (message: string): AccountCommand => ({
  type: 'notify',
  tone: 'success',
  message,
  timeoutMs: 3000,
});

describe('loading (2.15: the overlay while the account loads)', () => {
  it('starts loading, loads once, and fails to the error panel, whose Try Again loads again', () => {
    expect(initialAccountState.status).toBe('loading');
    expect(run([{ type: 'load' }]).commands).toEqual([{ type: 'load' }]);
    const failed = run([{ type: 'loadFailed' }]).state;
    expect(failed.status).toBe('failed');
    const again = run([{ type: 'load' }], failed);
    expect(again.state.status).toBe('loading');
    expect(again.commands).toEqual([{ type: 'load' }]);
    expect(run([{ type: 'load' }], ready).commands).toEqual([]);
  });

  it('holds the customer, phones and cards once loaded', () => {
    expect(ready).toMatchObject({ status: 'ready', user, phones, cards, panel: { kind: 'none' } });
  });
});

describe('one panel at a time (2.15)', () => {
  const opens: [string, AccountEvent][] = [
    ['profile', { type: 'openProfile' }],
    ['addPhone', { type: 'openAddPhone' }],
    ['editPhone', { type: 'openPhone', phoneId: 2 }],
    ['card', { type: 'openAddCard' }],
    ['card', { type: 'openCard', cardId: 11 }],
  ];
  it.each(opens)('%s opens on a ready page, and nothing else opens over it', (kind, open) => {
    const { state } = run([open], ready);
    expect(state.panel.kind).toBe(kind);
    for (const [, other] of opens) expect(accountStep(state, other).state.panel).toBe(state.panel);
  });
  it.each(opens)('nothing opens while the account is loading (%s)', (_kind, open) => {
    expect(run([open]).state.panel.kind).toBe('none');
  });
});

describe('Edit Profile (5.12)', () => {
  const edit = (field: 'firstName' | 'lastName', value: string): AccountEvent => ({
    type: 'editProfile',
    field,
    value,
  });
  it.each([
    ['', 'Smith', { firstName: 'First Name cannot be empty' }],
    ['Ann2', 'Smith', { firstName: 'First Name is invalid' }],
    ['Ann', 'Sm!th', { lastName: 'Last Name is invalid' }],
    [
      'A'.repeat(51),
      '',
      { firstName: 'First Name is invalid', lastName: 'Last Name cannot be empty' },
    ],
  ])('%j %j: %j, and no request', (first, last, errors) => {
    const { state, commands } = run(
      [
        { type: 'openProfile' },
        edit('firstName', first),
        edit('lastName', last),
        { type: 'submitProfile' },
      ],
      ready,
    );
    expect(state.panel).toMatchObject({ kind: 'profile', errors, busy: false });
    expect(commands).toEqual([]);
  });

  it('starts from the names, saves the trimmed-valid names, then updates the app bar and toasts 3 s', () => {
    const opened = run([{ type: 'openProfile' }], ready).state;
    expect(opened.panel).toMatchObject({ values: { firstName: 'Ann-Marie', lastName: "O'Brien" } });
    const saving = run([edit('firstName', 'Anne'), { type: 'submitProfile' }], opened);
    expect(saving.commands).toEqual([
      { type: 'saveProfile', values: { firstName: 'Anne', lastName: "O'Brien" } },
    ]);
    expect(saving.state.panel).toMatchObject({ busy: true });
    // A second Confirm while saving sends nothing.
    expect(accountStep(saving.state, { type: 'submitProfile' }).commands).toEqual([]);
    const renamed = { ...user, firstName: 'Anne' };
    const saved = run([{ type: 'profileSaved', user: renamed }], saving.state);
    expect(saved.state.panel.kind).toBe('none');
    expect(saved.state.user).toEqual(renamed);
    expect(saved.commands).toEqual([
      { type: 'userUpdated', user: renamed },
      toast('Profile updated successfully'),
    ]);
  });

  it('shows the server refusal in the dialog and keeps what was typed', () => {
    const { state } = run(
      [
        { type: 'openProfile' },
        edit('lastName', 'Brien'),
        { type: 'submitProfile' },
        { type: 'failed', message: 'Please sign in to continue.' },
      ],
      ready,
    );
    expect(state.panel).toMatchObject({
      kind: 'profile',
      busy: false,
      error: 'Please sign in to continue.',
      values: { lastName: 'Brien' },
    });
  });

  it('messages follow the field after the first Confirm', () => {
    const { state } = run(
      [
        { type: 'openProfile' },
        edit('firstName', ''),
        { type: 'submitProfile' },
        edit('firstName', 'Jo'),
      ],
      ready,
    );
    expect(state.panel).toMatchObject({ errors: {} });
  });
});

describe('adding a mobile number (4.8, 5.12)', () => {
  const typed = (value: string): AccountEvent => ({ type: 'editNewPhone', value });
  it('starts with the +1868 prefix', () => {
    expect(run([{ type: 'openAddPhone' }], ready).state.panel).toMatchObject({
      phone: '1868',
      step: 'number',
    });
  });
  it.each([
    ['+1(868) 555-12', 'Mobile Number should be of 11 to 13 digits'],
    ['+1(868) ', 'Mobile Number should be of 11 to 13 digits'],
  ])('%j: %j and no code sent', (value, message) => {
    const { state, commands } = run(
      [{ type: 'openAddPhone' }, typed(value), { type: 'submitPhone' }],
      ready,
    );
    expect(state.panel).toMatchObject({ fieldError: message, busy: false });
    expect(commands).toEqual([]);
  });
  it('sends a code for the digits, opens the code step, and reloads the list once added', () => {
    const sending = run(
      [{ type: 'openAddPhone' }, typed('+1(868) 555-0303'), { type: 'submitPhone' }],
      ready,
    );
    expect(sending.commands).toEqual([{ type: 'sendPhoneCode', phone: '18685550303' }]);
    const code = run([{ type: 'codeOpened' }], sending.state).state;
    expect(code.panel).toMatchObject({ kind: 'addPhone', step: 'code', busy: false });
    const added = run([{ type: 'phoneAdded' }], code);
    expect(added.state.panel.kind).toBe('none');
    expect(added.commands).toEqual([{ type: 'reloadPhones' }]);
  });
  it('shows a refused send in the add dialog', () => {
    const { state } = run(
      [
        { type: 'openAddPhone' },
        typed('+1(868) 555-0101'),
        { type: 'submitPhone' },
        { type: 'failed', message: 'This mobile number is already on your account.' },
      ],
      ready,
    );
    expect(state.panel).toMatchObject({
      step: 'number',
      busy: false,
      error: 'This mobile number is already on your account.',
    });
  });
});

describe('the phone edit dialog: primary rules (5.12) and confirmations (4.8)', () => {
  const primary =
    'Cannot remove primary mobile number. Please set another mobile number as primary first.';
  const unset =
    'Cannot unset primary mobile number. Please set another mobile number as primary first.';
  it.each([
    ['remove the primary', 1, { type: 'askRemovePhone' } as AccountEvent, primary],
    ['unset the primary', 1, { type: 'setPhonePrimary', on: false } as AccountEvent, unset],
    [
      'unset a number that is not primary',
      2,
      { type: 'setPhonePrimary', on: false } as AccountEvent,
      undefined,
    ],
  ])('refuses to %s', (_name, phoneId, event, message) => {
    const { state, commands } = run([{ type: 'openPhone', phoneId }, event], ready);
    expect(state.panel).toMatchObject({ confirm: 'none', error: message });
    expect(commands).toEqual([]);
  });
  it('refuses to unset when no number is primary', () => {
    const none = {
      ...ready,
      phones: [phone(1, '18685550101', false), phone(2, '18685550202', false)],
    };
    const { state } = run(
      [
        { type: 'openPhone', phoneId: 2 },
        { type: 'setPhonePrimary', on: false },
      ],
      none,
    );
    expect(state.panel).toMatchObject({ error: unset });
  });
  it.each([
    [
      'make primary',
      { type: 'setPhonePrimary', on: true } as AccountEvent,
      'primary',
      { type: 'primaryPhone', phoneId: 2, customerId: 7 },
      { type: 'phonePrimaryChanged' } as AccountEvent,
      'Primary mobile number has been changed',
    ],
    [
      'remove',
      { type: 'askRemovePhone' } as AccountEvent,
      'remove',
      { type: 'removePhone', phoneId: 2, customerId: 7 },
      { type: 'phoneRemoved' } as AccountEvent,
      'Mobile number removed successfully',
    ],
  ])(
    '%s: asks, calls on Confirm, then reloads with its toast',
    (_n, ask, confirm, call, done, message) => {
      const asked = run([{ type: 'openPhone', phoneId: 2 }, ask], ready).state;
      expect(asked.panel).toMatchObject({ confirm });
      // Cancel goes back to the edit dialog.
      expect(run([{ type: 'cancelConfirm' }], asked).state.panel).toMatchObject({
        confirm: 'none',
      });
      const calling = run([{ type: 'confirm' }], asked);
      expect(calling.commands).toEqual([call]);
      expect(run([{ type: 'confirm' }], calling.state).commands).toEqual([]);
      const finished = run([done], calling.state);
      expect(finished.state.panel.kind).toBe('none');
      expect(finished.commands).toEqual([{ type: 'reloadPhones' }, toast(message)]);
    },
  );
  it('shows the server message in the panel when a call fails', () => {
    const { state } = run(
      [
        { type: 'openPhone', phoneId: 2 },
        { type: 'askRemovePhone' },
        { type: 'confirm' },
        { type: 'failed', message: 'This mobile number was not found on your account.' },
      ],
      ready,
    );
    expect(state.panel).toMatchObject({
      confirm: 'remove',
      busy: false,
      error: 'This mobile number was not found on your account.',
    });
  });
});

describe("the card dialog: 'Edit Payment Method' (2.15, 4.8, 5.7)", () => {
  const set = (field: string, value: string | boolean): AccountEvent =>
    ({ type: 'editCard', field, value }) as AccountEvent;
  const filled: AccountEvent[] = [
    set('name', 'Ann Brien'),
    set('cardNumber', '5123 4500 0000 0008'),
    set('expirationDate', '12/30'),
    set('cvv', '123'),
    set('nickName', 'Travel'),
    set('line1', '1 Frederick Street'),
    set('city', 'Port of Spain'),
    set('tac', true),
  ];

  it('a new card starts primary only when it is the first', () => {
    expect(run([{ type: 'openAddCard' }], ready).state.panel).toMatchObject({
      mode: 'add',
      values: { isPrimary: false, countryCode: '780', tac: false },
    });
    const empty = run([{ ...loaded, cards: [] } as AccountEvent]).state;
    expect(run([{ type: 'openAddCard' }], empty).state.panel).toMatchObject({
      values: { isPrimary: true },
    });
  });

  it.each([
    ['name', '', 'Card name is required.'],
    ['name', 'Ann 2', 'Name on Card cannot contain numbers or special characters.'],
    ['name', 'Al', 'Names should be min. 3 char.'],
    ['cardNumber', '', 'Credit card number is required.'],
    ['cardNumber', '4111 1111 1111', 'check card number should be 16'],
    ['cardNumber', '4111 1111 1111 1112', 'Invalid credit card number.'],
    ['cardNumber', '4111 1111 1111 1111', 'This card is already saved for this account.'],
    ['expirationDate', '', 'Credit card expiration date is required.'],
    ['expirationDate', '13/30', 'Please enter valid card expiration date.'],
    ['cvv', '', 'CVV is required.'],
    ['cvv', '12', 'CVV must be three (3) digits.'],
    [
      'nickName',
      'work visa',
      'Payment method name: "work visa" already exist. Please use another name.',
    ],
    ['line1', '', 'Address line one is required.'],
    ['city', '', 'City is required.'],
    ['tac', false, 'Agree to Terms and Conditions'],
  ])('adding with %s %j: %j, the summary, and no request', (field, value, message) => {
    const { state, commands } = run(
      [{ type: 'openAddCard' }, ...filled, set(field, value), { type: 'submitCard' }],
      ready,
    );
    expect(state.panel).toMatchObject({
      errors: { [field]: message },
      error: 'Please fix the highlighted errors.',
      busy: false,
    });
    expect(Object.keys((state.panel as { errors: object }).errors)).toEqual([field]);
    expect(commands).toEqual([]);
  });

  it('the United States needs a state; a new country clears the address', () => {
    const { state } = run(
      [{ type: 'openAddCard' }, ...filled, { type: 'changeCountry', countryCode: '840' }],
      ready,
    );
    expect(state.panel).toMatchObject({
      values: { countryCode: '840', line1: '', city: '', state: '', name: 'Ann Brien' },
    });
    const submitted = run(
      [set('line1', '9 Main St'), set('city', 'Boston'), { type: 'submitCard' }],
      state,
    ).state;
    expect(submitted.panel).toMatchObject({ errors: { state: 'State is required.' } });
  });

  it('sends addcard, shows the 3-D Secure frame, and on cardAdded closes, reloads and toasts 3 s', () => {
    const sending = run([{ type: 'openAddCard' }, ...filled, { type: 'submitCard' }], ready);
    expect(sending.commands).toEqual([
      {
        type: 'addCard',
        body: {
          name: 'Ann Brien',
          cardNumber: '5123450000000008',
          expirationDate: '1230',
          cvv: '123',
          nickName: 'Travel',
          isPrimary: false,
          tac: true,
          billingAddress: {
            id: 0,
            firstName: 'Ann',
            lastName: 'Brien',
            line1: '1 Frederick Street',
            line2: null,
            city: 'Port of Spain',
            state: null,
            postalCode: null,
            countryCode: '780',
          },
        },
      },
    ]);
    const framed = run(
      [{ type: 'cardFrame', orderId: 'V-1', htmlForm: '<form></form>' }],
      sending.state,
    );
    expect(framed.state.panel).toMatchObject({
      step: 'frame',
      frame: { orderId: 'V-1', htmlForm: '<form></form>' },
    });
    // Another verification's message is not this one's.
    const other = run(
      [{ type: 'frameMessage', message: { type: 'cardAdded', orderId: 'V-2' } }],
      framed.state,
    );
    expect(other.state).toBe(framed.state);
    const added = run(
      [{ type: 'frameMessage', message: { type: 'cardAdded', orderId: 'V-1' } }],
      framed.state,
    );
    expect(added.state.panel.kind).toBe('none');
    expect(added.commands).toEqual([{ type: 'reloadCards' }, toast('Successfully added new card')]);
  });

  it('on cardFailed goes back to the form with everything typed and section 8 text', () => {
    const { state } = run(
      [
        { type: 'openAddCard' },
        ...filled,
        { type: 'submitCard' },
        { type: 'cardFrame', orderId: 'V-1', htmlForm: '<form></form>' },
        {
          type: 'frameMessage',
          message: { type: 'cardFailed', orderId: 'V-1', message: 'Card authentication failed' },
        },
      ],
      ready,
    );
    expect(state.panel).toMatchObject({
      step: 'form',
      frame: undefined,
      error: 'Failed to add card: "Card authentication failed"',
      values: { cardNumber: '5123 4500 0000 0008', nickName: 'Travel' },
    });
  });

  it('edits a saved card: no number or CVV asked, its nickname kept, updatecard then a 3 s toast', () => {
    const opened = run([{ type: 'openCard', cardId: 11 }], ready).state;
    expect(opened.panel).toMatchObject({
      mode: 'edit',
      values: {
        name: 'Ann Brien',
        expirationDate: '12/30',
        nickName: 'Home',
        city: 'Port of Spain',
      },
    });
    const saving = run(
      [set('city', 'San Fernando'), set('tac', true), { type: 'submitCard' }],
      opened,
    );
    expect(saving.commands).toEqual([
      {
        type: 'updateCard',
        body: {
          customerCardId: 11,
          name: 'Ann Brien',
          expirationDate: '1230',
          nickName: 'Home',
          isPrimary: false,
          tac: true,
          billingAddress: expect.objectContaining({ id: 3, city: 'San Fernando' }),
        },
      },
    ]);
    const done = run([{ type: 'cardUpdated' }], saving.state);
    expect(done.state.panel.kind).toBe('none');
    expect(done.commands).toEqual([
      { type: 'reloadCards' },
      toast('Card details updated successfully'),
    ]);
  });

  it('the switch asks to make a card primary, then primarycard and a reload', () => {
    expect(run([{ type: 'askPrimaryCard', cardId: 10 }], ready).state.panel.kind).toBe('none');
    const asked = run([{ type: 'askPrimaryCard', cardId: 11 }], ready).state;
    expect(asked.panel).toMatchObject({ kind: 'card', mode: 'edit', step: 'confirmPrimary' });
    expect(run([{ type: 'cancelConfirm' }], asked).state.panel.kind).toBe('none');
    const calling = run([{ type: 'confirm' }], asked);
    expect(calling.commands).toEqual([{ type: 'primaryCard', id: 11, customerId: 7 }]);
    const done = run([{ type: 'cardPrimaryChanged' }], calling.state);
    expect(done.state.panel.kind).toBe('none');
    expect(done.commands).toEqual([{ type: 'reloadCards' }]);
  });

  it("Remove Card asks 'Remove Payment Method', Cancel goes back, Confirm removes with its toast", () => {
    const asked = run([{ type: 'openCard', cardId: 11 }, { type: 'askRemoveCard' }], ready).state;
    expect(asked.panel).toMatchObject({ step: 'confirmRemove' });
    expect(run([{ type: 'cancelConfirm' }], asked).state.panel).toMatchObject({ step: 'form' });
    const calling = run([{ type: 'confirm' }], asked);
    expect(calling.commands).toEqual([{ type: 'removeCard', customerCardId: 11 }]);
    const done = run([{ type: 'cardRemoved' }], calling.state);
    expect(done.state.panel.kind).toBe('none');
    expect(done.commands).toEqual([
      { type: 'reloadCards' },
      toast('Payment method removed successfully'),
    ]);
  });

  it('a new card offers no Remove', () => {
    const { state } = run([{ type: 'openAddCard' }, { type: 'askRemoveCard' }], ready);
    expect(state.panel).toMatchObject({ step: 'form' });
  });

  it('Close is refused while a request is under way', () => {
    const { state } = run(
      [{ type: 'openAddCard' }, ...filled, { type: 'submitCard' }, { type: 'close' }],
      ready,
    );
    expect(state.panel).toMatchObject({ kind: 'card', busy: true });
  });
});
