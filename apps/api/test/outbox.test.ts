import { createSandbox } from '@yo/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { outbox } from '../src/db/schema.js';
import { enqueue } from '../src/integrations/outbox.js';
import { startTestApp, type TestApp } from './support/app.js';
import { testConfig } from './support/config.js';
import { databaseKinds, openTestDatabase } from './support/database.js';
import { anonymousToken, codeSentTo, newPerson } from './support/flows.js';

describe.each(databaseKinds)('mail and SMS outbox on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { outboxRetryBaseMs: 100 });
  });
  afterAll(() => t.close());

  it('delivers a code requested while the SMTP server is down once it is back', async () => {
    const smtp = t.app.sandbox!.smtp;
    await smtp.stop();
    const person = newPerson();
    const anonymous = await anonymousToken(t);
    const sent = await t.post(
      'users/sendemailverifycode',
      { Email: person.email, Phone: person.phone },
      anonymous,
    );
    expect(sent.body.state).toBe(1);
    // Tried and failed at least once while the server was down.
    for (let i = 0; i < 200; i += 1) {
      const [row] = await t.app.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, person.email));
      if (row?.lastError) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const [failed] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person.email));
    expect(failed).toMatchObject({ status: 'pending' });
    expect(failed!.attempts).toBeGreaterThan(0);
    expect(failed!.lastError).toBeTruthy();
    expect(t.app.sandbox!.messages.list(person.email)).toEqual([]);

    await smtp.start();
    const code = await codeSentTo(t, person.email, 0, 15_000);
    const verified = await t.post(
      'users/phoneverify',
      {
        phone: person.phone,
        tempVerificationCodeId: sent.body.data.tempVerificationCodeId,
        sMSCode: code,
      },
      anonymous,
    );
    expect(verified.body.state).toBe(1);
    const [delivered] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person.email));
    expect(delivered).toMatchObject({ status: 'sent' });
  });

  it('delivers each message once even when two workers poll together', async () => {
    const person = newPerson();
    await t.app.outbox.stop();
    for (let i = 0; i < 6; i += 1) {
      await enqueue(t.app.database.db, {
        channel: 'email',
        recipient: person.email,
        subject: `n${i}`,
        body: `body ${i}`,
      });
    }
    await Promise.all([t.app.outbox.runOnce(), t.app.outbox.runOnce(), t.app.outbox.runOnce()]);
    t.app.outbox.start();
    const rows = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person.email));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(6).fill(['sent', 1]));
    expect(
      t.app
        .sandbox!.messages.list(person.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
  });
});

describe.each(databaseKinds)('outbox across a restart on %s', (kind) => {
  it('keeps queued messages in the database and sends them after the process restarts', async () => {
    const database = await openTestDatabase(kind);
    const sandbox = await createSandbox();
    try {
      // First process: mail is queued while the SMTP server is unreachable, then the process stops.
      await sandbox.smtp.stop();
      const first = await buildApp(testConfig({ outboxRetryBaseMs: 60_000 }), {
        database,
        sandbox,
      });
      await first.server.ready();
      await enqueue(database.db, {
        channel: 'email',
        recipient: 'restart@example.tt',
        subject: 'Kept',
        body: 'queued before the restart',
      });
      first.outbox.wake();
      for (let i = 0; i < 200; i += 1) {
        const [row] = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, 'restart@example.tt'));
        if (row && row.attempts > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await first.server.close();

      // Second process: the message is due again and the server is back.
      await sandbox.smtp.start();
      await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(outbox.recipient, 'restart@example.tt'));
      const second = await buildApp(testConfig(), { database, sandbox });
      await second.server.ready();
      for (let i = 0; i < 400 && sandbox.messages.list('restart@example.tt').length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(sandbox.messages.list('restart@example.tt')).toEqual([
        expect.objectContaining({ subject: 'Kept', body: 'queued before the restart' }),
      ]);
      await second.server.close();
    } finally {
      await sandbox.close();
      await database.close();
    }
  });
});
