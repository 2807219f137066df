import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/http/logging.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

/** Log lines at warn or above (pino: 40 warn, 50 error, 60 fatal). */
function errorLines(logs: string[]): string[] {
  return logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim() !== '' && (JSON.parse(line) as { level: number }).level >= 40);
}

describe('serializeError', () => {
  it('keeps what went wrong and drops the values a query was sent with', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email_unique"'),
      {
        code: '23505',
        detail: 'Key (lower(email))=(ann@example.tt) already exists.',
        parameters: ['ann@example.tt', '18685550001'],
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into customers values ($1, $2)\nparams: ann@example.tt,18685550001',
        {
          cause,
        },
      ),
      { query: 'insert into customers values ($1, $2)', params: ['ann@example.tt', '18685550001'] },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('ann@example.tt');
    expect(text).not.toContain('18685550001');
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into customers values ($1, $2)\nparams: [Redacted]',
      query: 'insert into customers values ($1, $2)',
      params: '[Redacted]',
      cause: {
        message: 'duplicate key value violates unique constraint "customers_email_unique"',
        code: '23505',
        detail: '[Redacted]',
        parameters: '[Redacted]',
      },
    });
    expect(
      serializeError(new Error('invalid input syntax for type integer: "18685550001"')),
    ).toMatchObject({
      message: 'invalid input syntax for type integer: "[Redacted]"',
    });
  });
});

describe.each(databaseKinds)('error logs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'info' });
  });
  afterAll(() => t.close());

  it('carry no email or phone of the customer a failed query was about', async () => {
    const { person } = await register(t);
    const anonymous = await anonymousToken(t);
    const { db } = t.app.database;
    // The database fails every query on the customers and their phones for a moment.
    await db.execute(sql.raw('alter table customers rename to customers_away'));
    await db.execute(sql.raw('alter table customer_phones rename to customer_phones_away'));
    const before = t.logs.length;
    try {
      const login = await t.post(
        'users/authenticate',
        { username: person.email, password: person.password },
        anonymous,
      );
      const sms = await t.post(
        'users/sendsmsverifycode',
        { Phone: person.phone, isVerify: false, email: person.email },
        anonymous,
      );
      expect([login.status, sms.status]).toEqual([500, 500]);
    } finally {
      await db.execute(sql.raw('alter table customers_away rename to customers'));
      await db.execute(sql.raw('alter table customer_phones_away rename to customer_phones'));
    }
    const lines = errorLines(t.logs.slice(before));
    // The failures are logged, with their queries...
    expect(lines.filter((line) => line.includes('Failed query')).length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).toContain('params: [Redacted]');
    // ...and without the values they were sent with.
    for (const secret of [person.email, person.phone, person.phone.slice(4)]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
