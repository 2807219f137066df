import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PowerTranzGateway, TEST_CARDS } from '../src/index.js';
import {
  browse,
  callGateway,
  completePayment,
  saleRequest,
  startHarness,
  type Harness,
} from './powertranz-harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

interface Expected {
  challenge: boolean;
  /** IsoResponseCode of the Response posted to the merchant. */
  authCode: '3D0' | '3D1';
  status?: 'Y' | 'A' | 'N' | 'R' | 'U';
  eci: string;
  approved: boolean;
  paymentCode: string;
}

/** What PowerTranz's test cards do (with 3ds2 typed in challenges), written out independently. */
const EXPECTED: Record<string, Expected> = {
  '4012000000020071': {
    challenge: false,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: true,
    paymentCode: '00',
  },
  '4012000000020089': {
    challenge: false,
    authCode: '3D0',
    status: 'A',
    eci: '06',
    approved: true,
    paymentCode: '00',
  },
  '5100270000000023': {
    challenge: false,
    authCode: '3D0',
    status: 'Y',
    eci: '02',
    approved: true,
    paymentCode: '00',
  },
  '4012000000020006': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: true,
    paymentCode: '00',
  },
  '5100270000000031': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '02',
    approved: true,
    paymentCode: '00',
  },
  '4012010000020070': {
    challenge: false,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: true,
    paymentCode: '00',
  },
  '4012010000020088': {
    challenge: false,
    authCode: '3D0',
    status: 'A',
    eci: '06',
    approved: true,
    paymentCode: '00',
  },
  '5100271000000120': {
    challenge: false,
    authCode: '3D0',
    status: 'Y',
    eci: '02',
    approved: true,
    paymentCode: '00',
  },
  '4012010000020005': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: true,
    paymentCode: '00',
  },
  '4333333333332224': {
    challenge: false,
    authCode: '3D1',
    eci: '07',
    approved: true,
    paymentCode: '00',
  },
  '5333333333332221': {
    challenge: false,
    authCode: '3D1',
    eci: '00',
    approved: true,
    paymentCode: '00',
  },
  '4012000000020121': {
    challenge: false,
    authCode: '3D0',
    status: 'N',
    eci: '07',
    approved: false,
    paymentCode: '12',
  },
  '5100270000000098': {
    challenge: false,
    authCode: '3D0',
    status: 'N',
    eci: '00',
    approved: false,
    paymentCode: '12',
  },
  '5100270000000056': {
    challenge: true,
    authCode: '3D0',
    status: 'N',
    eci: '00',
    approved: false,
    paymentCode: '12',
  },
  '5100270000000072': {
    challenge: false,
    authCode: '3D0',
    status: 'R',
    eci: '00',
    approved: false,
    paymentCode: '12',
  },
  '4666666666662221': {
    challenge: false,
    authCode: '3D0',
    status: 'A',
    eci: '06',
    approved: false,
    paymentCode: 'N7',
  },
  '5555666666662222': {
    challenge: false,
    authCode: '3D0',
    status: 'U',
    eci: '00',
    approved: false,
    paymentCode: '05',
  },
  '5111111111113338': {
    challenge: false,
    authCode: '3D0',
    status: 'A',
    eci: '01',
    approved: false,
    paymentCode: '05',
  },
  '4111111111110006': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: false,
    paymentCode: '91',
  },
  '5111111111110003': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '02',
    approved: false,
    paymentCode: '91',
  },
  '4012000000051001': {
    challenge: false,
    authCode: '3D0',
    status: 'Y',
    eci: '05',
    approved: false,
    paymentCode: '51',
  },
  '5100270000051000': {
    challenge: true,
    authCode: '3D0',
    status: 'Y',
    eci: '02',
    approved: false,
    paymentCode: '51',
  },
};

/** The whole journey: sale → RedirectData → ACS → Response to the merchant → payment. */
async function pay(pan: string, password = '3ds2', extra: { cancel?: boolean; cvv?: string } = {}) {
  const request = saleRequest(harness, { pan, cvv: extra.cvv });
  const sale = await callGateway(harness, '/api/spi/sale', request);
  expect(sale.status).toBe(200);
  expect(sale.body).toMatchObject({
    TransactionType: 2,
    Approved: false,
    IsoResponseCode: 'SP4',
    ResponseMessage: 'SPI Preprocessing complete',
    TransactionIdentifier: request.TransactionIdentifier,
    OrderIdentifier: request.OrderIdentifier,
    TotalAmount: 125.5,
    CurrencyCode: '780',
  });
  expect(sale.body.SpiToken).toMatch(/\S{20,}/);
  expect(sale.body.RedirectData).toContain('<!doctype html>');
  const browsed = await browse(harness, sale.body.RedirectData ?? '', {
    password,
    cancel: extra.cancel,
  });
  const payment = await completePayment(harness, sale.body.SpiToken ?? '');
  return { request, sale: sale.body, browsed, payment };
}

describe('PowerTranz SPI sale with 3-D Secure 2, card by card', () => {
  it('has an expectation for every listed card, and every card passes Luhn as Visa or Mastercard', () => {
    expect(TEST_CARDS.map((card) => card.pan).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const card of TEST_CARDS) {
      const digits = [...card.pan].reverse().map(Number);
      const sum = digits.reduce((total, digit, index) => {
        if (index % 2 === 0) return total + digit;
        return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
      }, 0);
      expect(sum % 10, card.pan).toBe(0);
      expect(card.pan, card.pan).toMatch(/^(4\d{15}|5[1-5]\d{14})$/);
    }
  });

  for (const [pan, expected] of Object.entries(EXPECTED)) {
    it(`${pan}: ${expected.challenge ? 'challenge' : expected.authCode === '3D1' ? 'not enrolled' : 'frictionless'} ${expected.status ?? ''} → ${expected.paymentCode}`, async () => {
      const { request, sale, browsed, payment } = await pay(pan);
      expect(browsed.challenged).toBe(expected.challenge);
      const posted = browsed.response;
      expect(posted).toMatchObject({
        IsoResponseCode: expected.authCode,
        SpiToken: sale.SpiToken,
        TransactionIdentifier: request.TransactionIdentifier,
        OrderIdentifier: request.OrderIdentifier,
        TotalAmount: 125.5,
        Approved: false,
      });
      const threeDS = posted.RiskManagement?.ThreeDSecure ?? {};
      expect(threeDS.Eci).toBe(expected.eci);
      expect(threeDS.AuthenticationStatus).toBe(expected.status);
      if (expected.status) {
        expect(threeDS.ProtocolVersion).toBe('2.2.0');
        expect(threeDS.DsTransId).toMatch(/^[0-9a-f-]{36}$/);
      }
      if (expected.status === 'Y' || expected.status === 'A') {
        expect(threeDS.CavvValue).toMatch(/^[A-Za-z0-9+/]{27}=$/);
      } else {
        expect(threeDS.CavvValue).toBeUndefined();
      }
      expect(payment.Approved).toBe(expected.approved);
      expect(payment.IsoResponseCode).toBe(expected.paymentCode);
      expect(payment.TransactionIdentifier).toBe(request.TransactionIdentifier);
      if (expected.approved) {
        expect(payment.AuthorizationCode).toMatch(/^\d{6}$/);
        expect(payment.RRN).toMatch(/^\d{12}$/);
        expect(payment.ResponseMessage).toBe('Transaction is approved');
      } else {
        expect(payment.AuthorizationCode).toBeUndefined();
      }
      if (expected.paymentCode === 'N7') expect(payment.CvvResponseCode).toBe('N');
    });
  }
});

describe('the challenge', () => {
  it('fails authentication (N) on a wrong password and payment is then refused with 12', async () => {
    const { browsed, payment } = await pay('4012000000020006', 'wrong');
    expect(browsed.challenged).toBe(true);
    expect(browsed.response.RiskManagement?.ThreeDSecure.AuthenticationStatus).toBe('N');
    expect(browsed.response.ResponseMessage).toMatch(/wrong one-time password/);
    expect(payment).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });

  it('fails authentication (N) on Cancel and payment is then refused with 12', async () => {
    const { browsed, payment } = await pay('5100270000000031', '', { cancel: true });
    expect(browsed.response.RiskManagement?.ThreeDSecure.AuthenticationStatus).toBe('N');
    expect(browsed.response.ResponseMessage).toMatch(/cancelled/);
    expect(payment).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });

  it('serves an accessible challenge form: labelled password field, Submit and Cancel', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020006' }),
    );
    const form = /action="([^"]+)"/.exec(sale.body.RedirectData ?? '')?.[1] ?? '';
    const session =
      /name="threeDSSessionData" value="([^"]+)"/.exec(sale.body.RedirectData ?? '')?.[1] ?? '';
    const page = await fetch(form, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ threeDSSessionData: session }).toString(),
    });
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="otp">One-time password</label>');
    expect(html).toMatch(/<input id="otp" name="otp" type="password"[^>]*required/);
    expect(html).toMatch(/<button[^>]*value="submit">Submit<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain('TTD 125.50');
    expect(html).toContain('0006');
    expect(html).not.toContain('4012000000020006');
  });

  it('a second answer to a finished challenge cannot change the result', async () => {
    const request = saleRequest(harness, { pan: '4012000000020006' });
    const sale = await callGateway(harness, '/api/spi/sale', request);
    const first = await browse(harness, sale.body.RedirectData ?? '', { password: 'nope' });
    const again = await browse(harness, sale.body.RedirectData ?? '', { password: '3ds2' });
    expect(first.response.RiskManagement?.ThreeDSecure.AuthenticationStatus).toBe('N');
    expect(again.response.RiskManagement?.ThreeDSecure.AuthenticationStatus).toBe('N');
    expect(again.challenged).toBe(false);
  });
});

describe('cards the gateway refuses before 3-D Secure', () => {
  it('declines an expired card with 54 at once', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020071', expiration: '2401' }),
    );
    expect(sale.body).toMatchObject({
      Approved: false,
      IsoResponseCode: '54',
      ResponseMessage: 'Expired card',
    });
    expect(sale.body.SpiToken).toBeUndefined();
    expect(sale.body.RedirectData).toBeUndefined();
  });

  it('declines a number that fails Luhn with 14 at once', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020072' }),
    );
    expect(sale.body).toMatchObject({ Approved: false, IsoResponseCode: '14' });
    expect(sale.body.SpiToken).toBeUndefined();
  });

  it('sends any other valid Visa unauthenticated (3D1) and its issuer declines it with 14', async () => {
    const { browsed, payment } = await pay('4111111111111111');
    expect(browsed.response.IsoResponseCode).toBe('3D1');
    expect(payment).toMatchObject({ Approved: false, IsoResponseCode: '14' });
  });

  it("accepts PowerTranz's published non-Luhn numbers as their corrected cards", async () => {
    const { browsed, payment } = await pay('4333333333332222');
    expect(browsed.response.IsoResponseCode).toBe('3D1');
    expect(payment).toMatchObject({ Approved: true, IsoResponseCode: '00' });
  });
});

describe('the SpiToken', () => {
  it('completes within 5 minutes and is refused after, even when authentication succeeded', async () => {
    const early = saleRequest(harness, { pan: '4012000000020071' });
    const late = saleRequest(harness, { pan: '4012000000020071' });
    const earlySale = await callGateway(harness, '/api/spi/sale', early);
    const lateSale = await callGateway(harness, '/api/spi/sale', late);
    await browse(harness, earlySale.body.RedirectData ?? '');
    await browse(harness, lateSale.body.RedirectData ?? '');
    const start = harness.clock.now;
    try {
      harness.clock.now = start + 5 * 60 * 1000 - 1000;
      expect(await completePayment(harness, earlySale.body.SpiToken ?? '')).toMatchObject({
        Approved: true,
        IsoResponseCode: '00',
      });
      harness.clock.now = start + 5 * 60 * 1000 + 1000;
      const expired = await completePayment(harness, lateSale.body.SpiToken ?? '');
      expect(expired).toMatchObject({
        Approved: false,
        IsoResponseCode: '12',
        ResponseMessage: 'SpiToken has expired',
      });
      // The one completed in time keeps its answer.
      expect(await completePayment(harness, earlySale.body.SpiToken ?? '')).toMatchObject({
        Approved: true,
      });
    } finally {
      harness.clock.now = start;
    }
  });

  it('expires an abandoned challenge: answering after 5 minutes posts U and payment is refused', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020006' }),
    );
    const start = harness.clock.now;
    try {
      harness.clock.now = start + 6 * 60 * 1000;
      const browsed = await browse(harness, sale.body.RedirectData ?? '', { password: '3ds2' });
      expect(browsed.response.RiskManagement?.ThreeDSecure.AuthenticationStatus).toBe('U');
      expect(browsed.response.ResponseMessage).toMatch(/timed out/);
      expect(await completePayment(harness, sale.body.SpiToken ?? '')).toMatchObject({
        Approved: false,
      });
    } finally {
      harness.clock.now = start;
    }
  });

  it('refuses payment before authentication, then accepts it after', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020071' }),
    );
    const early = await completePayment(harness, sale.body.SpiToken ?? '');
    expect(early).toMatchObject({ Approved: false, IsoResponseCode: '12' });
    await browse(harness, sale.body.RedirectData ?? '');
    expect(await completePayment(harness, sale.body.SpiToken ?? '')).toMatchObject({
      Approved: true,
    });
  });

  it('refuses an unknown token', async () => {
    expect(await completePayment(harness, 'not-a-token')).toMatchObject({
      Approved: false,
      IsoResponseCode: '12',
    });
  });

  it('takes the token as text/plain too, quoted or bare', async () => {
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '4012000000020071' }),
    );
    await browse(harness, sale.body.RedirectData ?? '');
    const quoted = await fetch(`${harness.gatewayUrl}/api/spi/payment`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(sale.body.SpiToken),
    });
    const bare = await fetch(`${harness.gatewayUrl}/api/spi/payment`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: sale.body.SpiToken,
    });
    const first = (await quoted.json()) as Record<string, unknown>;
    expect(first).toMatchObject({ Approved: true });
    expect(await bare.json()).toEqual(first);
  });
});

describe('TransactionIdentifier idempotency', () => {
  it('answers a repeated request with the original response', async () => {
    const request = saleRequest(harness, { pan: '4012000000020071' });
    const first = await callGateway(harness, '/api/spi/sale', request);
    const second = await callGateway(harness, '/api/spi/sale', request);
    expect(second.body).toEqual(first.body);
  });

  it('refuses the same identifier with a different body (94) or on another endpoint', async () => {
    const request = saleRequest(harness, { pan: '4012000000020071' });
    await callGateway(harness, '/api/spi/sale', request);
    const changed = await callGateway(harness, '/api/spi/sale', { ...request, TotalAmount: 1 });
    expect(changed.body).toMatchObject({ Approved: false, IsoResponseCode: '94' });
    expect(changed.body.Errors?.[0]?.Message).toMatch(/already been used/);
    const asAuth = await callGateway(harness, '/api/spi/auth', request);
    expect(asAuth.body.IsoResponseCode).toBe('94');
  });

  it('makes one charge from 20 concurrent sales and 20 concurrent completions of one identifier', async () => {
    const request = saleRequest(harness, { pan: '4012000000020071' });
    const sales = await Promise.all(
      Array.from({ length: 20 }, () => callGateway(harness, '/api/spi/sale', request)),
    );
    const tokens = new Set(sales.map((sale) => sale.body.SpiToken));
    expect(tokens.size).toBe(1);
    await browse(harness, sales[0]?.body.RedirectData ?? '');
    const payments = await Promise.all(
      Array.from({ length: 20 }, () => completePayment(harness, sales[0]?.body.SpiToken ?? '')),
    );
    expect(new Set(payments.map((payment) => payment.AuthorizationCode)).size).toBe(1);
    expect(payments.every((payment) => payment.Approved)).toBe(true);
    const stored = harness.sandbox.powertranz
      .transactions()
      .filter((transaction) => transaction.transactionIdentifier === request.TransactionIdentifier);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ approved: true, captured: 125.5 });
  });
});

describe('credentials and validation', () => {
  it('refuses sale, refund and void without the right PowerTranz headers', async () => {
    const request = saleRequest(harness, { pan: '4012000000020071' });
    const wrong = {
      'PowerTranz-PowerTranzId': '88806501',
      'PowerTranz-PowerTranzPassword': 'guess',
    };
    for (const path of [
      '/api/spi/sale',
      '/api/spi/auth',
      '/api/refund',
      '/api/void',
      '/api/capture',
      '/api/riskmgmt',
    ]) {
      const response = await callGateway(harness, path, request, wrong);
      expect(response.status, path).toBe(401);
      expect(response.body.Errors?.[0]?.Code).toBe('Credentials');
    }
    const none = await callGateway(harness, '/api/spi/sale', request, {});
    expect(none.status).toBe(401);
    expect(
      harness.sandbox.powertranz
        .transactions()
        .some((t) => t.transactionIdentifier === request.TransactionIdentifier),
    ).toBe(false);
  });

  it('answers format errors (30) with one entry per bad field', async () => {
    const request = saleRequest(
      harness,
      { pan: '4012000000020071', expiration: '3013' },
      {
        TransactionIdentifier: 'not-a-guid',
        TotalAmount: 10.005,
        CurrencyCode: '840',
        ExtendedData: {},
      },
    );
    const response = await callGateway(harness, '/api/spi/sale', request);
    expect(response.body.IsoResponseCode).toBe('30');
    expect(response.body.Errors?.map((error) => error.Code).sort()).toEqual(
      [
        'CurrencyCode',
        'ExtendedData.MerchantResponseUrl',
        'Source.CardExpiration',
        'TotalAmount',
        'TransactionIdentifier',
      ].sort(),
    );
  });

  it('reads field names without regard to case, as PowerTranz does', async () => {
    const request = saleRequest(harness, { pan: '4012000000020071' });
    const camel = {
      transactionIdentifier: request.TransactionIdentifier,
      totalAmount: 20,
      currencyCode: '780',
      threeDSecure: true,
      source: { cardPan: '4012000000020071', cardCvv: '123', cardExpiration: '3012' },
      orderIdentifier: 'YO-camel',
      extendedData: { threeDSecure: { merchantResponseUrl: harness.merchant.url } },
    };
    const sale = await callGateway(harness, '/api/spi/sale', camel);
    expect(sale.body.IsoResponseCode).toBe('SP4');
  });
});

describe('refund, void, auth and capture', () => {
  async function approvedSale(kind: 'sale' | 'auth' = 'sale') {
    const request = saleRequest(harness, { pan: '5100270000000023' });
    const sale = await callGateway(harness, `/api/spi/${kind}`, request);
    await browse(harness, sale.body.RedirectData ?? '');
    const payment = await completePayment(harness, sale.body.SpiToken ?? '');
    expect(payment.Approved).toBe(true);
    return request.TransactionIdentifier as string;
  }

  it('refunds in parts up to the captured amount, never more', async () => {
    const id = await approvedSale();
    const refund = (amount: number) =>
      callGateway(harness, '/api/refund', {
        Refund: true,
        TransactionIdentifier: id,
        TotalAmount: amount,
        CurrencyCode: '780',
      });
    const part = await refund(25.5);
    expect(part.body).toMatchObject({
      TransactionType: 5,
      Approved: true,
      IsoResponseCode: '00',
      TotalAmount: 25.5,
      OriginalTrxnIdentifier: id,
    });
    expect((await refund(100.01)).body).toMatchObject({ Approved: false, IsoResponseCode: '13' });
    expect((await refund(100)).body).toMatchObject({ Approved: true });
    expect((await refund(100)).body).toMatchObject({ Approved: false, IsoResponseCode: '13' });
    expect(
      harness.sandbox.powertranz.transactions().find((t) => t.transactionIdentifier === id),
    ).toMatchObject({ refunded: 125.5 });
  });

  it('refuses to refund a declined or unknown transaction', async () => {
    const { request } = await pay('4012000000051001');
    const declined = await callGateway(harness, '/api/refund', {
      Refund: true,
      TransactionIdentifier: request.TransactionIdentifier,
      TotalAmount: 1,
    });
    expect(declined.body).toMatchObject({ Approved: false, IsoResponseCode: '12' });
    const unknown = await callGateway(harness, '/api/refund', {
      Refund: true,
      TransactionIdentifier: randomUUID(),
      TotalAmount: 1,
    });
    expect(unknown.body).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });

  it('voids an approved sale once (a repeat answers the same), after which nothing can be refunded', async () => {
    const id = await approvedSale();
    const first = await callGateway(harness, '/api/void', {
      TransactionIdentifier: id,
      CurrencyCode: '780',
    });
    expect(first.body).toMatchObject({ TransactionType: 4, Approved: true, IsoResponseCode: '00' });
    const again = await callGateway(harness, '/api/void', { TransactionIdentifier: id });
    expect(again.body).toEqual(first.body);
    const refund = await callGateway(harness, '/api/refund', {
      Refund: true,
      TransactionIdentifier: id,
      TotalAmount: 1,
    });
    expect(refund.body).toMatchObject({ Approved: false, IsoResponseCode: '12' });
  });

  it('authorises with spi/auth (TransactionType 1) and settles with capture', async () => {
    const id = await approvedSale('auth');
    const before = harness.sandbox.powertranz
      .transactions()
      .find((t) => t.transactionIdentifier === id);
    expect(before).toMatchObject({ kind: 'auth', captured: 0 });
    const tooMuch = await callGateway(harness, '/api/capture', {
      TransactionIdentifier: id,
      TotalAmount: 200,
    });
    expect(tooMuch.body.IsoResponseCode).toBe('13');
    const capture = await callGateway(harness, '/api/capture', {
      TransactionIdentifier: id,
      TotalAmount: 125.5,
    });
    expect(capture.body).toMatchObject({
      TransactionType: 3,
      Approved: true,
      IsoResponseCode: '00',
    });
    expect(
      harness.sandbox.powertranz.transactions().find((t) => t.transactionIdentifier === id),
    ).toMatchObject({ captured: 125.5 });
  });
});

describe('tokenisation', () => {
  it('returns a PanToken that pays like the card it stands for', async () => {
    const tokenised = await callGateway(harness, '/api/riskmgmt', {
      TransactionIdentifier: randomUUID(),
      TotalAmount: 0,
      CurrencyCode: '780',
      ThreeDSecure: false,
      Tokenize: true,
      OrderIdentifier: 'YO-token',
      Source: {
        CardPan: '4012000000020006',
        CardCvv: '123',
        CardExpiration: '3012',
        CardholderName: 'Ann',
      },
    });
    expect(tokenised.body).toMatchObject({
      Approved: true,
      IsoResponseCode: 'TK0',
      CardBrand: 'Visa',
    });
    const panToken = String(tokenised.body.PanToken);
    expect(panToken).not.toContain('4012000000020006');
    const request = saleRequest(harness, { pan: '' }, { Source: { Token: panToken } });
    const sale = await callGateway(harness, '/api/spi/sale', request);
    expect(sale.body.IsoResponseCode).toBe('SP4');
    const browsed = await browse(harness, sale.body.RedirectData ?? '', { password: '3ds2' });
    expect(browsed.challenged).toBe(true);
    expect(await completePayment(harness, sale.body.SpiToken ?? '')).toMatchObject({
      Approved: true,
    });
  });
});

describe('card verification and tokenisation with 3-D Secure', () => {
  it('a zero-amount auth with Tokenize: 3-D Secure, then an approval carrying a PanToken', async () => {
    const request = saleRequest(
      harness,
      { pan: '4012000000020006', cvv: '246' },
      { TotalAmount: 0, Tokenize: true },
    );
    const auth = await callGateway(harness, '/api/spi/auth', request);
    expect(auth.body).toMatchObject({ IsoResponseCode: 'SP4', TotalAmount: 0 });
    const browsed = await browse(harness, auth.body.RedirectData ?? '', { password: '3ds2' });
    expect(browsed.challenged).toBe(true);
    const completed = await completePayment(harness, auth.body.SpiToken ?? '');
    expect(completed).toMatchObject({ Approved: true, IsoResponseCode: '00', TotalAmount: 0 });
    const panToken = String(completed.PanToken);
    expect(panToken).toMatch(/^[\w-]{20,}$/);
    expect(JSON.stringify(completed)).not.toContain('4012000000020006');
    // A repeated completion answers the same token; nothing was captured.
    expect((await completePayment(harness, auth.body.SpiToken ?? '')).PanToken).toBe(panToken);
    expect(
      harness.sandbox.powertranz
        .transactions()
        .find((t) => t.transactionIdentifier === request.TransactionIdentifier),
    ).toMatchObject({ kind: 'auth', amount: 0, captured: 0, approved: true });

    // The token pays with the CVV typed again, through 3-D Secure as the card would.
    const sale = await callGateway(
      harness,
      '/api/spi/sale',
      saleRequest(harness, { pan: '' }, { Source: { Token: panToken, CardCvv: '246' } }),
    );
    expect(sale.body.IsoResponseCode).toBe('SP4');
    await browse(harness, sale.body.RedirectData ?? '', { password: '3ds2' });
    const paid = await completePayment(harness, sale.body.SpiToken ?? '');
    expect(paid).toMatchObject({ Approved: true, IsoResponseCode: '00' });
    expect(paid.PanToken).toBeUndefined();
  });

  it.each([
    ['a sale of 0', '/api/spi/sale', { TotalAmount: 0 }, 'TotalAmount'],
    ['a negative auth', '/api/spi/auth', { TotalAmount: -1 }, 'TotalAmount'],
    [
      'a token with a 2-digit CVV',
      '/api/spi/sale',
      { Source: { Token: 'x', CardCvv: '12' } },
      'Source.CardCvv',
    ],
    [
      'an unknown token',
      '/api/spi/sale',
      { Source: { Token: 'not-a-token', CardCvv: '123' } },
      'Source.Token',
    ],
  ])('refuses %s', async (_name, path, overrides, code) => {
    const answer = await callGateway(
      harness,
      path,
      saleRequest(harness, { pan: '4012000000020071' }, overrides),
    );
    expect(answer.body.IsoResponseCode).toBe('30');
    expect(answer.body.Errors?.map((error) => error.Code)).toContain(code);
  });

  it('a declined zero-amount auth answers no PanToken', async () => {
    const request = saleRequest(
      harness,
      { pan: '4012000000051001' },
      { TotalAmount: 0, Tokenize: true },
    );
    const auth = await callGateway(harness, '/api/spi/auth', request);
    await browse(harness, auth.body.RedirectData ?? '');
    const completed = await completePayment(harness, auth.body.SpiToken ?? '');
    expect(completed).toMatchObject({ Approved: false, IsoResponseCode: '51' });
    expect(completed.PanToken).toBeUndefined();
  });
});

describe('PanTokens kept in a file', () => {
  it('outlive the process, and the file holds no card number', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yo-pan-tokens-')), 'tokens.json');
    const credentials = { powerTranzId: 'id', powerTranzPassword: 'secret' };
    const gateway = (panTokenFile?: string) =>
      new PowerTranzGateway({
        credentials,
        clock: Date.now,
        ...(panTokenFile ? { panTokenFile } : {}),
      });
    const tokenised = gateway(file).tokenize({
      TransactionIdentifier: randomUUID(),
      Tokenize: true,
      Source: { CardPan: '4012000000020071', CardCvv: '123', CardExpiration: '3012' },
    });
    expect(tokenised).toMatchObject({ Approved: true, IsoResponseCode: 'TK0' });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('401200******0071');
    expect(text).not.toContain('4012000000020071');
    expect(text).not.toMatch(/CardCvv|"123"/);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');

    const sale = (restarted: PowerTranzGateway) =>
      restarted.startSpi(
        'sale',
        saleRequest(
          harness,
          { pan: '' },
          { Source: { Token: tokenised.PanToken, CardCvv: '123' } },
        ),
        'http://127.0.0.1/acs',
      );
    expect(sale(gateway(file))).toMatchObject({ IsoResponseCode: 'SP4', CardBrand: 'Visa' });
    expect(sale(gateway()).Errors?.map((error) => error.Code)).toEqual(['Source.Token']);
  });
});

describe('card data', () => {
  it('keeps only masked numbers: first 6 and last 4', async () => {
    const { request } = await pay('4012010000020070');
    const listed = await fetch(`${harness.gatewayUrl}/api/transactions`);
    const text = await listed.text();
    const all = JSON.parse(text) as Array<Record<string, unknown>>;
    const mine = all.find((t) => t.transactionIdentifier === request.TransactionIdentifier);
    expect(mine).toMatchObject({
      maskedPan: '401201******0070',
      testCase: 'V2-04-YA',
      authenticationStatus: 'Y',
    });
    for (const pan of Object.keys(EXPECTED)) expect(text).not.toContain(pan);
    expect(text).not.toMatch(/\d{13,19}/);
  });

  it('fingerprints the device for cards whose ACS asks (FingerprintIndicator Y)', async () => {
    const { browsed, sale } = await pay('4012010000020070');
    expect(sale.RedirectData).toContain('threeDSMethodForm');
    expect(browsed.response.RiskManagement?.ThreeDSecure.FingerprintIndicator).toBe('Y');
  });
});

describe('logs', () => {
  it('never carry a card number or CVV, even at trace level', async () => {
    const logLines: string[] = [];
    const logged = await startHarness({ logLines });
    try {
      const request = saleRequest(logged, { pan: '4012000000020006', cvv: '987' });
      const sale = await callGateway(logged, '/api/spi/sale', request);
      await browse(logged, sale.body.RedirectData ?? '', { password: '3ds2' });
      expect(await completePayment(logged, sale.body.SpiToken ?? '')).toMatchObject({
        Approved: true,
      });
      const text = logLines.join('\n');
      expect(text).toContain('/api/spi/sale');
      expect(text).not.toContain('4012000000020006');
      // A logged body would show its field names; a bare 987 could be part of a timestamp.
      expect(text).not.toMatch(/CardCvv|CardPan|"987"/);
    } finally {
      await logged.close();
    }
  });
});

describe('the test cards page', () => {
  it('lists every card with brand, behaviour and the challenge password, accessibly', async () => {
    const response = await fetch(`${harness.sandboxUrl}/cards`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<caption>');
    expect(html).toContain('<th scope="col">Number</th>');
    for (const card of TEST_CARDS) {
      expect(html).toContain(card.pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(html).toContain('<code>3ds2</code>');
    expect(html).toMatch(/expiry date in the past[\s\S]*54/);
  });
});
