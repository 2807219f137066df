// The captcha's check of a solution (integrations/captcha.ts: verifyKeySigned, and altcha-lib's
// verifySolution for a challenge without a key signature): every way a payload can be wrong is
// refused, and only a true solution of an unexpired challenge of this API's passes.
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createAltchaCaptcha, type Captcha } from '../src/integrations/captcha.js';
import { openTestDatabase } from './support/database.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('captcha solution check', () => {
  let database: DatabaseHandle;
  let captcha: Captcha;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    captcha = createAltchaCaptcha(database.db, randomBytes(32), { cost: 1, maxCounter: 40 });
  });
  afterAll(() => database.close());

  async function solvedPayload(from: Captcha = captcha): Promise<Payload> {
    const challenge = await from.challenge();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    if (!solution) throw new Error('captcha not solved');
    return { challenge, solution } as Payload;
  }

  /** Each change makes the payload wrong in one way. */
  const wrongs: [string, (payload: Payload) => void][] = [
    ['a signed parameter changed', (p) => void (p.challenge.parameters.cost = 2)],
    ['a parameter added', (p) => void Object.assign(p.challenge.parameters, { extra: 1 })],
    ['the signature removed', (p) => void Object.assign(p.challenge, { signature: '' })],
    [
      'the signature upper-cased',
      (p) => void (p.challenge.signature = p.challenge.signature!.toUpperCase()),
    ],
    ['the key signature removed', (p) => void delete p.challenge.parameters.keySignature],
    [
      'the derived key changed',
      (p) => void (p.solution.derivedKey = `00${p.solution.derivedKey.slice(2)}`),
    ],
    [
      'the derived key upper-cased',
      (p) => void (p.solution.derivedKey = p.solution.derivedKey.toUpperCase()),
    ],
    ['the derived key not hex', (p) => void (p.solution.derivedKey = 'zz')],
    ['a negative counter', (p) => void (p.solution.counter = -1)],
    ['a fractional counter', (p) => void (p.solution.counter = 1.5)],
    ['a counter beyond 32 bits', (p) => void (p.solution.counter = 2 ** 32)],
  ];

  it.each(wrongs)('refuses %s', async (_case, spoil) => {
    const payload = await solvedPayload();
    spoil(payload);
    expect(await captcha.verify(encode(payload), `key-${randomBytes(4).toString('hex')}`)).toBe(
      false,
    );
  });

  it('accepts the solution as solved, and refuses it once its challenge has expired', async () => {
    expect(await captcha.verify(encode(await solvedPayload()))).toBe(true);
    const shortLived = createAltchaCaptcha(database.db, randomBytes(32), {
      cost: 1,
      maxCounter: 40,
      lifetimeMs: 1,
    });
    const expired = await solvedPayload(shortLived);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await shortLived.verify(encode(expired))).toBe(false);
  });

  it("refuses another API's challenge, solved", async () => {
    const other = createAltchaCaptcha(database.db, randomBytes(32), { cost: 1, maxCounter: 40 });
    expect(await captcha.verify(encode(await solvedPayload(other)))).toBe(false);
  });
});
