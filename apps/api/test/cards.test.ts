import {
  accountCardMessages,
  addressMessages,
  cardMessages,
  errorMessages,
  paymentMessages,
  savedCardMessages,
  toastMessages,
} from '@yo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardVerifications, customerCards } from '../src/db/schema.js';
import {
  CARDS,
  http,
  postForm,
  runAcs,
  startBillPayApp,
  type BillPayTestApp,
} from './support/billpay.js';
import {
  addCard,
  addCardBody,
  cardAddress,
  cardList,
  everythingStored,
  expectNoCardData,
  startAddCard,
  type CardInput,
} from './support/cards.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

/** CVVs no other test data contains, so a search for them means something. */
const CVVS = ['583', '694', '705'];
const escapeHtml = (text: string) => text.replace(/"/g, '&quot;').replace(/'/g, '&#39;');

vi.setConfig({ testTimeout: 120_000 });

describe.each(databaseKinds)('saved cards on %s', (kind) => {
  let t: BillPayTestApp;
  const cardsUsed = new Set<string>();
  let ann: { token: string; customerId: number };
  let ben: { token: string; customerId: number };

  async function customer() {
    const { token } = await register(t);
    const details = await http(t, 'GET', 'customers/getbyuserid', { token });
    return { token, customerId: details.body.data.customerId as number };
  }

  /** Adds a card through addcard and 3-D Secure (a CVV from CVVS), and returns the page. */
  async function add(
    who: { token: string },
    input: CardInput = {},
    acs: { password?: string; cancel?: boolean } = {},
  ) {
    const cardNumber = input.cardNumber ?? CARDS.frictionlessY;
    cardsUsed.add(cardNumber);
    const cvv = input.cvv ?? CVVS[cardsUsed.size % CVVS.length]!;
    return addCard(t, who.token, { ...input, cardNumber, cvv }, acs);
  }

  const refusedWith = (msg: string) => ({ state: -1, msg });

  beforeAll(async () => {
    // Every log line, down to trace, is kept: the last test searches them for card data.
    t = await startBillPayApp(kind, { logLevel: 'trace' });
    ann = await customer();
    ben = await customer();
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('only a signed-in customer reaches the card calls', async () => {
    const anonymous = await anonymousToken(t);
    for (const [method, path, body] of [
      ['GET', 'customers/getcardlist', undefined],
      ['POST', 'customers/addcard', addCardBody()],
      ['POST', 'customers/removecard', { customerCardId: 1 }],
      ['POST', `customers/primarycard?id=1&customerId=${ann.customerId}`, undefined],
    ] as const) {
      const answer = await http(t, method, path, { token: anonymous, body });
      expect(answer.status, path).toBe(403);
    }
    expect(await cardList(t, ann.token)).toEqual([]);
  });

  it('adds a first card through a frictionless zero-amount 3-D Secure check: primary, masked, named', async () => {
    const { orderId, page } = await add(ann, { isPrimary: false });
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.challenged).toBe(false);
    expect(page.status).toBe(200);
    expect(page.toMerchant.action).toBe(`${t.url}/api/customers/CardVerificationResponse`);
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${t.url}`,
    );
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain(`<h1 class="positive">`);
    expect(page.html).toContain(savedCardMessages.cardAdded);
    expect(page.html).toContain(`<p role="status">${toastMessages.cardAdded}</p>`);
    expect(page.html).toContain(
      `parent.postMessage({"type":"cardAdded","orderId":"${orderId}"}, "${t.url}")`,
    );

    const [card, ...others] = await cardList(t, ann.token);
    expect(others).toEqual([]);
    expect(card).toEqual({
      customerCardId: expect.any(Number),
      customerId: ann.customerId,
      isActive: true,
      isPrimary: true,
      isDeleted: false,
      cardNumber: '************0071',
      cardType: 'Visa',
      expirationDate: '1230',
      name: 'Ann Baptiste',
      nickName: 'Visa 0071',
      cvv: null,
      billingAddress: cardAddress,
      countryCode: '780',
    });
    const sale = t.sandbox.powertranz.transactions().find((s) => s.orderIdentifier === orderId);
    expect(sale).toMatchObject({ kind: 'auth', amount: 0, captured: 0, approved: true });
    const [verification] = await t.app.database.db
      .select()
      .from(cardVerifications)
      .where(eq(cardVerifications.id, orderId));
    expect(verification).toMatchObject({
      status: 'Added',
      customerCardId: card!.customerCardId,
      spiToken: null,
    });

    // The ACS post repeated (a reload in the iframe): the same page, the card kept once.
    const again = await postForm(page.toMerchant.action, page.toMerchant.fields);
    expect(again.html).toContain(`"type":"cardAdded","orderId":"${orderId}"`);
    expect(await cardList(t, ann.token)).toHaveLength(1);
  });

  it('adds a Mastercard through a challenge, named and made primary as asked', async () => {
    const { page } = await add(
      ann,
      { cardNumber: CARDS.mastercardChallenge, nickName: ' Travel ', isPrimary: true },
      { password: '3ds2' },
    );
    expect(page.challenged).toBe(true);
    expect(page.html).toContain('"type":"cardAdded"');
    const cards = await cardList(t, ann.token);
    expect(
      cards.map(({ cardNumber, cardType, nickName, isPrimary }) => ({
        cardNumber,
        cardType,
        nickName,
        isPrimary,
      })),
    ).toEqual([
      {
        cardNumber: '************0031',
        cardType: 'Mastercard',
        nickName: 'Travel',
        isPrimary: true,
      },
      { cardNumber: '************0071', cardType: 'Visa', nickName: 'Visa 0071', isPrimary: false },
    ]);
  });

  it.each([
    [
      'declined by the issuer',
      { cardNumber: CARDS.insufficientFunds },
      {},
      paymentMessages.declined('51'),
    ],
    [
      'a challenge cancelled',
      { cardNumber: CARDS.challengeY },
      { cancel: true },
      savedCardMessages.authenticationFailed,
    ],
    [
      'frictionless N',
      { cardNumber: CARDS.frictionlessN },
      {},
      savedCardMessages.authenticationFailed,
    ],
  ])('does not keep a card %s, and tells the app why', async (_name, input, acs, reason) => {
    const before = await cardList(t, ben.token);
    const { orderId, page } = await add(ben, input, acs);
    expect(page.status).toBe(200);
    expect(page.html).toContain(savedCardMessages.cardNotAdded);
    expect(page.html).toContain(
      `<p class="alert" role="alert">${escapeHtml(errorMessages.cardAddFailed(reason))}</p>`,
    );
    expect(page.html).toContain(
      `parent.postMessage(${JSON.stringify({ type: 'cardFailed', orderId, message: reason })}, "${t.url}")`,
    );
    expect(await cardList(t, ben.token)).toEqual(before);
    const [verification] = await t.app.database.db
      .select()
      .from(cardVerifications)
      .where(eq(cardVerifications.id, orderId));
    expect(verification).toMatchObject({ status: 'Failed', statusMessage: reason });
  });

  it('refuses a check whose 3-D Secure session ran out', async () => {
    cardsUsed.add(CARDS.challengeY);
    const started = await startAddCard(
      t,
      ben.token,
      addCardBody({ cardNumber: CARDS.challengeY, cvv: CVVS[0] }),
    );
    const visit = await runAcs(started.body.data.htmlForm, { password: '3ds2' });
    t.clock.offsetMs += 6 * 60_000;
    try {
      const page = await postForm(visit.toMerchant.action, visit.toMerchant.fields);
      expect(page.html).toContain(
        escapeHtml(errorMessages.cardAddFailed(savedCardMessages.verificationExpired)),
      );
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await cardList(t, ben.token)).toEqual([]);
  });

  it('fails a check abandoned in its 3-D Secure session when the sweep finds it expired', async () => {
    cardsUsed.add(CARDS.challengeY);
    const started = await startAddCard(
      t,
      ben.token,
      addCardBody({ cardNumber: CARDS.challengeY, cvv: CVVS[1] }),
    );
    const orderId = started.body.data.orderId as string;
    const status = async () =>
      (
        await t.app.database.db
          .select()
          .from(cardVerifications)
          .where(eq(cardVerifications.id, orderId))
      )[0]!;
    await t.app.cardChecks.sweep();
    expect(await status()).toMatchObject({ status: 'Pending' });
    t.clock.offsetMs += 6 * 60_000;
    try {
      await t.app.cardChecks.sweep();
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await status()).toMatchObject({
      status: 'Failed',
      statusMessage: savedCardMessages.verificationExpired,
      spiToken: null,
    });
  });

  it('answers an unknown or malformed ACS post with the generic error page', async () => {
    for (const fields of [
      {
        Response: JSON.stringify({
          TransactionIdentifier: '00000000-0000-4000-8000-000000000000',
          IsoResponseCode: '3D0',
        }),
      },
      { Response: '{not json' },
    ]) {
      const page = await postForm(`${t.url}/api/customers/CardVerificationResponse`, fields);
      expect(page.status).toBe(404);
      expect(page.html).toContain(errorMessages.somethingWentWrong);
    }
  });

  const valid: CardInput = { cardNumber: '5100270000000023', cvv: '123' };
  it.each<[string, CardInput, string, string]>([
    ['name', { name: '' }, 'name', accountCardMessages.nameEmpty],
    ['name', { name: 'Ann 2' }, 'name', accountCardMessages.nameInvalid],
    ['name', { name: 'Al' }, 'name', accountCardMessages.nameTooShort],
    ['card number', { cardNumber: '' }, 'cardNumber', accountCardMessages.numberRequired],
    [
      'card number',
      { cardNumber: '5100-2700-0000-0023' },
      'cardNumber',
      accountCardMessages.numberDigitsOnly,
    ],
    [
      'card number',
      { cardNumber: '51002700' },
      'cardNumber',
      accountCardMessages.checkNumberLength,
    ],
    [
      'card number',
      { cardNumber: '9100270000000023' },
      'cardNumber',
      accountCardMessages.cardTypeRequired,
    ],
    ['card number', { cardNumber: '3782822463100050' }, 'cardNumber', cardMessages.numberInvalid],
    ['card number', { cardNumber: '5100270000000024' }, 'cardNumber', cardMessages.numberInvalid],
    ['card number', { cardNumber: '4012000000020071' }, 'cardNumber', cardMessages.alreadySaved],
    ['expiry', { expirationDate: '' }, 'expirationDate', accountCardMessages.expiryEmpty],
    ['expiry', { expirationDate: '12' }, 'expirationDate', cardMessages.expiryIncomplete],
    ['expiry', { expirationDate: '1330' }, 'expirationDate', accountCardMessages.expiryInvalid],
    ['expiry', { expirationDate: '0120' }, 'expirationDate', accountCardMessages.expiryInvalid],
    ['CVV', { cvv: '' }, 'cvv', accountCardMessages.cvvEmpty],
    ['CVV', { cvv: '12' }, 'cvv', accountCardMessages.cvvLength],
    ['nickname', { nickName: 'TRAVEL' }, 'nickName', cardMessages.nicknameTaken('TRAVEL')],
    ['address', { address: { line1: '' } }, 'line1', addressMessages.line1Required],
    ['address', { address: { city: '' } }, 'city', addressMessages.cityRequired],
    ['address', { address: { countryCode: '' } }, 'countryCode', addressMessages.countryRequired],
    [
      'address',
      { address: { countryCode: '840', state: '' } },
      'state',
      addressMessages.stateRequired,
    ],
    ['terms', { tac: false }, 'tac', accountCardMessages.termsRequired],
  ])('checks the %s again on the server: %j', async (_name, input, field, msg) => {
    const answer = await startAddCard(t, ann.token, addCardBody({ ...valid, ...input }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ state: -1, msg, data: { field } });
  });

  it('updates a card: name, expiry, nickname and address; nicknames stay unique', async () => {
    const [, visa] = await cardList(t, ann.token);
    const update = (changes: Record<string, unknown>) =>
      http(t, 'POST', 'customers/updatecard', {
        token: ann.token,
        body: {
          customerCardId: visa!.customerCardId,
          name: 'Ann M Baptiste',
          expirationDate: '0931',
          nickName: 'Groceries',
          isPrimary: false,
          billingAddress: { ...cardAddress, line1: '1 Queen Street', city: 'Arima' },
          tac: true,
          ...changes,
        },
      });
    expect((await update({ nickName: 'travel' })).body).toEqual({
      state: -1,
      msg: cardMessages.nicknameTaken('travel'),
      data: { field: 'nickName' },
    });
    expect((await update({ name: '' })).body).toMatchObject(
      refusedWith(accountCardMessages.nameEmpty),
    );
    expect((await update({ expirationDate: '1320' })).body).toMatchObject(
      refusedWith(accountCardMessages.expiryInvalid),
    );
    expect((await update({ tac: false })).body).toMatchObject(
      refusedWith(accountCardMessages.termsRequired),
    );
    expect((await update({})).body).toMatchObject({ state: 1 });
    const cards = await cardList(t, ann.token);
    expect(cards.find((card) => card.customerCardId === visa!.customerCardId)).toMatchObject({
      name: 'Ann M Baptiste',
      expirationDate: '0931',
      nickName: 'Groceries',
      isPrimary: false,
      cardNumber: '************0071',
      billingAddress: { line1: '1 Queen Street', city: 'Arima', countryCode: '780' },
    });
    // Its own nickname in another case is no duplicate; ticking primary moves the flag.
    expect((await update({ nickName: 'GROCERIES', isPrimary: true })).body).toMatchObject({
      state: 1,
    });
    expect((await cardList(t, ann.token)).map((card) => [card.nickName, card.isPrimary])).toEqual([
      ['GROCERIES', true],
      ['Travel', false],
    ]);
  });

  it('makes another card primary; a forged customerId or a missing card is refused', async () => {
    const [primary, other] = await cardList(t, ann.token);
    const make = (id: number, customerId = ann.customerId, token = ann.token) =>
      http(t, 'POST', `customers/primarycard?id=${id}&customerId=${customerId}`, { token });
    expect((await make(other!.customerCardId, ben.customerId)).status).toBe(403);
    expect((await make(99_999)).body).toMatchObject(refusedWith(savedCardMessages.cardNotFound));
    expect((await make(other!.customerCardId)).body).toMatchObject({ state: 1 });
    expect((await make(other!.customerCardId)).body).toMatchObject({ state: 1 });
    const cards = await cardList(t, ann.token);
    expect(cards.map((card) => [card.customerCardId, card.isPrimary])).toEqual([
      [other!.customerCardId, true],
      [primary!.customerCardId, false],
    ]);
  });

  it("keeps a customer's cards from another: list, update, remove and primary", async () => {
    const annCards = await cardList(t, ann.token);
    const target = annCards[0]!.customerCardId;
    expect((await cardList(t, ben.token)).map((card) => card.customerId)).not.toContain(
      ann.customerId,
    );
    const notFound = refusedWith(savedCardMessages.cardNotFound);
    const asBen = (path: string, body?: unknown) =>
      http(t, 'POST', path, { token: ben.token, body });
    expect(
      (
        await asBen('customers/updatecard', {
          customerCardId: target,
          name: 'Ben Thief',
          expirationDate: '1230',
          nickName: 'Mine',
          isPrimary: true,
          billingAddress: cardAddress,
          tac: true,
        })
      ).body,
    ).toMatchObject(notFound);
    expect((await asBen('customers/removecard', { customerCardId: target })).body).toMatchObject(
      notFound,
    );
    expect(
      (await asBen(`customers/primarycard?id=${target}&customerId=${ben.customerId}`)).body,
    ).toMatchObject(notFound);
    // Ann's token with Ben's id in the query is forged, whatever the card.
    expect(
      (
        await http(t, 'POST', `customers/primarycard?id=${target}&customerId=${ben.customerId}`, {
          token: ann.token,
        })
      ).status,
    ).toBe(403);
    expect(await cardList(t, ann.token)).toEqual(annCards);
  });

  it('removes cards: the newest other card becomes primary, the last leaves none', async () => {
    // A third card, added last.
    await add(ann, { cardNumber: CARDS.frictionlessA, nickName: 'Spare' });
    const cards = await cardList(t, ann.token);
    expect(cards.map((card) => card.nickName)).toEqual(['Travel', 'GROCERIES', 'Spare']);
    const remove = (customerCardId: number) =>
      http(t, 'POST', 'customers/removecard', { token: ann.token, body: { customerCardId } });
    const byName = (name: string) => cards.find((card) => card.nickName === name)!.customerCardId;

    expect((await remove(byName('Travel'))).body).toMatchObject({ state: 1 });
    expect((await cardList(t, ann.token)).map((c) => [c.nickName, c.isPrimary])).toEqual([
      ['Spare', true],
      ['GROCERIES', false],
    ]);
    expect((await remove(byName('Travel'))).body).toMatchObject(
      refusedWith(savedCardMessages.cardNotFound),
    );
    expect((await remove(byName('GROCERIES'))).body).toMatchObject({ state: 1 });
    expect((await remove(byName('Spare'))).body).toMatchObject({ state: 1 });
    expect(await cardList(t, ann.token)).toEqual([]);
    const rows = await t.app.database.db
      .select()
      .from(customerCards)
      .where(eq(customerCards.customerId, ann.customerId));
    expect(rows.map((row) => [row.isActive, row.isPrimary])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);

    // A removed card may be added again, and is the first again: primary.
    await add(ann, { cardNumber: CARDS.frictionlessY, nickName: 'Travel' });
    expect((await cardList(t, ann.token)).map((c) => [c.nickName, c.isPrimary])).toEqual([
      ['Travel', true],
    ]);
  });

  it('keeps no card number or CVV anywhere: database, logs, job queue', async () => {
    expect(cardsUsed.size).toBeGreaterThanOrEqual(6);
    const { database, queued } = await everythingStored(t);
    const logs = t.logs.join('');
    expect(database).toContain('Groceries'.toUpperCase());
    expect(logs).toContain('customers/addcard');
    for (const [where, text] of [
      ['database', database],
      ['outbox', queued],
      ['logs', logs],
    ] as const) {
      expectNoCardData(where, text, cardsUsed, CVVS);
    }
  });
});
