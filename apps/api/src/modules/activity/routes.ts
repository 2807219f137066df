import { PassThrough, type Writable } from 'node:stream';
import {
  CURRENCY_CODE,
  CURRENCY_SYMBOL,
  EXPORT_FILE_NAMES,
  MONTHLY_STATS_MONTHS,
  routes,
  toWireAmount,
  type Cents,
  type MonthlyStat,
  type PagedTransactions,
  type Transaction,
} from '@yo/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { userOf, type RouteInput } from '../../http/routes.js';
import { writeCsv, writeXlsx } from './exports.js';
import { activityFilter, activityPage, type ActivityFilter } from './filters.js';
import { activityPageRows, countActivity, monthlyTotals, type ActivityRow } from './queries.js';
import { monthKey, monthLabel } from './time.js';

export interface ActivityOptions {
  /** Milliseconds since the epoch; the stats' months are counted from it (tests fix it). */
  clock?: () => number;
}

/** An export reads a customer's whole history: a few a minute from one address is plenty. */
const EXPORT_LIMIT = { max: 20, timeWindow: '1 minute' };

function transaction(row: ActivityRow): Transaction {
  return {
    transactionDate: row.createdAt.toISOString(),
    accountNumber: row.accountNumber,
    provider: row.provider,
    nameOnAccount: row.nameOnAccount,
    tranType: row.kind,
    tranStatus: row.status,
    orderNumber: row.receiptNumber,
    authCode: row.authorizationCode,
    amount: toWireAmount(row.totalCents as Cents),
    currencySymbol: CURRENCY_SYMBOL,
    currencyCode: CURRENCY_CODE,
  };
}

/** `attachment; filename="…"` with the RFC 5987 form beside it (the names hold a space). */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a file written by `write` as it is produced. A failure after the first bytes can only
 * cut the download short (the status is gone); it is logged.
 */
function streamFile(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  file: { name: string; type: string },
  write: (output: Writable) => Promise<void>,
) {
  const output = new PassThrough();
  write(output).catch((error: unknown) => {
    log.error({ err: error }, 'activity export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(file.type)
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .send(output);
}

/**
 * transaction/filtered, transaction/getmonthlystats and the two exports. Every query is of the
 * token's customer: the body narrows what that customer sees and can never name another.
 */
export function registerActivityRoutes(
  { db, define }: Pick<AppContext, 'db' | 'define'>,
  log: FastifyBaseLogger,
  options: ActivityOptions = {},
) {
  const clock = options.clock ?? Date.now;

  define(routes.filteredTransactions, {}, async ({ body, principal }) => {
    const { customerId } = userOf(principal);
    const filter = activityFilter(customerId, body);
    const page = activityPage(body);
    const [totalCount, rows] = await Promise.all([
      countActivity(db, filter),
      activityPageRows(db, filter, page),
    ]);
    const data: PagedTransactions = {
      pagedItems: rows.map(transaction),
      totalCount,
      pageCount: Math.ceil(totalCount / page.size),
      pageNumber: page.number,
      pageSize: page.size,
    };
    return ok(data);
  });

  define(routes.monthlyStats, {}, async ({ principal }) => {
    const { customerId } = userOf(principal);
    const { months, totals } = await monthlyTotals(
      db,
      customerId,
      new Date(clock()),
      MONTHLY_STATS_MONTHS,
    );
    const data: MonthlyStat[] = months.map((month) => ({
      month: monthLabel(month),
      billPay: toWireAmount((totals.billPay.get(monthKey(month)) ?? 0) as Cents),
      topUps: toWireAmount((totals.topUp.get(monthKey(month)) ?? 0) as Cents),
    }));
    return ok(data);
  });

  // Both exports take the filtered call's body; its page size and number are not used.
  const exportFile = (
    {
      body,
      principal,
    }: Pick<RouteInput<typeof routes.exportTransactionsCsv>, 'body' | 'principal'>,
    reply: FastifyReply,
    file: { name: string; type: string },
    write: (db: Database, filter: ActivityFilter, output: Writable) => Promise<void>,
  ) => {
    const filter = activityFilter(userOf(principal).customerId, body);
    return streamFile(reply, log, file, (output) => write(db, filter, output));
  };
  const excel = {
    name: EXPORT_FILE_NAMES.excel,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  const csv = { name: EXPORT_FILE_NAMES.csv, type: 'text/csv; charset=utf-8' };
  define(routes.exportTransactionsExcel, { rateLimit: EXPORT_LIMIT }, async (input, _, reply) =>
    exportFile(input, reply, excel, writeXlsx),
  );
  define(routes.exportTransactionsCsv, { rateLimit: EXPORT_LIMIT }, async (input, _, reply) =>
    exportFile(input, reply, csv, writeCsv),
  );
}
