import { paymentMessages, screenText } from '@yo/domain';
import { SPI_TOKEN_LIFETIME_MS } from '@yo/sandbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billPayTransactions, outbox } from '../src/db/schema.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';
import {
  CARDS,
  billPayBody,
  http,
  payInBrowser,
  postForm,
  runAcs,
  solveCaptcha,
  startBillPayApp,
  submit,
  type BillPayInput,
  type BillPayTestApp,
} from './support/billpay.js';
import { pdfText } from './support/pdf.js';

/** CVVs no other test data contains, so a search for them means something. */
const CVVS = ['731', '482', '659'];

// The machine is shared: give each step room under load.
vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('bill pay through 3-D Secure on %s', (kind) => {
  let t: BillPayTestApp;
  let token: string;
  const cardsUsed = new Set<string>();
  beforeAll(async () => {
    // Every log line, down to trace, is kept: the last test searches them for card data.
    t = await startBillPayApp(kind, { logLevel: 'trace' });
    token = await anonymousToken(t);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  async function startPayment(input: BillPayInput = {}, as = token) {
    const cardNumber = input.cardNumber ?? CARDS.frictionlessY;
    cardsUsed.add(cardNumber);
    const cvv = input.cvv ?? CVVS[cardsUsed.size % CVVS.length]!;
    const response = await submit(
      t,
      as,
      billPayBody(await solveCaptcha(t), { ...input, cardNumber, cvv }),
    );
    expect(response.body).toMatchObject({ state: 1 });
    return response.body.data as { orderId: string; htmlForm: string };
  }

  async function row(orderId: string) {
    const [found] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    return found!;
  }

  const gatewaySale = (orderId: string) =>
    t.sandbox.powertranz.transactions().find((s) => s.orderIdentifier === orderId)!;

  it('frictionless (Y): completes, posts to the payee and shows the receipt with Download Receipt', async () => {
    const { orderId, htmlForm } = await startPayment();
    const page = await payInBrowser(htmlForm);
    expect(page.challenged).toBe(false);
    expect(page.status).toBe(200);
    expect(page.toMerchant.action).toBe(`${t.url}/api/Transaction/PaymentResponse`);
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${t.url}`,
    );
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('Payment Successful');
    for (const text of [
      orderId,
      'T&amp;TEC',
      '100234567',
      'Ravi Ramdial',
      '$150.25',
      'Visa **** 0071',
      'Download Receipt',
    ]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain(
      `parent.postMessage({"type":"download","orderId":"${orderId}"}, "${t.url}")`,
    );

    const stored = await row(orderId);
    expect(stored).toMatchObject({
      status: 'Successful',
      threeDSResponseCode: '3D0',
      threeDSStatus: 'Y',
      eci: '05',
      isoResponseCode: '00',
      authorizationCode: expect.stringMatching(/^\w{6}$/),
      rrn: expect.any(String),
      receiptNumber: expect.stringMatching(/^R\d{9}$/),
      spiToken: null,
    });
    expect(stored.dsTransId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.html).toContain(stored.authorizationCode!);
    expect(gatewaySale(orderId)).toMatchObject({
      approved: true,
      paymentResponseCode: '00',
      captured: 150.25,
      refunded: 0,
    });
    expect(t.sandbox.payees.postings().filter((p) => p.orderId === orderId)).toMatchObject([
      { providerId: 1, accountNumber: '100234567', amount: 150.25 },
    ]);
  });

  it('challenge: the cardholder types 3ds2 (Visa and Mastercard) and the payment succeeds', async () => {
    for (const cardNumber of [CARDS.challengeY, CARDS.mastercardChallenge]) {
      const { orderId, htmlForm } = await startPayment({ cardNumber, amount: 200 });
      const page = await payInBrowser(htmlForm, { password: '3ds2' });
      expect(page.challenged).toBe(true);
      expect(page.html).toContain('Payment Successful');
      expect(await row(orderId)).toMatchObject({ status: 'Successful', threeDSStatus: 'Y' });
    }
  });

  it('a device-fingerprint (method step) card and a card not enrolled (3D1) are completed', async () => {
    const method = await startPayment({ cardNumber: CARDS.methodFrictionless });
    expect((await payInBrowser(method.htmlForm)).html).toContain('Payment Successful');
    const notEnrolled = await startPayment({ cardNumber: CARDS.notEnrolled });
    expect((await payInBrowser(notEnrolled.htmlForm)).html).toContain('Payment Successful');
    expect(await row(notEnrolled.orderId)).toMatchObject({
      status: 'Successful',
      threeDSResponseCode: '3D1',
      threeDSStatus: null,
      eci: '07',
    });
    const attempted = await startPayment({ cardNumber: CARDS.frictionlessA });
    expect((await payInBrowser(attempted.htmlForm)).html).toContain('Payment Successful');
    expect(await row(attempted.orderId)).toMatchObject({ threeDSStatus: 'A', eci: '06' });
  });

  it('fails without completing when 3-D Secure does not pass (Cancel, N)', async () => {
    const cancelled = await startPayment({ cardNumber: CARDS.challengeY });
    const page = await payInBrowser(cancelled.htmlForm, { cancel: true });
    expect(page.html).toContain(paymentMessages.authenticationFailed);
    expect(page.html).toContain('role="alert"');
    expect(await row(cancelled.orderId)).toMatchObject({ status: 'Failed', threeDSStatus: 'N' });
    expect(gatewaySale(cancelled.orderId)).toMatchObject({
      paymentResponseCode: null,
      approved: false,
    });

    const refusedByIssuer = await startPayment({ cardNumber: CARDS.frictionlessN });
    expect((await payInBrowser(refusedByIssuer.htmlForm)).html).toContain(
      paymentMessages.authenticationFailed,
    );
    expect(gatewaySale(refusedByIssuer.orderId).paymentResponseCode).toBeNull();
  });

  it('shows the decline text of each issuer code: 51, 05, 91', async () => {
    for (const [cardNumber, code, password] of [
      [CARDS.insufficientFunds, '51', undefined],
      [CARDS.doNotHonour, '05', undefined],
      [CARDS.issuerUnavailable, '91', '3ds2'],
    ] as const) {
      const { orderId, htmlForm } = await startPayment({ cardNumber });
      const page = await payInBrowser(htmlForm, password ? { password } : {});
      expect(page.html).toContain(paymentMessages.declined(code));
      // Try Again asks the app, and only the app, to go back to the card step.
      expect(page.html).toContain(`>${screenText.tryAgain}</button>`);
      expect(page.html).toContain(
        `parent.postMessage({"type":"retry","orderId":"${orderId}","message":"${paymentMessages.declined(code)}"}, "${t.url}")`,
      );
      expect(await row(orderId)).toMatchObject({
        status: 'Failed',
        isoResponseCode: code,
        statusMessage: paymentMessages.declined(code),
      });
      expect(t.sandbox.payees.postings().some((p) => p.orderId === orderId)).toBe(false);
    }
  });

  it('does not complete after the SpiToken expired (our clock), nor when the gateway says so', async () => {
    // Bills of their own: the first test paid the default one minutes ago (#17 would ask).
    const late = await startPayment({ amount: 150.3 });
    const visit = await runAcs(late.htmlForm);
    t.clock.offsetMs = SPI_TOKEN_LIFETIME_MS + 1_000;
    try {
      const page = await postForm(visit.toMerchant.action, visit.toMerchant.fields);
      expect(page.html).toContain(paymentMessages.sessionExpired);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await row(late.orderId)).toMatchObject({
      status: 'Failed',
      statusMessage: paymentMessages.sessionExpired,
    });
    expect(gatewaySale(late.orderId).paymentResponseCode).toBeNull();

    const gatewayLate = await startPayment({ amount: 150.35 });
    const gatewayVisit = await runAcs(gatewayLate.htmlForm);
    t.clock.gatewayOffsetMs = SPI_TOKEN_LIFETIME_MS + 1_000;
    try {
      const page = await postForm(gatewayVisit.toMerchant.action, gatewayVisit.toMerchant.fields);
      expect(page.html).toContain(paymentMessages.sessionExpired);
    } finally {
      t.clock.gatewayOffsetMs = 0;
    }
    expect(await row(gatewayLate.orderId)).toMatchObject({
      status: 'Failed',
      isoResponseCode: '12',
    });
    expect(gatewaySale(gatewayLate.orderId).approved).toBe(false);
  });

  it('fails an abandoned 3-D Secure session when it expires (sweep)', async () => {
    const abandoned = await startPayment({ cardNumber: CARDS.challengeY });
    const visit = await runAcs(abandoned.htmlForm, { password: '3ds2' });
    expect((await t.app.billPay.sweep()).expired).toBe(0);
    expect((await row(abandoned.orderId)).status).toBe('Pending');
    t.clock.offsetMs = SPI_TOKEN_LIFETIME_MS + 1_000;
    try {
      expect((await t.app.billPay.sweep()).expired).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await row(abandoned.orderId)).toMatchObject({
      status: 'Failed',
      statusMessage: paymentMessages.sessionExpired,
      spiToken: null,
    });
    // The ACS answering afterwards changes nothing and charges nothing.
    const page = await postForm(visit.toMerchant.action, visit.toMerchant.fields);
    expect(page.html).toContain(paymentMessages.sessionExpired);
    expect(gatewaySale(abandoned.orderId).paymentResponseCode).toBeNull();
  });

  it('refunds a payment the payee refuses and marks it Reversed', async () => {
    const { orderId, htmlForm } = await startPayment({ accountNumber: '100777777', amount: 300 });
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain(paymentMessages.paymentReversed);
    expect(await row(orderId)).toMatchObject({
      status: 'Reversed',
      statusMessage: paymentMessages.paymentReversed,
    });
    expect(gatewaySale(orderId)).toMatchObject({ approved: true, captured: 300, refunded: 300 });
    expect(t.sandbox.payees.postings().some((p) => p.orderId === orderId)).toBe(false);
    // Settling again (a sweep) neither refunds twice nor changes the status.
    expect((await t.app.billPay.settle(await row(orderId))).status).toBe('Reversed');
    expect(gatewaySale(orderId).refunded).toBe(300);
  });

  it('posts a donation to its charity, and the fee stays with the payment', async () => {
    const { orderId, htmlForm } = await startPayment({
      providerId: 11,
      accountNumber: 'SC-10045',
      amount: 100,
      total: 104.5,
      charityId: 22,
      donation: 10,
    });
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain('$114.50');
    expect(page.html).toContain('$10.00 to Animal Welfare Network');
    const postings = t.sandbox.payees.postings().filter((p) => p.orderId.startsWith(orderId));
    expect(postings.map((p) => [p.providerId, p.accountNumber, p.amount]).sort()).toEqual([
      [11, 'SC-10045', 100],
      [22, 'DONATEAWN', 10],
    ]);
    expect(gatewaySale(orderId).captured).toBe(114.5);
  });

  it('gives the receipt PDF to the session that paid, and to nobody else', async () => {
    const { orderId, htmlForm } = await startPayment({
      amount: 123.45,
      email: 'receipt.owner@example.tt',
    });
    await payInBrowser(htmlForm);
    const download = await http(t, 'GET', `Transaction/DownloadReceipt?orderId=${orderId}`, {
      token,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="BillPay_Receipt_${orderId}.pdf"`,
    );
    const text = pdfText(download.body as Buffer);
    const stored = await row(orderId);
    for (const expected of [
      orderId,
      '$123.45',
      'T&TEC',
      '100234567',
      'Ravi Ramdial',
      stored.authorizationCode!,
      stored.receiptNumber!,
      'Visa **** 0071',
    ]) {
      expect(text).toContain(expected);
    }

    const stranger = await http(t, 'GET', `Transaction/DownloadReceipt?orderId=${orderId}`, {
      token: await anonymousToken(t),
    });
    expect(stranger).toMatchObject({
      status: 404,
      body: { state: -1, msg: paymentMessages.receiptNotFound },
    });
    expect((await http(t, 'GET', `Transaction/DownloadReceipt?orderId=${orderId}`)).status).toBe(
      401,
    );
    expect(
      (await http(t, 'GET', 'Transaction/DownloadReceipt?orderId=YO-000000-AAAAAA', { token }))
        .status,
    ).toBe(404);

    const declined = await startPayment({ cardNumber: CARDS.insufficientFunds });
    await payInBrowser(declined.htmlForm);
    expect(
      (await http(t, 'GET', `Transaction/DownloadReceipt?orderId=${declined.orderId}`, { token }))
        .status,
    ).toBe(404);

    // The receipt also goes by email to the address given.
    let mail;
    for (let i = 0; i < 200 && !mail; i += 1) {
      mail = t.sandbox.messages
        .list('receipt.owner@example.tt')
        .find((m) => m.body.includes(orderId));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(mail?.subject).toBe(`Your Yo receipt ${orderId}`);
    expect(mail?.body).toContain('Total: $123.45');
    expect(mail?.body).toContain('Visa **** 0071');
  });

  it('answers an unknown or malformed ACS post with the generic error page', async () => {
    const unknown = await postForm(`${t.url}/api/Transaction/PaymentResponse`, {
      Response: JSON.stringify({
        TransactionIdentifier: '00000000-0000-4000-8000-000000000000',
        IsoResponseCode: '3D0',
      }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('OOPs...Something went wrong.');
    const garbage = await postForm(`${t.url}/api/Transaction/PaymentResponse`, {
      Response: '{not json',
    });
    expect(garbage.status).toBe(404);
  });

  it('keeps no card number or CVV anywhere: database, logs, job queue', async () => {
    expect(cardsUsed.size).toBeGreaterThanOrEqual(8);
    const db = t.app.database.db;
    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const tableRows = (
      Array.isArray(tables) ? tables : (tables as { rows: unknown[] }).rows
    ) as Array<{ table_name: string }>;
    expect(tableRows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['billpay_transactions', 'idempotency_keys', 'outbox']),
    );
    const dump: string[] = [];
    for (const { table_name } of tableRows) {
      const result = await db.execute(
        sql.raw(`select row_to_json(t)::text as line from "${table_name}" t`),
      );
      const lines = (
        Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      ) as Array<{ line: string }>;
      dump.push(...lines.map((l) => l.line));
    }
    const database = dump.join('\n');
    const queued = (await db.select().from(outbox)).map((m) => JSON.stringify(m)).join('\n');
    const logs = t.logs.join('');
    expect(database).toContain('Ravi Ramdial');
    expect(queued).toContain('Your Yo receipt');
    expect(logs).toContain('PostTransactionAsync');

    for (const [where, text] of [
      ['database', database],
      ['outbox', queued],
      ['logs', logs],
    ] as const) {
      for (const card of cardsUsed) {
        const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
        expect(text.includes(card), `${card} in ${where}`).toBe(false);
        expect(text.includes(grouped), `${grouped} in ${where}`).toBe(false);
      }
      for (const cvv of CVVS) {
        expect(new RegExp(`cvv[^0-9]{0,6}${cvv}`, 'i').test(text), `CVV ${cvv} in ${where}`).toBe(
          false,
        );
      }
      expect(/CardPan|CardCvv/i.test(text), `gateway card fields in ${where}`).toBe(false);
    }
  });
});
