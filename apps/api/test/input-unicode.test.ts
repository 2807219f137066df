// #32 finding 7: a lone UTF-16 surrogate in any text field is refused at the edge by
// @yo/domain's route structs: a clean 400 naming the field, and no warning or stack in the log
// (before, it reached PostgreSQL, which refused it, and 18 warnings were logged).
import { illFormedTextPath, isWellFormedText, serverMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, startBillPayApp, type BillPayTestApp } from './support/billpay.js';
import { addCard, addCardBody, cardAddress, cardList } from './support/cards.js';
import { databaseKinds } from './support/database.js';
import { register } from './support/flows.js';

vi.setConfig({ testTimeout: 120_000 });

/** Log lines at warn or above (pino: 40 warn, 50 error, 60 fatal). */
function warningLines(logs: string[]): string[] {
  return logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim() !== '' && (JSON.parse(line) as { level: number }).level >= 40);
}

const ILL_FORMED = [
  ['a lone high surrogate', 'Frederick \uD800Street'],
  ['a lone low surrogate', '\uDC00 Frederick Street'],
  ['a reversed pair', 'Frederick \uDC00\uD800 Street'],
  ['a high surrogate at the end', 'Frederick Street\uDBFF'],
] as const;

describe('well-formed text (@yo/domain)', () => {
  it.each<[string, string, boolean]>([
    ['plain text', 'Port of Spain', true],
    ['a pair (an emoji)', 'Ann 😀 Baptiste', true],
    ...ILL_FORMED.map(([name, text]): [string, string, boolean] => [name, text, false]),
  ])('%s: %s is well-formed: %s', (_name, text, expected) => {
    expect(isWellFormedText(text)).toBe(expected);
  });

  it('finds the path of the first ill-formed value or key', () => {
    expect(illFormedTextPath({ a: ['ok', { b: 'x\uD800' }] })).toEqual(['a', '1', 'b']);
    expect(illFormedTextPath({ ['\uDC00']: 1 })).toEqual([]);
    expect(illFormedTextPath({ a: 'ok', n: 1, z: null })).toBeNull();
  });
});

describe.each(databaseKinds)('ill-formed text at the edge on %s', (kind) => {
  let t: BillPayTestApp;
  let token: string;
  let customerCardId: number;

  beforeAll(async () => {
    t = await startBillPayApp(kind, { logLevel: 'info' });
    ({ token } = await register(t));
    await addCard(t, token);
    customerCardId = (await cardList(t, token))[0]!.customerCardId as number;
  });
  afterAll(() => t.close());

  it.each(ILL_FORMED)(
    'refuses %s in billingAddress on addcard and updatecard, logging no warning',
    async (_name, line1) => {
      const logged = t.logs.length;
      const refusal = {
        state: -1,
        msg: serverMessages.invalidRequest('billingAddress.line1 must be well-formed Unicode text'),
        data: null,
      };
      const added = await http(t, 'POST', 'customers/addcard', {
        token,
        body: addCardBody({ address: { line1 } }),
      });
      expect(added.status).toBe(400);
      expect(added.body).toEqual(refusal);
      const updated = await http(t, 'POST', 'customers/updatecard', {
        token,
        body: {
          customerCardId,
          name: 'Ann Baptiste',
          expirationDate: '1230',
          nickName: 'Groceries',
          isPrimary: true,
          billingAddress: { ...cardAddress, line1 },
          tac: true,
        },
      });
      expect(updated.status).toBe(400);
      expect(updated.body).toEqual(refusal);
      expect(warningLines(t.logs.slice(logged))).toEqual([]);
      // Nothing of it was stored.
      expect((await cardList(t, token))[0]!.billingAddress).toEqual(cardAddress);
    },
  );

  it('refuses it in a query and a path parameter too', async () => {
    const logged = t.logs.length;
    const query = await http(t, 'GET', `users/sendresetpassemail?email=a%ED%A0%80@example.tt`, {
      token,
    });
    // %ED%A0%80 is no UTF-8: the URL itself is malformed (finding 6's envelope).
    expect(query.status).toBe(400);
    expect(query.body.state).toBe(-1);
    const surrogateInJson = await http(t, 'POST', 'users/authenticate', {
      token,
      body: { username: 'ann\uD800@example.tt', password: 'Whatever#1' },
    });
    expect(surrogateInJson.status).toBe(400);
    expect(surrogateInJson.body).toEqual({
      state: -1,
      msg: serverMessages.invalidRequest('username must be well-formed Unicode text'),
      data: null,
    });
    expect(warningLines(t.logs.slice(logged))).toEqual([]);
  });
});
