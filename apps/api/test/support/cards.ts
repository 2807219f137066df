import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import { http, payInBrowser, type AcsVisit, type HttpAnswer, type PageAnswer } from './billpay.js';

export interface CardInput {
  name?: string;
  cardNumber?: string;
  expirationDate?: string;
  cvv?: string;
  nickName?: string | null;
  isPrimary?: boolean;
  tac?: boolean;
  address?: Record<string, unknown>;
}

export const cardAddress = {
  id: 0,
  firstName: 'Ann',
  lastName: 'Baptiste',
  line1: '12 Frederick Street',
  line2: '',
  city: 'Port of Spain',
  state: '',
  postalCode: '',
  countryCode: '780',
  emailAddress: 'ann.baptiste@example.tt',
  phoneNumber: '18687001234',
};

/** customers/addcard's body as the account form sends it. */
export function addCardBody(input: CardInput = {}) {
  return {
    name: input.name ?? 'Ann Baptiste',
    cardNumber: input.cardNumber ?? '4012000000020071',
    expirationDate: input.expirationDate ?? '1230',
    cvv: input.cvv ?? '123',
    nickName: input.nickName === undefined ? null : input.nickName,
    isPrimary: input.isPrimary ?? false,
    billingAddress: { ...cardAddress, ...input.address },
    tac: input.tac ?? true,
  };
}

export function startAddCard(t: TestApp, token: string, body: unknown): Promise<HttpAnswer> {
  return http(t, 'POST', 'customers/addcard', { token, body });
}

/** addcard, then the browser's 3-D Secure leg; returns the check's id and the result page. */
export async function addCard(
  t: TestApp,
  token: string,
  input: CardInput = {},
  acs: { password?: string; cancel?: boolean } = {},
): Promise<{ orderId: string; page: PageAnswer & AcsVisit }> {
  const started = await startAddCard(t, token, addCardBody(input));
  expect(started.body).toMatchObject({ state: 1 });
  const { orderId, htmlForm } = started.body.data as { orderId: string; htmlForm: string };
  const page = await payInBrowser(htmlForm, acs);
  return { orderId, page };
}

export async function cardList(t: TestApp, token: string) {
  const response = await http(t, 'GET', 'customers/getcardlist', { token });
  expect(response.body).toMatchObject({ state: 1 });
  return response.body.data.data as Array<Record<string, unknown> & { customerCardId: number }>;
}

/** Every row of every table as JSON text, and the job queue, for searching for card data. */
export async function everythingStored(t: TestApp): Promise<{ database: string; queued: string }> {
  const db = t.app.database.db;
  const rows = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
      Record<string, string>
    >;
  const tables = rows(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    ),
  ).map((row) => row.table_name!);
  expect(tables).toEqual(expect.arrayContaining(['customer_cards', 'card_verifications']));
  const dump: string[] = [];
  for (const table of tables) {
    const lines = rows(
      await db.execute(sql.raw(`select row_to_json(t)::text as line from "${table}" t`)),
    );
    dump.push(...lines.map((line) => line.line!));
  }
  const queued = (await db.select().from(outbox)).map((m) => JSON.stringify(m)).join('\n');
  return { database: dump.join('\n'), queued };
}

/** No card number (plain or grouped), no CVV next to its name, no gateway card field. */
export function expectNoCardData(
  where: string,
  text: string,
  cards: Iterable<string>,
  cvvs: Iterable<string>,
): void {
  for (const card of cards) {
    const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(text.includes(card), `${card} in ${where}`).toBe(false);
    expect(text.includes(grouped), `${grouped} in ${where}`).toBe(false);
  }
  for (const cvv of cvvs) {
    expect(new RegExp(`cvv[^0-9]{0,6}${cvv}`, 'i').test(text), `CVV ${cvv} in ${where}`).toBe(
      false,
    );
  }
  expect(/CardPan|CardCvv/i.test(text), `gateway card fields in ${where}`).toBe(false);
}
