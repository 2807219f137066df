// #32 finding 1: the login shows the captcha when the API asks for it (the account is being
// guessed at), and keeps it for the tries that follow; otherwise the spec's login is unchanged.
import { serverMessages, type CallFailure } from '@yo/domain';
import { describe, expect, it } from 'vitest';
import {
  asksForCaptcha,
  initialLoginState,
  loginStep,
  type LoginEvent,
  type LoginState,
} from '../src/flows/login/state';

function run(events: LoginEvent[], from: LoginState = initialLoginState) {
  let state = from;
  for (const event of events) ({ state } = loginStep(state, event));
  return state;
}

const filled: LoginEvent[] = [
  { type: 'change', field: 'username', value: 'ann@example.tt' },
  { type: 'change', field: 'password', value: 'Secret#123' },
  { type: 'submit' },
];

const refusal = (msg: string): CallFailure => ({ ok: false, state: -1, reason: 'refused', msg });
const http = (status: number, msg: string): CallFailure => ({
  ok: false,
  state: -1,
  reason: 'http',
  status,
  msg,
  serverMsg: msg,
});

describe('the login captcha', () => {
  it.each<[string, CallFailure, boolean]>([
    ['the account is being guessed at', refusal(serverMessages.loginCaptchaRequired), true],
    ['the limit without a proof is spent (429)', http(429, serverMessages.tooManyRequests), true],
    ['a wrong password', refusal(serverMessages.invalidCredentials), false],
    ['a broken rule (400)', http(400, 'Invalid email.Please enter a valid email'), false],
    ['our own fault (500)', http(500, 'Server communication error. Please try again later'), false],
  ])('is asked for when %s: %s', (_name, failure, asked) => {
    expect(asksForCaptcha(failure)).toBe(asked);
  });

  it('is not shown until the server asks, then stays for the next tries', () => {
    expect(initialLoginState.captchaAsked).toBe(false);
    const wrong = run([...filled, { type: 'refused', msg: serverMessages.invalidCredentials }]);
    expect(wrong).toMatchObject({ captchaAsked: false, notice: serverMessages.invalidCredentials });
    const asked = run([
      ...filled,
      { type: 'refused', msg: serverMessages.loginCaptchaRequired, askCaptcha: true },
    ]);
    expect(asked).toMatchObject({
      phase: 'editing',
      captchaAsked: true,
      notice: serverMessages.loginCaptchaRequired,
    });
    const again = run([{ type: 'submit' }, { type: 'refused', msg: 'x' }], asked);
    expect(again.captchaAsked).toBe(true);
  });
});
