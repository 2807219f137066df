// The captcha's single use (integrations/captcha.ts): a solution is accepted once, but for the
// payment that spent it (its Idempotency-Key), whose retry a surviving process takes over.
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createAltchaCaptcha, type Captcha } from '../src/integrations/captcha.js';
import { databaseKinds, openTestDatabase } from './support/database.js';

describe.each(databaseKinds)('captcha solutions on %s', (kind) => {
  let database: DatabaseHandle;
  let captcha: Captcha;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    captcha = createAltchaCaptcha(database.db, randomBytes(32), { cost: 1, maxCounter: 40 });
  });
  afterAll(() => database.close());

  async function solved(): Promise<string> {
    const challenge = await captcha.challenge();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it.each([
    ['without a spender', undefined, undefined, false],
    ['spent by a payment, presented by another', 'key-a', 'key-b', false],
    ['spent by a payment, presented without one', 'key-a', undefined, false],
    ['spent without a payment, presented by one', undefined, 'key-a', false],
    ['spent by a payment, presented by its retry', 'key-a', 'key-a', true],
  ])('%s: accepted again: %s', async (_case, first, second, again) => {
    const payload = await solved();
    // Keys are the payment's own: unique per test so cases do not share one.
    const tag = randomBytes(4).toString('hex');
    const spender = (key: string | undefined) => (key ? `${key}-${tag}` : undefined);
    expect(await captcha.verify(payload, spender(first))).toBe(true);
    expect(await captcha.verify(payload, spender(second))).toBe(again);
  });

  it('refuses a payload that solves nothing, whoever presents it', async () => {
    const payload = await solved();
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const key = decoded.solution.derivedKey as string;
    decoded.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect(await captcha.verify(forged, 'key-a')).toBe(false);
  });
});
