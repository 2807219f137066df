import { randomUUID } from 'node:crypto';
import { contactMessages, serverMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { billPayBody } from './support/billpay.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

const NUL = 'must not contain a NUL character';
const INT4 = 'must be a whole number from -2147483647 to 2147483647';
const RANGE = 'must be a number from -2147483647 to 2147483647';
const AMOUNT = 'must be an amount from -21474836 to 21474836';

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Malformed input reaching each layer: every answer a 400 in the envelope, never a 500. */
describe.each(databaseKinds)('malformed input on %s', (kind) => {
  let t: TestApp;
  let anonymous: string;
  let user: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    anonymous = await anonymousToken(t);
    user = (await register(t)).token;
  });
  afterAll(() => t.close());

  async function send(method: 'GET' | 'POST', url: string, payload?: string, token = anonymous) {
    const response = await t.app.server.inject({
      method,
      url: `/api/${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const cases: Array<[string, 'GET' | 'POST', string, () => string | undefined, string, 'user'?]> =
    [
      [
        'NUL in a receipt id',
        'GET',
        'Transaction/DownloadReceipt?orderId=%00',
        () => undefined,
        `orderId ${NUL}`,
      ],
      [
        'NUL in a banner page',
        'GET',
        'Banner/GetBannerMessages?pageName=%00&isRegistered=false',
        () => undefined,
        `pageName ${NUL}`,
      ],
      ['NUL in a document path', 'GET', 'document/%00', () => undefined, `fileId ${NUL}`],
      ['NUL in a state list', 'GET', 'public/country/%00/states', () => undefined, `id ${NUL}`],
      [
        'NUL in a contact message',
        'POST',
        'public/SendContactEmail',
        () =>
          JSON.stringify({
            subject: 'Hi',
            message: 'a\u0000b',
            email: 'a@b.tt',
            mobile: '18685551234',
          }),
        `message ${NUL}`,
      ],
      [
        'NUL in a bill-pay comment',
        'POST',
        'Transaction/PostTransactionAsync',
        () => JSON.stringify({ ...billPayBody('not-spent'), comment: 'x\u0000' }),
        `comment ${NUL}`,
      ],
      [
        'providerId beyond int4',
        'GET',
        'Transaction/ValidateAccount?providerId=123456789012345678901234567890&accountNumber=1&amount=1',
        () => undefined,
        `providerId ${INT4}`,
      ],
      [
        'merchantId beyond int4',
        'GET',
        'transaction/CustomerPaymentAmount?merchantId=2147483648&billpayAmount=1',
        () => undefined,
        `merchantId ${INT4}`,
      ],
      [
        'an amount beyond int4 cents',
        'GET',
        'transaction/CustomerPaymentAmount?merchantId=1&billpayAmount=90071992547409',
        () => undefined,
        `billpayAmount ${AMOUNT}`,
      ],
      [
        'countryId beyond int4',
        'GET',
        'topup/getVat?countryId=99999999999',
        () => undefined,
        `countryId ${INT4}`,
      ],
      [
        'phoneId beyond int4',
        'POST',
        'customers/primaryphone?phoneId=99999999999&customerId=1',
        () => undefined,
        `phoneId ${INT4}`,
        'user',
      ],
      [
        'a body integer beyond int4',
        'POST',
        'Transaction/PostTransactionAsync',
        () => JSON.stringify({ ...billPayBody('not-spent'), providerId: 123456789012 }),
        `providerId ${RANGE}`,
      ],
      [
        'a code id that is not a UUID',
        'POST',
        'users/phoneverify',
        () =>
          JSON.stringify({
            phone: '18685551234',
            tempVerificationCodeId: 'not-a-uuid',
            sMSCode: '123456',
          }),
        'tempVerificationCodeId must be in the expected format',
      ],
      [
        'arrays 4,000 deep',
        'POST',
        'users/authenticate',
        () => nested(4_000),
        'the body must not nest deeper than 32 levels',
      ],
      [
        'arrays 100,000 deep',
        'POST',
        'Transaction/PostTransactionAsync',
        () => nested(10_000),
        'the body must not nest deeper than 32 levels',
      ],
      [
        'objects 4,000 deep',
        'POST',
        'public/SendContactEmail',
        () => `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`,
        'the body must not nest deeper than 32 levels',
      ],
    ];

  it.each(cases)('%s: 400 naming the field', async (_name, method, url, payload, detail, auth) => {
    const response = await send(method, url, payload(), auth === 'user' ? user : anonymous);
    expect(response).toEqual({
      status: 400,
      body: { state: -1, msg: serverMessages.invalidRequest(detail), data: null },
    });
  });

  it('keeps brackets inside strings out of the depth count', async () => {
    const response = await send(
      'POST',
      'public/SendContactEmail',
      JSON.stringify({
        subject: contactMessages.subject('Ann Baptiste'),
        message: nested(100),
        email: 'a@b.tt',
        mobile: '18685551234',
      }),
    );
    expect(response.body.msg).toBe(contactMessages.sent);
  });
});
