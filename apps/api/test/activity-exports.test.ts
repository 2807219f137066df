import { fileNameFromContentDisposition, formatTransactionDate, screenText } from '@yo/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { csvField, writeCsv, writeXlsx } from '../src/modules/activity/exports.js';
import { activityFilter } from '../src/modules/activity/filters.js';
import { countActivity } from '../src/modules/activity/queries.js';
import { customer, insertFixtures, query, type Fixture } from './support/activity.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';

const PAYEES: Record<number, string> = { 1: 'T&TEC', 2: 'WASA', 11: 'Solis Credit' };
const CARRIERS: Record<number, string> = { 1: 'Digicel', 2: 'bmobile' };
const STATUSES = ['Successful', 'Failed', 'Reversed', 'Captured', 'Pending'] as const;

/** More rows than two of the export's cursor batches (1,000), one a minute apart. */
const COUNT = 2_150;
const start = Date.parse('2026-03-01T04:00:00.000Z');
const rows: Fixture[] = Array.from({ length: COUNT }, (_, index) => {
  const at = new Date(start + index * 7 * 60_000);
  const status = STATUSES[index % STATUSES.length]!;
  const totalCents = 1 + ((index * 7919) % 2_500_000);
  return index % 3 === 0
    ? {
        kind: 'TopUps',
        ref: `R${index}`,
        phoneProviderId: (index % 2) + 1,
        status,
        at,
        totalCents,
        msisdn: `1868${String(3000000 + index)}`,
      }
    : {
        kind: 'Billpay',
        ref: `R${index}`,
        providerId: [1, 2, 11][index % 3]!,
        status,
        at,
        totalCents,
        accountNumber: `ACC-${index}`,
        nameOnAccount: `Name ${index}`,
      };
});
/** Texts a spreadsheet program would run as formulas, and texts CSV must quote. */
const tricky: Fixture[] = [
  {
    kind: 'Billpay',
    ref: 'F1',
    providerId: 1,
    status: 'Successful',
    at: new Date(start + COUNT * 7 * 60_000),
    totalCents: 123456,
    accountNumber: '=1+2',
    nameOnAccount: '=HYPERLINK("http://evil.example","click")',
  },
  {
    kind: 'Billpay',
    ref: '+F2',
    providerId: 2,
    status: 'Failed',
    at: new Date(start + (COUNT + 1) * 7 * 60_000),
    totalCents: 5,
    accountNumber: '-5',
    nameOnAccount: '@SUM(A1:A9)',
  },
  {
    kind: 'Billpay',
    ref: 'F3',
    providerId: 11,
    status: 'Reversed',
    at: new Date(start + (COUNT + 2) * 7 * 60_000),
    totalCents: 100,
    accountNumber: 'A, "quoted"',
    nameOnAccount: 'Two\r\nlines',
  },
];
const all = [...rows, ...tricky];

/** What the activity table shows of a fixture row, as the exports write it (before escaping). */
function expectedCells(row: Fixture): string[] {
  const billPay = row.kind === 'Billpay';
  return [
    formatTransactionDate(row.at),
    billPay ? (row.accountNumber ?? '100234567') : (row.msisdn ?? '18683051234'),
    billPay ? PAYEES[row.providerId]! : CARRIERS[row.phoneProviderId]!,
    billPay ? (row.nameOnAccount ?? '') : '',
    row.kind,
    row.status,
    row.ref,
    `A${row.ref}`,
    (row.totalCents / 100).toFixed(2),
  ];
}
const newestFirst = (list: Fixture[]) => [...list].sort((a, b) => b.at.getTime() - a.at.getTime());

/** A response body as exceljs's `load` types it (its own `Buffer`, an ArrayBuffer). */
const xlsxBytes = (body: Buffer) =>
  body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as Parameters<
    ExcelJS.Xlsx['load']
  >[0];

/** RFC 4180: fields separated by commas, records by CRLF, quotes doubled inside quoted fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+1868', "'+1868"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['', ''],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe.each(databaseKinds)('activity exports on %s', (kind) => {
  let t: TestApp;
  let owner: { token: string; customerId: number };

  beforeAll(async () => {
    // Both sweeps off: the fixtures' old Pending rows are what the sweeps close as abandoned.
    t = await startTestApp(kind, { billPaySweepMs: 0, topUpDeliveryPollMs: 0 });
    owner = await customer(t);
    const other = await customer(t);
    await insertFixtures(t.app.database.db, owner.customerId, all);
    await insertFixtures(
      t.app.database.db,
      other.customerId,
      tricky.map((row) => ({ ...row, ref: `other-${row.ref}` })),
    );
  }, 120_000);
  afterAll(() => t.close());

  it("writes the customer's whole history to 'Transactions Report.csv' (RFC 4180, UTF-8 BOM, formulas escaped)", async () => {
    const response = await t.post('transaction/export/csv', query({ pageSize: null }), owner.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fileNameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      'Transactions Report.csv',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Transactions Report.csv"; filename*=UTF-8''Transactions%20Report.csv`,
    );
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(bytes.toString('utf8').slice(1));
    expect(records[0]).toEqual([...screenText.activityColumns]);
    const expected = newestFirst(all).map((row) =>
      expectedCells(row).map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
    );
    expect(records.slice(1)).toEqual(expected);
    // The escaped cells, spelled out.
    expect(records[1]).toEqual([
      formatTransactionDate(tricky[2]!.at),
      'A, "quoted"',
      'Solis Credit',
      'Two\r\nlines',
      'Billpay',
      'Reversed',
      'F3',
      'AF3',
      '1.00',
    ]);
    expect(records[2]!.slice(1, 8)).toEqual([
      "'-5",
      'WASA',
      "'@SUM(A1:A9)",
      'Billpay',
      'Failed',
      "'+F2",
      'A+F2',
    ]);
    expect(records[3]!.slice(1, 4)).toEqual([
      "'=1+2",
      'T&TEC',
      '\'=HYPERLINK("http://evil.example","click")',
    ]);
  });

  it('exports the rows the filters select, the page size ignored', async () => {
    const filters = {
      tranType: ['TopUps'],
      tranStatus: ['Successful', 'Pending'],
      phoneProvider: [2],
      startDate: '2026-03-05',
      endDate: '2026-03-07',
    };
    const page = await t.post(
      'transaction/filtered',
      query({ ...filters, pageSize: 50 }),
      owner.token,
    );
    const response = await t.post(
      'transaction/export/csv',
      query({ ...filters, pageSize: 10, pageNumber: 3 }),
      owner.token,
    );
    const records = parseCsv((response.body as Buffer).toString('utf8').slice(1)).slice(1);
    expect(page.body.data.totalCount).toBeGreaterThan(0);
    expect(page.body.data.totalCount).toBeLessThanOrEqual(50);
    expect(records.map((record) => record[6])).toEqual(
      page.body.data.pagedItems.map((item: { orderNumber: string }) => item.orderNumber),
    );
    for (const record of records)
      expect(record.slice(2, 6)).toEqual([
        'bmobile',
        '',
        'TopUps',
        expect.stringMatching(/^(Successful|Pending)$/),
      ]);
  });

  it('refuses an export with a malformed filter before any file starts', async () => {
    const response = await t.post(
      'transaction/export/excel',
      query({ startDate: '2026-02-30' }),
      owner.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.state).toBe(-1);
  });

  it("writes 'Transactions Report.xlsx': a frozen header row, typed dates and currency, columns that fit", async () => {
    const response = await t.post(
      'transaction/export/excel',
      query({ pageSize: null }),
      owner.token,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(fileNameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      'Transactions Report.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes(response.body));
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet).toBeDefined();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(all.length + 1);
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([...screenText.activityColumns]);
    expect(header.getCell(1).font?.bold).toBe(true);

    const expected = newestFirst(all);
    for (const [index, row] of expected.entries()) {
      const cells = sheet.getRow(index + 2);
      const date = cells.getCell(1);
      // The wall-clock time of Trinidad and Tobago, as Excel has no time zones.
      expect(date.value).toEqual(new Date(row.at.getTime() - 4 * 3_600_000));
      const text = expectedCells(row);
      for (let column = 2; column <= 8; column++) {
        if (text[column - 1] !== '')
          expect(cells.getCell(column).type).toBe(ExcelJS.ValueType.String);
        // XML keeps a line break as LF alone.
        expect(cells.getCell(column).value ?? '').toBe(text[column - 1]!.replace(/\r\n/g, '\n'));
      }
      expect(cells.getCell(9).value).toBe(row.totalCents / 100);
      if (index < 3) {
        expect(date.numFmt).toBe('yyyy-mm-dd h:mm AM/PM');
        expect(cells.getCell(9).numFmt).toBe('"TTD $"#,##0.00');
      }
    }
    // Formula-like text stays text in a workbook: nothing to escape, nothing that runs.
    expect(sheet.getRow(4).getCell(4).value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(sheet.getRow(4).getCell(4).formula).toBeUndefined();

    const longest = (column: number) =>
      Math.max(
        ...expected.map((row) => expectedCells(row)[column - 1]!.length),
        screenText.activityColumns[column - 1]!.length,
      );
    for (const column of [2, 3, 4, 7, 8]) {
      expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(longest(column));
      expect(sheet.getColumn(column).width).toBeLessThanOrEqual(longest(column) + 4);
    }
    // The widest amount: 'TTD $24,999.93'.
    const widest = `TTD $${(Math.max(...all.map((row) => row.totalCents)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(sheet.getColumn(9).width).toBeGreaterThanOrEqual(widest.length);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('2026-03-01 12:00 AM'.length);
  });

  it.each([
    ['csv', writeCsv],
    ['xlsx', writeXlsx],
  ])(
    'stops reading and ends its transaction when the client hangs up (%s)',
    async (_format, write) => {
      const db = t.app.database.db;
      const filter = activityFilter(owner.customerId, query({ pageSize: null }));
      let written = 0;
      // A client that takes the first bytes, then goes away.
      const output = new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          output.destroy();
          done();
        },
      });
      output.on('error', () => undefined);
      // Counts the statements the export's transaction runs: declare, each fetch, close.
      let statements = 0;
      const counted = new Proxy(db, {
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (key !== 'transaction')
            return typeof value === 'function' ? value.bind(target) : value;
          return (run: (tx: typeof db) => Promise<unknown>, config: unknown) =>
            target.transaction(
              (tx) =>
                run(
                  new Proxy(tx, {
                    get(inner, name) {
                      const member = Reflect.get(inner, name) as unknown;
                      if (typeof member !== 'function') return member;
                      if (name === 'execute') statements += 1;
                      return member.bind(inner);
                    },
                  }) as unknown as typeof db,
                ),
              config as never,
            );
        },
      });
      await write(counted, filter, output);
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThan(50_000);
      // One batch of 1,000 rows read, of three: declare, one fetch, close.
      expect(statements).toBe(3);
      // The export's transaction is over: the database answers (PGlite has one connection).
      expect(await countActivity(db, filter)).toBe(all.length);
    },
  );

  it('writes just the header row for a customer with nothing', async () => {
    const empty = await customer(t);
    const csv = await t.post('transaction/export/csv', query({ pageSize: null }), empty.token);
    expect((csv.body as Buffer).toString('utf8')).toBe(
      `\uFEFF${screenText.activityColumns.join(',')}\r\n`,
    );
    const xlsx = await t.post('transaction/export/excel', query({ pageSize: null }), empty.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes(xlsx.body));
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(1);
  });
});
