import { TRANSACTION_TYPES } from '@yo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ActivityFilter, Page } from './filters.js';
import { addMonths, monthOf, monthStart, TT_UTC_OFFSET_HOURS, type CalendarMonth } from './time.js';

/** One activity row as the database gives it, before it becomes the contract's Transaction. */
export interface ActivityRow {
  kind: (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];
  id: number;
  createdAt: Date;
  /** The bill's account number, or the topped-up phone's digits. */
  accountNumber: string;
  /** The payee's or the carrier's name. */
  provider: string;
  nameOnAccount: string | null;
  status: string;
  receiptNumber: string | null;
  authorizationCode: string | null;
  /** What the customer's card was charged (payment, fee and donation; top-up and donation). */
  totalCents: number;
}

type RawRow = Record<string, unknown>;

/** The rows of `execute`: PGlite answers `{ rows }`, postgres-js an array. */
function rowsOf(result: unknown): RawRow[] {
  if (Array.isArray(result)) return result as RawRow[];
  return ((result as { rows?: RawRow[] }).rows ?? []) as RawRow[];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The WHERE of one kind's rows (alias `b` for bill pays, `t` for top-ups), or null for none. */
function conditions(filter: ActivityFilter, kind: 'billPay' | 'topUp'): SQL | null {
  if (!filter[kind]) return null;
  const table = kind === 'billPay' ? sql.raw('b') : sql.raw('t');
  const parts: SQL[] = [sql`${table}.customer_id = ${filter.customerId}`];
  if (filter.statuses.length > 0) parts.push(sql`${table}.status in (${list(filter.statuses)})`);
  if (kind === 'billPay' && filter.providerIds.length > 0) {
    parts.push(sql`b.provider_id in (${list(filter.providerIds)})`);
  }
  if (kind === 'topUp' && filter.carrierIds.length > 0) {
    parts.push(sql`t.phone_provider_id in (${list(filter.carrierIds)})`);
  }
  if (filter.from)
    parts.push(sql`${table}.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.until)
    parts.push(sql`${table}.created_at < ${filter.until.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const BILL_PAY = sql.raw(`'${TRANSACTION_TYPES.billPay}'::text`);
const TOP_UP = sql.raw(`'${TRANSACTION_TYPES.topUp}'::text`);

/** Every column of a row, from one kind's table joined to its payee or carrier. */
function detailedBranches(filter: ActivityFilter): SQL[] {
  const branches: SQL[] = [];
  const billPay = conditions(filter, 'billPay');
  if (billPay) {
    branches.push(sql`select ${BILL_PAY} as kind, b.id, b.created_at, b.account_number,
        p.name as provider, b.name_on_account, b.status, b.receipt_number,
        b.authorization_code, b.total_cents
      from billpay_transactions b join providers p on p.provider_id = b.provider_id
      where ${billPay}`);
  }
  const topUp = conditions(filter, 'topUp');
  if (topUp) {
    branches.push(sql`select ${TOP_UP} as kind, t.id, t.created_at, t.msisdn as account_number,
        c.name as provider, null::text as name_on_account, t.status, t.receipt_number,
        t.authorization_code, t.total_cents
      from topup_transactions t join phone_providers c on c.phone_provider_id = t.phone_provider_id
      where ${topUp}`);
  }
  return branches;
}

/** Newest first; the id, then the kind, make the order total (two tables, two id sequences). */
const NEWEST_FIRST = sql.raw('created_at desc, id desc, kind');

function toActivityRow(raw: RawRow): ActivityRow {
  return {
    kind: raw.kind as ActivityRow['kind'],
    id: Number(raw.id),
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at)),
    accountNumber: String(raw.account_number),
    provider: String(raw.provider),
    nameOnAccount: raw.name_on_account === null ? null : String(raw.name_on_account),
    status: String(raw.status),
    receiptNumber: raw.receipt_number === null ? null : String(raw.receipt_number),
    authorizationCode: raw.authorization_code === null ? null : String(raw.authorization_code),
    totalCents: Number(raw.total_cents),
  };
}

/** How many rows the filter matches, both kinds together. */
export async function countActivity(db: Database, filter: ActivityFilter): Promise<number> {
  const billPay = conditions(filter, 'billPay');
  const topUp = conditions(filter, 'topUp');
  const counts: SQL[] = [];
  if (billPay) counts.push(sql`(select count(*) from billpay_transactions b where ${billPay})`);
  if (topUp) counts.push(sql`(select count(*) from topup_transactions t where ${topUp})`);
  if (counts.length === 0) return 0;
  const [row] = rowsOf(await db.execute(sql`select ${sql.join(counts, sql` + `)} as total`));
  return Number(row?.total ?? 0);
}

/**
 * One page, newest first. Each kind's branch is cut to the rows the page could need before the
 * two are merged, so both are read from their activity index in order and stop early; the names
 * are joined to the page's rows only.
 */
export async function activityPageRows(
  db: Database,
  filter: ActivityFilter,
  page: Page,
): Promise<ActivityRow[]> {
  const offset = (page.number - 1) * page.size;
  const needed = offset + page.size;
  const billPay = conditions(filter, 'billPay');
  const topUp = conditions(filter, 'topUp');
  const branches: SQL[] = [];
  if (billPay) {
    branches.push(sql`(select ${BILL_PAY} as kind, b.id, b.created_at
      from billpay_transactions b where ${billPay}
      order by b.created_at desc, b.id desc limit ${needed})`);
  }
  if (topUp) {
    branches.push(sql`(select ${TOP_UP} as kind, t.id, t.created_at
      from topup_transactions t where ${topUp}
      order by t.created_at desc, t.id desc limit ${needed})`);
  }
  if (branches.length === 0) return [];
  const result = await db.execute(sql`
    select page.kind, page.id, page.created_at,
      coalesce(b.account_number, t.msisdn) as account_number,
      coalesce(p.name, c.name) as provider,
      b.name_on_account,
      coalesce(b.status, t.status) as status,
      coalesce(b.receipt_number, t.receipt_number) as receipt_number,
      coalesce(b.authorization_code, t.authorization_code) as authorization_code,
      coalesce(b.total_cents, t.total_cents) as total_cents
    from (
      select kind, id, created_at from (${sql.join(branches, sql` union all `)}) merged
      order by ${NEWEST_FIRST} limit ${page.size} offset ${offset}
    ) page
    left join billpay_transactions b on page.kind = ${BILL_PAY} and b.id = page.id
    left join providers p on p.provider_id = b.provider_id
    left join topup_transactions t on page.kind = ${TOP_UP} and t.id = page.id
    left join phone_providers c on c.phone_provider_id = t.phone_provider_id
    order by page.created_at desc, page.id desc, page.kind`);
  return rowsOf(result).map(toActivityRow);
}

/** The widest text of each column the filter will export, so the sheet's columns fit. */
export interface ColumnWidths {
  accountNumber: number;
  provider: number;
  nameOnAccount: number;
  status: number;
  receiptNumber: number;
  authorizationCode: number;
  maxTotalCents: number;
}

export async function exportColumnWidths(
  db: Database,
  filter: ActivityFilter,
): Promise<ColumnWidths> {
  const branches = detailedBranches(filter);
  const empty: ColumnWidths = {
    accountNumber: 0,
    provider: 0,
    nameOnAccount: 0,
    status: 0,
    receiptNumber: 0,
    authorizationCode: 0,
    maxTotalCents: 0,
  };
  if (branches.length === 0) return empty;
  const [row] = rowsOf(
    await db.execute(sql`select
      max(length(account_number)) as account_number, max(length(provider)) as provider,
      max(length(name_on_account)) as name_on_account, max(length(status)) as status,
      max(length(receipt_number)) as receipt_number,
      max(length(authorization_code)) as authorization_code, max(total_cents) as total_cents
    from (${sql.join(branches, sql` union all `)}) rows`),
  );
  const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
  return {
    accountNumber: number(row?.account_number),
    provider: number(row?.provider),
    nameOnAccount: number(row?.name_on_account),
    status: number(row?.status),
    receiptNumber: number(row?.receipt_number),
    authorizationCode: number(row?.authorization_code),
    maxTotalCents: number(row?.total_cents),
  };
}

/** Rows fetched from the export's cursor at a time. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Every row the filter matches, newest first, in batches from a server-side cursor inside a
 * read-only transaction: the process never holds more than one batch (PGlite and PostgreSQL
 * alike). `onBatch` may wait (for the response to drain); returning false stops early (the
 * client went away).
 */
export async function streamActivity(
  db: Database,
  filter: ActivityFilter,
  onBatch: (rows: ActivityRow[]) => Promise<boolean>,
): Promise<void> {
  const branches = detailedBranches(filter);
  if (branches.length === 0) return;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare activity_export no scroll cursor for
        select * from (${sql.join(branches, sql` union all `)}) rows order by ${NEWEST_FIRST}`);
      for (;;) {
        const rows = rowsOf(
          await tx.execute(sql.raw(`fetch forward ${EXPORT_BATCH_ROWS} from activity_export`)),
        );
        if (rows.length === 0) break;
        const more = await onBatch(rows.map(toActivityRow));
        if (!more || rows.length < EXPORT_BATCH_ROWS) break;
      }
      await tx.execute(sql`close activity_export`);
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

/** Successful amounts in cents per T&T month key ('2026-11') for the months given. */
export interface MonthTotals {
  billPay: Map<string, number>;
  topUp: Map<string, number>;
}

/**
 * The sums of successful transactions in the `count` calendar months (T&T) ending with the one
 * `now` falls in.
 */
export async function monthlyTotals(
  db: Database,
  customerId: number,
  now: Date,
  count: number,
): Promise<{ months: CalendarMonth[]; totals: MonthTotals }> {
  const current = monthOf(now);
  const months = Array.from({ length: count }, (_, index) =>
    addMonths(current, index - (count - 1)),
  );
  const from = monthStart(months[0]!).toISOString();
  const until = monthStart(addMonths(current, 1)).toISOString();
  // Shifted to T&T wall-clock time (a fixed offset: no daylight saving) before taking the month.
  const month = (table: string) =>
    sql.raw(
      `to_char((${table}.created_at at time zone 'UTC') + interval '${TT_UTC_OFFSET_HOURS} hours', 'YYYY-MM') as month`,
    );
  const sums = async (query: SQL) => {
    const totals = new Map<string, number>();
    for (const row of rowsOf(await db.execute(query))) {
      totals.set(String(row.month), Number(row.total));
    }
    return totals;
  };
  const billPay = await sums(sql`select ${month('b')}, sum(b.total_cents) as total
    from billpay_transactions b
    where b.customer_id = ${customerId} and b.status = 'Successful'
      and b.created_at >= ${from}::timestamptz and b.created_at < ${until}::timestamptz
    group by 1`);
  const topUp = await sums(sql`select ${month('t')}, sum(t.total_cents) as total
    from topup_transactions t
    where t.customer_id = ${customerId} and t.status = 'Successful'
      and t.created_at >= ${from}::timestamptz and t.created_at < ${until}::timestamptz
    group by 1`);
  return { months, totals: { billPay, topUp } };
}
