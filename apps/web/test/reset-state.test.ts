import type { CallFailure } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  initialResetState,
  refFromSearch,
  resetFailureText,
  resetStep,
  type ResetEvent,
  type ResetState,
} from '../src/flows/reset-password/state';

/** Reset password (spec 2.9, 4.2, 5.5, 8) as a pure state machine. */

const RULE =
  'Password must contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character.';
const MISMATCH = 'Password not matched! please try again.';

function run(events: ResetEvent[], from: ResetState = initialResetState('abc')) {
  let state = from;
  let commands: ReturnType<typeof resetStep>['commands'] = [];
  for (const event of events) ({ state, commands } = resetStep(state, event));
  return { state, commands };
}
const fill = (password: string, confirmPassword: string): ResetEvent[] => [
  { type: 'change', field: 'password', value: password },
  { type: 'change', field: 'confirmPassword', value: confirmPassword },
];

describe('the reset link', () => {
  it.each([
    ['?ref=abc123', 'abc123'],
    ['ref=abc%2B1', 'abc+1'],
    ['', undefined],
    ['?ref=', undefined],
    ['?ref=%20', undefined],
    ['?other=1', undefined],
  ])('%j gives the ref %j', (search, ref) => {
    expect(refFromSearch(search)).toBe(ref);
  });

  it('without a ref nothing is posted', () => {
    const { commands } = run(
      [...fill('Secret#123', 'Secret#123'), { type: 'submit' }],
      initialResetState(undefined),
    );
    expect(commands).toEqual([]);
  });
});

describe('5.5 messages on submit, by exact text', () => {
  it.each([
    ['', '', { password: RULE, confirmPassword: RULE }, 'password'],
    ['secret#123', 'secret#123', { password: RULE, confirmPassword: RULE }, 'password'],
    ['SECRET#123', 'SECRET#123', { password: RULE, confirmPassword: RULE }, 'password'],
    ['Secret#abc', 'Secret#abc', { password: RULE, confirmPassword: RULE }, 'password'],
    ['Secret1234', 'Secret1234', { password: RULE, confirmPassword: RULE }, 'password'],
    ['Sec#12', 'Sec#12', { password: RULE, confirmPassword: RULE }, 'password'],
    ['Secret#123', '', { confirmPassword: RULE }, 'confirmPassword'],
    ['Secret#123', 'Secret#124', { confirmPassword: MISMATCH }, 'confirmPassword'],
    ['Secret#123', 'Other#1234', { confirmPassword: MISMATCH }, 'confirmPassword'],
  ])('%j / %j give %j, focus on %s', (password, confirm, messages, focus) => {
    const { state, commands } = run([...fill(password, confirm), { type: 'submit' }]);
    expect(state.errors).toEqual(messages);
    expect(commands).toEqual([{ type: 'focusField', field: focus }]);
    expect(state.submitting).toBe(false);
  });

  it.each(['Secret.123', 'Secret-123', 'Secret#123', 'Secret?123', 'Secret*123'])(
    '%j passes (the special set #?!@$%%^&*.-)',
    (password) => {
      const { commands } = run([...fill(password, password), { type: 'submit' }]);
      expect(commands).toEqual([{ type: 'reset', ref: 'abc', password }]);
    },
  );
});

describe('live messages', () => {
  it('say nothing before a submit (nothing moves under a click on Submit)', () => {
    expect(run(fill('x', 'y')).state.errors).toEqual({});
  });

  it('after a submit, follow the typing, and recheck the confirmation with the password', () => {
    let { state } = run([...fill('Secret#123', 'Secret'), { type: 'submit' }]);
    expect(state.errors).toEqual({ confirmPassword: RULE });
    ({ state } = run([{ type: 'change', field: 'confirmPassword', value: 'Secret#124' }], state));
    expect(state.errors).toEqual({ confirmPassword: MISMATCH });
    ({ state } = run([{ type: 'change', field: 'password', value: 'Secret#124' }], state));
    expect(state.errors).toEqual({});
  });
});

describe('submitting', () => {
  const ready = run(fill('Secret#123', 'Secret#123')).state;

  it('posts once; nothing can be typed or sent again while it runs', () => {
    const { state, commands } = run([{ type: 'submit' }], ready);
    expect(commands).toEqual([{ type: 'reset', ref: 'abc', password: 'Secret#123' }]);
    expect(state.submitting).toBe(true);
    expect(
      run([{ type: 'submit' }, { type: 'change', field: 'password', value: 'x' }], state).state,
    ).toBe(state);
  });

  it('success goes to /login (with the notice)', () => {
    const { state, commands } = run([{ type: 'submit' }, { type: 'succeeded' }], ready);
    expect(commands).toEqual([{ type: 'toLogin' }]);
    expect(state.done).toBe(true);
  });

  it('a failure shows its text and keeps the passwords for another try', () => {
    const { state } = run(
      [
        { type: 'submit' },
        { type: 'failed', msg: 'This password reset link is invalid or has expired.' },
      ],
      ready,
    );
    expect(state).toMatchObject({
      submitting: false,
      failure: 'This password reset link is invalid or has expired.',
      values: { password: 'Secret#123', confirmPassword: 'Secret#123' },
    });
    expect(run([{ type: 'submit' }], state).state.failure).toBeUndefined();
  });
});

describe('the failure text (spec 8)', () => {
  const failure = (over: Partial<CallFailure>): CallFailure => ({
    ok: false,
    state: -1,
    reason: 'refused',
    msg: '',
    ...over,
  });
  it.each<[string, Partial<CallFailure>, string]>([
    [
      'the server message',
      { msg: 'This password reset link is invalid or has expired.' },
      'This password reset link is invalid or has expired.',
    ],
    [
      'a refusal without a message',
      { msg: '' },
      'Unable to reset password. Please try again later.',
    ],
    [
      'a 500',
      {
        reason: 'http',
        status: 500,
        msg: 'An error has occurred: 500',
        serverMsg: 'An error has occurred. Please try back again later',
      },
      'Unable to reset password. Please try again later.',
    ],
    [
      'no answer',
      { reason: 'unreadable', msg: 'An error has occurred. Please try back again later' },
      'Unable to reset password. Please try again later.',
    ],
  ])('%s', (_, over, text) => {
    expect(resetFailureText(failure(over))).toBe(text);
  });
});
