import type { ReceivedMessage } from '@yo/sandbox';
import { expect } from 'vitest';
import type { TestApp } from './app.js';

let sequence = 0;

/** A unique valid person: email, 11-digit Trinidad and Tobago mobile, a password that passes 5.4. */
export function newPerson() {
  sequence += 1;
  const unique = `${process.pid % 1000}${sequence}${Math.floor(Math.random() * 1000)}`
    .slice(-7)
    .padStart(7, '0');
  return {
    firstName: 'Ann-Marie',
    lastName: "O'Brien",
    email: `ann.${unique}@example.tt`,
    phone: `1868${unique}`,
    password: 'Secret#123',
    countryId: 1,
    referralCode: 'FRIEND-1',
    receivePromotions: true,
  };
}

export async function anonymousToken(t: TestApp): Promise<string> {
  const response = await t.post('users/authenticateAPI', {
    username: 'yo-web',
    password: 'yo-web-local-secret',
  });
  expect(response.body.state).toBe(1);
  return response.body.data.token as string;
}

/**
 * Polls the sandbox's messages to `to` (newest first) until `pick` finds one with a 6-digit code,
 * and returns the code.
 */
async function waitForCode(
  t: TestApp,
  to: string,
  pick: (messages: ReceivedMessage[]) => ReceivedMessage | undefined,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = pick(t.app.sandbox!.messages.list(to))?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no code reached ${to}`);
}

/** Waits for a message to `to` in the sandbox newer than `after`, and returns its 6-digit code. */
export function codeSentTo(t: TestApp, to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  return waitForCode(
    t,
    to,
    (messages) => messages.find((m) => Date.parse(m.receivedAt) >= after),
    timeoutMs,
  );
}

const newestMessageTo = (t: TestApp, to: string): ReceivedMessage | undefined =>
  t.app.sandbox!.messages.list(to)[0];

/**
 * The code in the newest message to `to` that arrived after `previous` (the newest one before the
 * request). Comparing messages, not clocks: a code sent a moment earlier to the same person is
 * never taken for the new one.
 */
function nextCodeTo(t: TestApp, to: string, previous: ReceivedMessage | undefined) {
  const same = (a: ReceivedMessage, b: ReceivedMessage) =>
    a.receivedAt === b.receivedAt && a.body === b.body;
  return waitForCode(
    t,
    to,
    ([newest]) => (newest && (!previous || !same(newest, previous)) ? newest : undefined),
    10_000,
  );
}

/** Asks for a code by email (registration or login, by the token's kind) and reads it. */
export async function emailCode(t: TestApp, token: string, email: string, phone: string) {
  const previous = newestMessageTo(t, email);
  const sent = await t.post('users/sendemailverifycode', { Email: email, Phone: phone }, token);
  expect(sent.body).toMatchObject({ state: 1 });
  return {
    id: sent.body.data.tempVerificationCodeId as string,
    code: await nextCodeTo(t, email, previous),
    sent,
  };
}

export async function smsCode(t: TestApp, token: string, phone: string) {
  const previous = newestMessageTo(t, phone);
  const sent = await t.post('users/sendsmsverifycode', { Phone: phone, isVerify: true }, token);
  expect(sent.body).toMatchObject({ state: 1 });
  return {
    id: sent.body.data.tempVerificationCodeId as string,
    code: await nextCodeTo(t, phone, previous),
    sent,
  };
}

/** Registers through the real flow (email code) and returns the user token it yields. */
export async function register(t: TestApp, person = newPerson()) {
  const anonymous = await anonymousToken(t);
  const { id, code } = await emailCode(t, anonymous, person.email, person.phone);
  const verified = await t.post(
    'users/phoneverify',
    { phone: person.phone, tempVerificationCodeId: id, sMSCode: code },
    anonymous,
  );
  expect(verified.body).toMatchObject({ state: 1 });
  const registered = await t.post('users/register', person, anonymous);
  expect(registered.body).toMatchObject({ state: 1 });
  return { person, token: registered.body.data.token as string, anonymous };
}

/** Password, then the emailed code: the two steps of login. */
export async function login(t: TestApp, email: string, password: string) {
  const anonymous = await anonymousToken(t);
  const first = await t.post('users/authenticate', { username: email, password }, anonymous);
  expect(first.body).toMatchObject({ state: 1 });
  const pending = first.body.data.token as string;
  const phone = first.body.data.phoneNumber as string;
  const { id, code } = await emailCode(t, pending, email, phone);
  const second = await t.post(
    'users/phoneverify',
    { phone, tempVerificationCodeId: id, sMSCode: code },
    pending,
  );
  expect(second.body).toMatchObject({ state: 1 });
  return { token: second.body.data.token as string, pending, phone };
}

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
