import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import {
  activityMessages,
  CURRENCY_CODE,
  CURRENCY_SYMBOL,
  screenText,
  toCents,
  toDecimalString,
  toWireAmount,
  TRANSACTION_TYPES,
} from '@yo/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/database.js';
import type { ActivityFilter } from './filters.js';
import { exportColumnWidths, streamActivity, type ActivityRow } from './queries.js';
import { formatActivityDate, wallClock } from './time.js';

/** The header row: the activity table's columns (2.14), in its order. */
export const EXPORT_COLUMNS = screenText.activityColumns;

/** A row's cells in the columns' order: text, except the date and the amount. */
function cells(row: ActivityRow) {
  return {
    date: row.createdAt,
    text: [
      row.accountNumber,
      row.provider,
      row.nameOnAccount ?? '',
      row.kind,
      row.status,
      row.receiptNumber ?? '',
      row.authorizationCode ?? '',
    ],
    totalCents: row.totalCents,
  };
}

const decimal = (cents: number) => toDecimalString(toCents(cents));

/** Resolves on `event` from `emitter`, or as soon as `output` closes (the client hung up). */
function eventOrClose(emitter: EventEmitter, event: string, output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      emitter.off(event, done);
      output.off('close', done);
      resolve();
    };
    emitter.on(event, done);
    output.on('close', done);
  });
}

/** Waits while the destination is full; false once it is gone (the client hung up). */
async function drained(output: Writable): Promise<boolean> {
  if (output.destroyed) return false;
  if (output.writableNeedDrain) await eventOrClose(output, 'drain', output);
  return !output.destroyed;
}

/** Characters that make a spreadsheet program read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-like text gets a leading apostrophe; quoted when it must be (RFC 4180). */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The CSV export: UTF-8 with a byte-order mark (so spreadsheet programs read it as UTF-8),
 * CRLF lines, a header row, dates in T&T time as the table shows them, amounts as decimals.
 */
export async function writeCsv(db: Database, filter: ActivityFilter, output: Writable) {
  output.write(`\uFEFF${csvLine(EXPORT_COLUMNS)}`);
  await streamActivity(db, filter, async (rows) => {
    let chunk = '';
    for (const row of rows) {
      const { date, text, totalCents } = cells(row);
      chunk += csvLine([formatActivityDate(date), ...text, decimal(totalCents)]);
    }
    output.write(chunk);
    return drained(output);
  });
  output.end();
}

const DATE_FORMAT = 'yyyy-mm-dd h:mm AM/PM';
const AMOUNT_FORMAT = `"${CURRENCY_CODE} ${CURRENCY_SYMBOL}"#,##0.00`;
/** '2026-11-22 12:05 PM', the widest a date cell shows. */
const DATE_WIDTH = 19;
/** Room for the filter button and the cell's padding. */
const PADDING = 3;

/**
 * The Excel export, written by exceljs's streaming writer: a header row frozen above typed
 * cells (dates in T&T wall-clock time, amounts as currency numbers) and columns as wide as the
 * widest value the filter will bring, measured by the database before the rows are streamed.
 */
export async function writeXlsx(db: Database, filter: ActivityFilter, output: Writable) {
  const widths = await exportColumnWidths(db, filter);
  // 'TTD $' and the largest amount with its thousands separators.
  const whole = decimal(widths.maxTotalCents).split('.')[0]!;
  const amountWidth =
    `${CURRENCY_CODE} ${CURRENCY_SYMBOL}`.length +
    whole.length +
    Math.floor((whole.length - 1) / 3) +
    '.00'.length;
  const contentWidths = [
    DATE_WIDTH,
    widths.accountNumber,
    widths.provider,
    widths.nameOnAccount,
    Math.max(...Object.values(TRANSACTION_TYPES).map((type) => type.length)),
    widths.status,
    widths.receiptNumber,
    widths.authorizationCode,
    amountWidth,
  ];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(activityMessages.exportSheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((header, index) => ({
    key: String(index),
    width: Math.max(header.length, contentWidths[index] ?? 0) + PADDING,
    ...(index === 0 ? { style: { numFmt: DATE_FORMAT } } : {}),
    ...(index === EXPORT_COLUMNS.length - 1
      ? { style: { numFmt: AMOUNT_FORMAT, alignment: { horizontal: 'right' as const } } }
      : {}),
  }));
  const header = sheet.addRow([...EXPORT_COLUMNS]);
  header.font = { bold: true };
  header.commit();
  await streamActivity(db, filter, async (rows) => {
    for (const row of rows) {
      const { date, text, totalCents } = cells(row);
      // Excel has no time zones: the cell holds the time T&T's clocks showed.
      // The amount leaves as a number once, here: Excel's currency cells hold numbers.
      sheet.addRow([wallClock(date), ...text, toWireAmount(toCents(totalCents))]).commit();
    }
    return (await zipCaughtUp(sheet, output)) && drained(output);
  });
  // A client that hung up gets nothing more (the zip would write to a closed stream).
  if (output.destroyed) return;
  sheet.commit();
  await workbook.commit();
}

/** How much worksheet XML may wait for the zip's compression before the rows wait instead. */
const ZIP_BACKLOG_BYTES = 1024 * 1024;

interface PendingWrites extends EventEmitter {
  _writableState?: { length: number };
}

/**
 * exceljs hands each committed row's XML to the zip entry without backpressure: rows made faster
 * than they are compressed would pile up (the whole sheet, for a long export). This waits until
 * the entry's buffer is down to `ZIP_BACKLOG_BYTES`. It reads exceljs's and the zip stream's
 * internals (`stream.pipes`, `_writableState`); if a version lacks them it waits for nothing.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, output: Writable): Promise<boolean> {
  const pipes = (sheet as unknown as { stream?: { pipes?: PendingWrites[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    while ((pipe._writableState?.length ?? 0) > ZIP_BACKLOG_BYTES && !output.destroyed) {
      await eventOrClose(pipe, 'drain', output);
    }
  }
  return !output.destroyed;
}
