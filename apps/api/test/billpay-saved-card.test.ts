import { randomUUID } from 'node:crypto';
import { cardMessages, paymentMessages, savedCardMessages, serverMessages } from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billPayTransactions, cardVerifications, customerCards } from '../src/db/schema.js';
import {
  CARDS,
  billPayBody,
  http,
  payInBrowser,
  postForm,
  solveCaptcha,
  startBillPayApp,
  submit,
  type BillPayTestApp,
} from './support/billpay.js';
import { addCard, cardList, everythingStored, expectNoCardData } from './support/cards.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

/** CVVs no other test data contains, so a search for them means something. */
const CVVS = ['817', '928', '139'];

vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('bill pay with a saved card on %s', (kind) => {
  let t: BillPayTestApp;
  const cardsUsed = new Set<string>();
  let cvvIndex = 0;
  const nextCvv = () => CVVS[cvvIndex++ % CVVS.length]!;
  let ann: { token: string; customerId: number };
  let ben: { token: string; customerId: number };

  async function customer() {
    const { token } = await register(t);
    const details = await http(t, 'GET', 'customers/getbyuserid', { token });
    return { token, customerId: details.body.data.customerId as number };
  }

  /** A submission paying with saved card `customerCardId` (nothing of the card but its CVV). */
  async function savedCardBody(customerCardId: number, cvv: string | undefined) {
    const body = billPayBody(await solveCaptcha(t));
    return {
      ...body,
      paymentDetails: {
        customerCardId,
        name: '',
        ...(cvv === undefined ? {} : { cvv }),
        shouldSaveCard: false,
      },
    };
  }

  /** A submission with a new card the customer asks to save. */
  async function saveCardBody(cardNumber: string, cvv = nextCvv()) {
    cardsUsed.add(cardNumber);
    const body = billPayBody(await solveCaptcha(t), { cardNumber, cvv });
    return {
      ...body,
      paymentDetails: { ...body.paymentDetails, shouldSaveCard: true },
      shouldSaveCard: true,
      billingAddress: { ...body.billingAddress, line1: '7 Ariapita Avenue', city: 'Woodbrook' },
    };
  }

  async function row(orderId: string) {
    const [found] = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.orderId, orderId));
    return found!;
  }

  beforeAll(async () => {
    t = await startBillPayApp(kind, { logLevel: 'trace' });
    ann = await customer();
    ben = await customer();
    for (const [cardNumber, acs] of [
      [CARDS.frictionlessY, {}],
      [CARDS.mastercardChallenge, { password: '3ds2' }],
    ] as const) {
      cardsUsed.add(cardNumber);
      const { page } = await addCard(t, ann.token, { cardNumber, cvv: nextCvv() }, acs);
      expect(page.html).toContain('"type":"cardAdded"');
    }
  }, 240_000);
  afterAll(() => t?.close(), 60_000);

  it('pays with a saved card: the token and the CVV typed again, through 3-D Secure, to the receipt', async () => {
    const [visa, mastercard] = await cardList(t, ann.token);
    for (const [card, acs, lastFour] of [
      [visa!, {}, '0071'],
      [mastercard!, { password: '3ds2' }, '0031'],
    ] as const) {
      const answer = await submit(t, ann.token, await savedCardBody(card.customerCardId, '246'));
      expect(answer.body).toMatchObject({ state: 1 });
      const { orderId, htmlForm } = answer.body.data as { orderId: string; htmlForm: string };
      const page = await payInBrowser(htmlForm, acs);
      expect(page.challenged).toBe('password' in acs);
      expect(page.html).toContain(paymentMessages.paymentSuccessful);
      expect(page.html).toContain(`**** ${lastFour}`);
      expect(await row(orderId)).toMatchObject({
        status: 'Successful',
        customerId: ann.customerId,
        customerCardId: card.customerCardId,
        cardLastFour: lastFour,
        saveCard: false,
      });
      const sale = t.sandbox.powertranz.transactions().find((s) => s.orderIdentifier === orderId);
      expect(sale).toMatchObject({ kind: 'sale', approved: true, captured: 150.25 });
    }
    // Both payments are the customer's (activity lists them).
    const mine = await t.app.database.db
      .select()
      .from(billPayTransactions)
      .where(eq(billPayTransactions.customerId, ann.customerId));
    expect(mine).toHaveLength(2);
  });

  it.each([
    ['no CVV', undefined, cardMessages.cvvEmpty],
    ['an empty CVV', '', cardMessages.cvvEmpty],
    ['a 2-digit CVV', '12', cardMessages.cvvLength],
    ['a 4-digit CVV', '1234', cardMessages.cvvLength],
  ])('refuses a saved card with %s', async (_name, cvv, msg) => {
    const [card] = await cardList(t, ann.token);
    const answer = await submit(t, ann.token, await savedCardBody(card!.customerCardId, cvv));
    expect(answer.body).toEqual({ state: -1, msg, data: null });
  });

  it("refuses another customer's card, a removed card and a guest's saved card", async () => {
    const [card] = await cardList(t, ann.token);
    expect(
      (await submit(t, ben.token, await savedCardBody(card!.customerCardId, '246'))).body,
    ).toMatchObject({ state: -1, msg: savedCardMessages.cardNotFound });
    expect((await submit(t, ann.token, await savedCardBody(99_999, '246'))).body).toMatchObject({
      state: -1,
      msg: savedCardMessages.cardNotFound,
    });
    const guest = await anonymousToken(t);
    expect(
      (await submit(t, guest, await savedCardBody(card!.customerCardId, '246'))).body,
    ).toMatchObject({ state: -1, msg: serverMessages.notSignedIn });
    expect((await submit(t, guest, await saveCardBody(CARDS.frictionlessA))).body).toMatchObject({
      state: -1,
      msg: serverMessages.notSignedIn,
    });
  });

  it('saves a new card while paying: the first is primary, named after its brand and last four', async () => {
    const answer = await submit(t, ben.token, await saveCardBody(CARDS.frictionlessA));
    expect(answer.body).toMatchObject({ state: 1 });
    const { orderId, htmlForm } = answer.body.data as { orderId: string; htmlForm: string };
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain(paymentMessages.paymentSuccessful);
    // A repeated ACS post completes nothing twice: still one card.
    await postForm(page.toMerchant.action, page.toMerchant.fields);
    expect(await row(orderId)).toMatchObject({ status: 'Successful', saveCard: true });
    const cards = await cardList(t, ben.token);
    expect(cards).toEqual([
      {
        customerCardId: expect.any(Number),
        customerId: ben.customerId,
        isActive: true,
        isPrimary: true,
        isDeleted: false,
        cardNumber: '************0089',
        cardType: 'Visa',
        expirationDate: '1230',
        name: 'Ann Baptiste',
        nickName: 'Visa 0089',
        cvv: null,
        billingAddress: expect.objectContaining({
          line1: '7 Ariapita Avenue',
          city: 'Woodbrook',
          countryCode: '780',
        }),
        countryCode: '780',
      },
    ]);

    // The card saved with the sale pays again by its token (the same bill a minute ago: the
    // customer confirms paying it again, #17).
    const again = await submit(t, ben.token, {
      ...(await savedCardBody(cards[0]!.customerCardId, '246')),
      confirmDuplicate: true,
    });
    const paid = await payInBrowser(again.body.data.htmlForm);
    expect(paid.html).toContain(paymentMessages.paymentSuccessful);
  });

  it('names a card saved while paying uniquely, and never primary beside another', async () => {
    const [visa] = await cardList(t, ann.token);
    const rename = await http(t, 'POST', 'customers/updatecard', {
      token: ann.token,
      body: {
        customerCardId: visa!.customerCardId,
        name: 'Ann Baptiste',
        expirationDate: '1230',
        nickName: 'Mastercard 0023',
        isPrimary: false,
        billingAddress: { ...billPayBody('x').billingAddress },
        tac: true,
      },
    });
    expect(rename.body).toMatchObject({ state: 1 });
    const answer = await submit(t, ann.token, await saveCardBody('5100270000000023'));
    await payInBrowser(answer.body.data.htmlForm);
    const cards = await cardList(t, ann.token);
    expect(cards.map((card) => [card.nickName, card.isPrimary, card.cardNumber])).toEqual([
      ['Mastercard 0023', true, '************0071'],
      ['Mastercard 0031', false, '************0031'],
      ['Mastercard 0023 (2)', false, '************0023'],
    ]);
  });

  it('refuses to save a card whose last four are saved already, before charging', async () => {
    const sales = t.sandbox.powertranz.transactions().length;
    const answer = await submit(t, ann.token, await saveCardBody(CARDS.frictionlessY));
    expect(answer.body).toEqual({ state: -1, msg: cardMessages.alreadySaved, data: null });
    expect(t.sandbox.powertranz.transactions()).toHaveLength(sales);
  });

  it('does not save a card whose payment is declined', async () => {
    const before = await cardList(t, ann.token);
    const answer = await submit(t, ann.token, await saveCardBody(CARDS.insufficientFunds));
    const { orderId, htmlForm } = answer.body.data as { orderId: string; htmlForm: string };
    const page = await payInBrowser(htmlForm);
    expect(page.html).toContain(paymentMessages.declined('51'));
    expect(await cardList(t, ann.token)).toEqual(before);
    const payment = await row(orderId);
    const [verification] = await t.app.database.db
      .select()
      .from(cardVerifications)
      .where(eq(cardVerifications.gatewayTransactionId, payment.gatewayTransactionId));
    expect(verification).toMatchObject({
      status: 'Failed',
      statusMessage: paymentMessages.declined('51'),
    });
  });

  it('closes the card to save when its payment fails 3-D Secure or is abandoned', async () => {
    const verificationOf = async (orderId: string) => {
      const payment = await row(orderId);
      const [verification] = await t.app.database.db
        .select()
        .from(cardVerifications)
        .where(eq(cardVerifications.gatewayTransactionId, payment.gatewayTransactionId));
      return verification;
    };
    const cancelled = await submit(t, ann.token, await saveCardBody(CARDS.challengeY));
    await payInBrowser(cancelled.body.data.htmlForm, { cancel: true });
    expect(await verificationOf(cancelled.body.data.orderId)).toMatchObject({
      status: 'Failed',
      statusMessage: paymentMessages.authenticationFailed,
    });
    const abandoned = await submit(t, ann.token, await saveCardBody(CARDS.challengeY));
    t.clock.offsetMs += 6 * 60_000;
    try {
      await t.app.billPay.sweep();
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await row(abandoned.body.data.orderId)).toMatchObject({ status: 'Failed' });
    expect(await verificationOf(abandoned.body.data.orderId)).toMatchObject({
      status: 'Failed',
      statusMessage: paymentMessages.sessionExpired,
    });
    expect((await cardList(t, ann.token)).map((card) => card.cardNumber)).not.toContain(
      '************0006',
    );
  });

  it('keeps the idempotency of a submission with a saved card', async () => {
    const [card] = await cardList(t, ann.token);
    const body = await savedCardBody(card!.customerCardId, '246');
    const key = randomUUID();
    const first = await submit(t, ann.token, body, key);
    const repeat = await submit(t, ann.token, body, key);
    expect(repeat.body).toEqual(first.body);
    const other = await submit(
      t,
      ann.token,
      { ...body, paymentDetails: { ...body.paymentDetails, cvv: '999' } },
      key,
    );
    expect(other.body).toMatchObject({ state: -1, msg: paymentMessages.idempotencyKeyReused });
  });

  it('refuses a saved card whose expiry has passed', async () => {
    const [card] = await cardList(t, ben.token);
    await t.app.database.db
      .update(customerCards)
      .set({ expiration: '0120' })
      .where(eq(customerCards.id, card!.customerCardId));
    const answer = await submit(t, ben.token, await savedCardBody(card!.customerCardId, '246'));
    expect(answer.body).toEqual({ state: -1, msg: cardMessages.expiryInvalid, data: null });
  });

  it('keeps no card number or CVV anywhere: database, logs, job queue', async () => {
    expect(cardsUsed.size).toBeGreaterThanOrEqual(5);
    const { database, queued } = await everythingStored(t);
    const logs = t.logs.join('');
    expect(database).toContain('Mastercard 0023 (2)');
    expect(logs).toContain('PostTransactionAsync');
    for (const [where, text] of [
      ['database', database],
      ['outbox', queued],
      ['logs', logs],
    ] as const) {
      expectNoCardData(where, text, cardsUsed, [...CVVS, '246']);
    }
  });
});
