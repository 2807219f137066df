// #32 finding 1: strangers cannot lock a customer out. Wrong passwords for one email from many
// addresses make that account's login ask for a proof of work (ALTCHA), dearer as they go on; the
// owner who solves it logs in; the hard limits stay per address and per account-and-address; the
// owner is told by mail, once. Before, ten wrong passwords from ten addresses gave the owner's
// right password a 429 for 15 minutes.
import { LOGIN_CAPTCHA_CHALLENGE_PATH, serverMessages } from '@yo/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../src/integrations/notifications.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

vi.setConfig({ testTimeout: 300_000 });

const BASE_COUNTER = 2_000;
const TOO_MANY = { state: -1, msg: serverMessages.tooManyRequests, data: null };
const NEEDS_CAPTCHA = { state: -1, msg: serverMessages.loginCaptchaRequired, data: null };
const WRONG = { state: -1, msg: serverMessages.invalidCredentials, data: null };

describe.each(databaseKinds)('login under a many-address attack on %s', (kind) => {
  let t: TestApp;
  /** One anonymous token for every call (the app token has a per-address limit of its own). */
  let anonymous: string;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      rateLimitScale: 1,
      trustProxy: ['127.0.0.1'],
      captchaMaxCounter: BASE_COUNTER,
    });
    anonymous = await anonymousToken(t);
  });
  afterAll(() => t.close());

  async function authenticate(from: string, body: Record<string, string>) {
    const answer = await t.app.server.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: {
        authorization: `Bearer ${anonymous}`,
        'content-type': 'application/json',
        'x-forwarded-for': from,
      },
      payload: JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json() };
  }

  /** The login's challenge for `email`, solved as the web's widget does; and its counter. */
  async function solve(email: string) {
    const answer = await t.app.server.inject({
      url: `${LOGIN_CAPTCHA_CHALLENGE_PATH}?username=${encodeURIComponent(email)}`,
      headers: { 'x-forwarded-for': '192.0.2.250' },
    });
    expect(answer.statusCode).toBe(200);
    const challenge = answer.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    if (!solution) throw new Error('captcha not solved');
    return {
      payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      counter: solution.counter,
    };
  }

  /** The owner as the web app does it: the password; asked for the captcha, solve it and again. */
  async function ownerLogsIn(email: string, password: string, from: string) {
    const started = performance.now();
    const first = await authenticate(from, { username: email, password });
    if (first.body.state === 1) return { ms: performance.now() - started, asked: false };
    expect([NEEDS_CAPTCHA, TOO_MANY]).toContainEqual(first.body);
    const { payload, counter } = await solve(email);
    const second = await authenticate(from, { username: email, password, captcha: payload });
    expect(second.body).toMatchObject({ state: 1, data: { token: expect.any(String) } });
    return { ms: performance.now() - started, asked: true, counter };
  }

  it('never stops the owner who solves the challenge, and tells the owner once', async () => {
    const { person } = await register(t);
    let address = 0;
    const attack = async (times: number) => {
      const answers = [];
      for (let i = 0; i < times; i += 1) {
        address += 1;
        answers.push(
          await authenticate(`10.${address >> 8}.${address & 255}.7`, {
            username: person.email,
            password: `Guess#${address}`,
          }),
        );
      }
      return answers;
    };

    // The first few guesses are checked; then the account asks for the captcha; past the
    // account's limit, a guess without the proof is refused outright.
    const first = await attack(12);
    expect(first.map((a) => a.body)).toEqual([
      ...Array(3).fill(WRONG),
      ...Array(7).fill(NEEDS_CAPTCHA),
      ...Array(2).fill(TOO_MANY),
    ]);

    const times: number[] = [];
    const counters: number[] = [];
    for (const [round, guesses] of [20, 40, 60].entries()) {
      await attack(guesses);
      const owner = await ownerLogsIn(person.email, person.password, `192.0.2.${round + 1}`);
      expect(owner.asked).toBe(true);
      times.push(owner.ms);
      counters.push(owner.counter!);
    }
    console.log(
      `owner's login (password, challenge, proof, password again) under a ${address}-address attack on ${kind}: ` +
        times.map((ms) => `${ms.toFixed(0)} ms`).join(', ') +
        `; proof counters ${counters.join(', ')} (base at most ${BASE_COUNTER})`,
    );
    // The proof has grown dearer with the failures.
    expect(Math.max(...counters)).toBeGreaterThan(BASE_COUNTER);

    // A guesser that solves proofs still meets the per-account-and-address limit (5 in 15 min).
    const guesser = [];
    for (let i = 0; i < 6; i += 1) {
      const { payload } = await solve(person.email);
      guesser.push(
        (
          await authenticate('198.51.100.77', {
            username: person.email,
            password: `Solved#${i}`,
            captcha: payload,
          })
        ).body,
      );
    }
    expect(guesser).toEqual([...Array(5).fill(WRONG), TOO_MANY]);

    // The owner was told once, however long the guessing went on.
    for (let i = 0; i < 200; i += 1) {
      if (t.app.sandbox!.messages.list(person.email).some((m) => m.subject?.startsWith('Failed')))
        break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const notices = t.app
      .sandbox!.messages.list(person.email)
      .filter((m) => m.subject === notifications.loginAttemptsEmail().subject);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toBe(notifications.loginAttemptsEmail().body);
  });

  it('refuses a proof made for another account, or spent already', async () => {
    const { person } = await register(t);
    for (let i = 0; i < 3; i += 1) {
      await authenticate(`10.9.9.${i}`, { username: person.email, password: 'Wrong#1234' });
    }
    const other = await solve('someone.else@example.tt');
    expect(
      (
        await authenticate('10.9.8.1', {
          username: person.email,
          password: person.password,
          captcha: other.payload,
        })
      ).body,
    ).toEqual(NEEDS_CAPTCHA);
    const own = await solve(person.email);
    const body = { username: person.email, password: person.password, captcha: own.payload };
    expect((await authenticate('10.9.8.2', body)).body).toMatchObject({ state: 1 });
    expect((await authenticate('10.9.8.3', body)).body).toEqual(NEEDS_CAPTCHA);
  });
});
