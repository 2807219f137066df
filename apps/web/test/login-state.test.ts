import type { CallFailure } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  forgotStateFor,
  forgotStep,
  initialForgotState,
  type ForgotState,
} from '../src/flows/login/forgot';
import { planSecondStep } from '../src/flows/login/secondStep';
import {
  errorList,
  initialLoginState,
  loginFailureText,
  loginStep,
  showsSummary,
  type LoginEvent,
  type LoginState,
} from '../src/flows/login/state';

/** The login form (spec 4.1, 5.2, 8), the Forgot Password dialog (4.2) and the second step. */

function run(events: LoginEvent[], from: LoginState = initialLoginState) {
  let state = from;
  let commands: ReturnType<typeof loginStep>['commands'] = [];
  for (const event of events) ({ state, commands } = loginStep(state, event));
  return { state, commands };
}
const type = (field: 'username' | 'password', value: string): LoginEvent => ({
  type: 'change',
  field,
  value,
});

describe('the login form: 5.2 messages on submit, by exact text', () => {
  it.each([
    ['', '', { username: '*Username can not be empty.', password: 'Password can not be empty.' }],
    ['   ', 'Secret#123', { username: '*Username can not be empty.' }],
    ['ann', 'Secret#123', { username: 'Invalid email.Please enter a valid email' }],
    ['ann@example', 'x', { username: 'Invalid email.Please enter a valid email' }],
    ['ann@example.tt', '', { password: 'Password can not be empty.' }],
    [
      'ann@@example.tt',
      '',
      {
        username: 'Invalid email.Please enter a valid email',
        password: 'Password can not be empty.',
      },
    ],
  ])('email %j and password %j give %j', (email, password, messages) => {
    const { state, commands } = run([
      type('username', email),
      type('password', password),
      { type: 'submit' },
    ]);
    expect(state.errors).toEqual(messages);
    expect(state.phase).toBe('editing');
    expect(commands.some((c) => c.type === 'checkPassword')).toBe(false);
    const count = Object.keys(messages).length;
    // One problem: focus goes to its field; several: the error summary shows (and takes focus).
    expect(showsSummary(state)).toBe(count > 1);
    expect(commands).toEqual(
      count === 1 ? [{ type: 'focusField', field: Object.keys(messages)[0] }] : [],
    );
  });

  it('lists the summary in form order: email first, then password', () => {
    const { state } = run([{ type: 'submit' }]);
    expect(errorList(state).map((e) => e.field)).toEqual(['username', 'password']);
  });

  it('says nothing while typing into a fresh form (nothing moves under a click on LOG IN)', () => {
    expect(run([type('username', 'ann'), type('password', '')]).state.errors).toEqual({});
  });

  it('after a submit, a message follows its field as it is typed', () => {
    let { state } = run([type('username', 'ann'), type('password', 'x'), { type: 'submit' }]);
    expect(state.errors.username).toBe('Invalid email.Please enter a valid email');
    ({ state } = run([type('username', 'ann@example.tt')], state));
    expect(state.errors.username).toBeUndefined();
    ({ state } = run([type('username', '')], state));
    expect(state.errors.username).toBe('*Username can not be empty.');
  });

  it('after a failed submit, messages clear as fields are fixed', () => {
    let { state } = run([{ type: 'submit' }]);
    ({ state } = run([type('password', 'x')], state));
    expect(state.errors).toEqual({ username: '*Username can not be empty.' });
    expect(showsSummary(state)).toBe(false);
  });
});

describe('the login form: the password check', () => {
  const filled = run([type('username', ' Ann@Example.tt '), type('password', 'Secret#123')]).state;

  it('a valid form checks the password once, with the email trimmed', () => {
    const { state, commands } = run([{ type: 'submit' }], filled);
    expect(state.phase).toBe('checking');
    expect(commands).toEqual([
      { type: 'checkPassword', values: { username: 'Ann@Example.tt', password: 'Secret#123' } },
    ]);
    // No double submit, and nothing typed while the call runs.
    const again = run([{ type: 'submit' }, type('password', 'other')], state);
    expect(again.commands).toEqual([]);
    expect(again.state).toBe(state);
  });

  it('a refusal shows the server message under the form and keeps what was typed', () => {
    const { state } = run(
      [{ type: 'submit' }, { type: 'refused', msg: 'The email or password is incorrect.' }],
      filled,
    );
    expect(state.phase).toBe('editing');
    expect(state.notice).toBe('The email or password is incorrect.');
    expect(state.values.password).toBe('Secret#123');
    // The next submit clears it.
    expect(run([{ type: 'submit' }], state).state.notice).toBeUndefined();
  });

  it('a right password opens the code dialog; closing it gives the form back', () => {
    let { state } = run([{ type: 'submit' }, { type: 'accepted' }], filled);
    expect(state.phase).toBe('code');
    expect(run([type('username', 'x')], state).state).toBe(state);
    ({ state } = run([{ type: 'codeClosed' }], state));
    expect(state.phase).toBe('editing');
    expect(run([{ type: 'submit' }], state).commands[0]?.type).toBe('checkPassword');
  });

  it('a sign-in finished without a code that fails shows its message under the form', () => {
    const { state } = run(
      [
        { type: 'submit' },
        { type: 'accepted' },
        { type: 'refused', msg: 'Please sign in to continue.' },
      ],
      filled,
    );
    expect(state).toMatchObject({ phase: 'editing', notice: 'Please sign in to continue.' });
  });

  it('signed in: nothing more happens', () => {
    const { state } = run([{ type: 'submit' }, { type: 'accepted' }, { type: 'signedIn' }], filled);
    expect(state.phase).toBe('signedIn');
    expect(run([{ type: 'submit' }], state).commands).toEqual([]);
  });
});

describe('the text of a failed call (spec 8)', () => {
  const failure = (over: Partial<CallFailure>): CallFailure => ({
    ok: false,
    state: -1,
    reason: 'refused',
    msg: '',
    ...over,
  });
  it.each<[string, Partial<CallFailure>, string]>([
    [
      'a refusal with a message',
      { msg: 'The email or password is incorrect.' },
      'The email or password is incorrect.',
    ],
    ['a refusal without one', { msg: '' }, 'Server communication error. Please try again later'],
    [
      'a refusal with only spaces',
      { msg: '  ' },
      'Server communication error. Please try again later',
    ],
    [
      'a 429 with the server text',
      {
        reason: 'http',
        status: 429,
        msg: 'An error has occurred: 429',
        serverMsg: 'Too many requests. Please wait a moment and try again.',
      },
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      'a 500 (our own fault)',
      {
        reason: 'http',
        status: 500,
        msg: 'An error has occurred: 500',
        serverMsg: 'An error has occurred. Please try back again later',
      },
      'Server communication error. Please try again later',
    ],
    [
      'no answer',
      { reason: 'unreadable', msg: 'An error has occurred. Please try back again later' },
      'Server communication error. Please try again later',
    ],
  ])('%s', (_, over, text) => {
    expect(loginFailureText(failure(over))).toBe(text);
  });
});

describe('Forgot Password (4.2, 5.2)', () => {
  function forgot(
    events: Parameters<typeof forgotStep>[1][],
    from: ForgotState = initialForgotState,
  ) {
    let state = from;
    let commands: ReturnType<typeof forgotStep>['commands'] = [];
    for (const event of events) ({ state, commands } = forgotStep(state, event));
    return { state, commands };
  }

  it.each([
    ['', 'Email can not be empty.'],
    ['   ', 'Email can not be empty.'],
    ['ann', 'Invalid email. Please enter a valid email.'],
    ['ann@example.t', 'Invalid email. Please enter a valid email.'],
  ])('%j gives %j and sends nothing', (email, message) => {
    const { state, commands } = forgot([{ type: 'change', email }, { type: 'submit' }]);
    expect(state.error).toBe(message);
    expect(commands).toEqual([{ type: 'focusEmail' }]);
  });

  it('starts from the email typed on the login form, with no message', () => {
    expect(forgotStateFor(' ann@example.tt ')).toMatchObject({
      email: 'ann@example.tt',
      error: undefined,
    });
  });

  it('sends once, then closes with the address for the toast', () => {
    let { state, commands } = forgot([
      { type: 'change', email: 'ann@example.tt ' },
      { type: 'submit' },
    ]);
    expect(commands).toEqual([{ type: 'send', email: 'ann@example.tt' }]);
    expect(state.sending).toBe(true);
    expect(forgot([{ type: 'submit' }], state).commands).toEqual([]);
    ({ state, commands } = forgot([{ type: 'sent' }], state));
    expect(commands).toEqual([{ type: 'done', email: 'ann@example.tt' }]);
  });

  it('a failure stays in the dialog with the message, the email kept', () => {
    const { state } = forgot([
      { type: 'change', email: 'ann@example.tt' },
      { type: 'submit' },
      { type: 'failed', msg: 'Too many requests. Please wait a moment and try again.' },
    ]);
    expect(state).toMatchObject({
      sending: false,
      email: 'ann@example.tt',
      failure: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('says nothing before a submit, then the message follows the typing', () => {
    let { state } = forgot([{ type: 'change', email: 'ann' }]);
    expect(state.error).toBeUndefined();
    ({ state } = forgot([{ type: 'submit' }], state));
    expect(state.error).toBe('Invalid email. Please enter a valid email.');
    ({ state } = forgot([{ type: 'change', email: 'ann@example.tt' }], state));
    expect(state.error).toBeUndefined();
  });
});

describe('the second step: which pending token the code runs on (4.1 step 5)', () => {
  const now = 1_700_000_000_000;
  const fresh = { token: 'old', expiresAt: now / 1000 + 300 };
  const expired = { token: 'old', expiresAt: now / 1000 - 1 };

  it.each([
    [
      'a stored code and its pending token: reuse both',
      fresh,
      true,
      { bearer: 'old', reuseCode: true, revoke: 'new' },
    ],
    [
      'a stored code but no pending token (another tab): a new send',
      undefined,
      true,
      { bearer: 'new', reuseCode: false, revoke: undefined },
    ],
    [
      'a stored code but its token expired: a new send',
      expired,
      true,
      { bearer: 'new', reuseCode: false, revoke: undefined },
    ],
    [
      'no stored code: the new token, the old one revoked',
      fresh,
      false,
      { bearer: 'new', reuseCode: false, revoke: 'old' },
    ],
    ['nothing stored', undefined, false, { bearer: 'new', reuseCode: false, revoke: undefined }],
  ])('%s', (_, stored, codeInFlight, plan) => {
    expect(planSecondStep({ newToken: 'new', stored, codeInFlight, now })).toEqual(plan);
  });
});
