import { contactMessages, DOCUMENT_IDS } from '@yo/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages as contactRows, serviceStatuses } from '../src/db/schema.js';
import { serverMessages } from '../src/http/server-messages.js';
import { AGENT_LISTING_COLUMNS } from '../src/modules/content/agents.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken } from './support/flows.js';

describe.each(databaseKinds)('content calls on %s', (kind) => {
  let t: TestApp;
  let anonymous: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { supportEmail: 'care@yo.example' });
    anonymous = await anonymousToken(t);
  });
  afterAll(() => t.close());

  it('lists signup countries with phone codes, Trinidad and Tobago first', async () => {
    const response = await t.get('users/countries', anonymous);
    expect(response.body.state).toBe(1);
    expect(response.body.data[0]).toEqual({
      countryId: 1,
      description: 'Trinidad and Tobago',
      phoneCode: '1868',
    });
    expect(response.body.data.length).toBeGreaterThan(5);
  });

  it('lists address countries by ISO numeric code, 780 first', async () => {
    const response = await t.get('public/countries', anonymous);
    const countries = response.body.data as Array<{ isoCode: string; name: string }>;
    expect(countries[0]).toEqual({ isoCode: '780', name: 'Trinidad and Tobago' });
    expect(countries).toContainEqual({ isoCode: '840', name: 'United States' });
    expect(countries).toContainEqual({ isoCode: '052', name: 'Barbados' });
    expect(countries.every((c) => /^\d{3}$/.test(c.isoCode))).toBe(true);
  });

  it("lists the United States' states for 840 and none for other countries", async () => {
    const states = (await t.get('public/country/840/states', anonymous)).body.data;
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ alphaCode: 'NY', name: 'New York' });
    expect((await t.get('public/country/780/states', anonymous)).body).toEqual({
      state: 1,
      msg: '',
      data: [],
    });
    expect((await t.get('public/country/abc/states', anonymous)).body.data).toEqual([]);
  });

  it('gives the banners of a page for guests and for customers, closeable and not', async () => {
    const guest = (
      await t.get('Banner/GetBannerMessages?pageName=home&isRegistered=false', anonymous)
    ).body;
    const customer = (
      await t.get('banner/getbannermessages?pageName=home&isRegistered=true', anonymous)
    ).body;
    expect(guest.state).toBe(1);
    expect(guest.data.map((b: { closeable: boolean }) => b.closeable)).toEqual([true, false]);
    expect(customer.data).toHaveLength(3);
    for (const banner of customer.data) {
      expect(banner).toEqual({
        id: expect.any(Number),
        message: expect.stringMatching(/^<p>/),
        closeable: expect.any(Boolean),
      });
    }
    expect(
      (await t.get('Banner/GetBannerMessages?pageName=nowhere&isRegistered=false', anonymous)).body
        .data,
    ).toEqual([]);
    const bad = await t.get('Banner/GetBannerMessages?pageName=home&isRegistered=maybe', anonymous);
    expect(bad.status).toBe(400);
  });

  it('reports both services active, and a switch made in the database at once', async () => {
    for (const serviceId of ['billpay', 'topup']) {
      const response = await t.get(`transaction/service/status?serviceId=${serviceId}`, anonymous);
      expect(response.body).toMatchObject({
        state: 1,
        data: { isActive: true, statusTitle: expect.any(String), messageType: 'info' },
      });
    }
    await t.app.database.db
      .update(serviceStatuses)
      .set({
        isActive: false,
        statusTitle: 'Maintenance',
        statusMessage: '<p>Back at 3am.</p>',
        messageType: 'warning',
      })
      .where(eq(serviceStatuses.serviceId, 'topup'));
    expect(
      (await t.get('transaction/service/status?serviceId=topup', anonymous)).body.data,
    ).toEqual({
      isActive: false,
      statusTitle: 'Maintenance',
      statusMessage: '<p>Back at 3am.</p>',
      messageType: 'warning',
    });
    expect((await t.get('transaction/service/status?serviceId=lottery', anonymous)).status).toBe(
      400,
    );
  });

  it('serves the terms, privacy policy and letter of interest as PDFs without a token', async () => {
    for (const id of [DOCUMENT_IDS.terms, DOCUMENT_IDS.privacy, DOCUMENT_IDS.letterOfInterest]) {
      const response = await t.get(`document/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.body as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1500);
    }
  });

  it('serves the agent listing as a spreadsheet of more than 120 agents in the spec columns', async () => {
    const response = await t.get(`document/${DOCUMENT_IDS.agentListing}`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.body as Buffer).buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...AGENT_LISTING_COLUMNS]);
    expect(sheet.rowCount - 1).toBeGreaterThan(120);
    const row = (sheet.getRow(2).values as string[]).slice(1);
    expect(row[4]).toMatch(/^1\(868\) \d{3}-\d{4}$/);
    expect(row[6]).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  });

  it('serves the videos as MP4', async () => {
    for (const id of [
      DOCUMENT_IDS.scan2payVideo,
      DOCUMENT_IDS.howToScanVideo,
      DOCUMENT_IDS.paymentGatewayVideo,
      DOCUMENT_IDS.threeDSecureVideo,
      DOCUMENT_IDS.failedTransactionVideo,
    ]) {
      const response = await t.get(`document/${id}`);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect((response.body as Buffer).subarray(4, 8).toString()).toBe('ftyp');
    }
  });

  it('answers an unknown document id with 404 in the envelope', async () => {
    const response = await t.get('document/no-such-file');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ state: -1, msg: serverMessages.documentNotFound, data: null });
  });

  it('keeps a contact message and sends it to the support mailbox', async () => {
    const response = await t.post(
      'public/SendContactEmail',
      {
        subject: contactMessages.subject('Ravi Maharaj'),
        message: 'My payment to T&TEC shows twice.',
        email: 'ravi@example.tt',
        mobile: '18687001234',
      },
      anonymous,
    );
    expect(response.body).toEqual({ state: 1, msg: contactMessages.sent, data: null });
    const stored = await t.app.database.db
      .select()
      .from(contactRows)
      .where(eq(contactRows.email, 'ravi@example.tt'));
    expect(stored).toHaveLength(1);
    for (
      let i = 0;
      i < 200 && t.app.sandbox!.messages.list('care@yo.example').length === 0;
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(t.app.sandbox!.messages.list('care@yo.example')[0]).toMatchObject({
      channel: 'email',
      subject: 'New contact request from Ravi Maharaj',
      body: expect.stringContaining('My payment to T&TEC shows twice.'),
    });
  });

  it('re-checks the contact form with the messages of 5.11', async () => {
    const base = {
      subject: contactMessages.subject('Ravi'),
      message: 'Hello',
      email: 'ravi@example.tt',
      mobile: '',
    };
    for (const [change, msg] of [
      [{ subject: contactMessages.subject('') }, contactMessages.nameEmpty],
      [{ subject: contactMessages.subject('R2D2') }, contactMessages.nameInvalid],
      [{ subject: 'Hello there' }, contactMessages.nameEmpty],
      [{ email: '' }, contactMessages.emailEmpty],
      [{ message: '' }, contactMessages.messageEmpty],
      [{ mobile: '868-700' }, contactMessages.mobileInvalid],
    ] as const) {
      const response = await t.post('public/SendContactEmail', { ...base, ...change }, anonymous);
      expect(response.status, msg).toBe(400);
      expect(response.body.msg).toBe(msg);
    }
  });
});

describe('contact requests per client address', () => {
  it('answers 429 past the limit', async () => {
    const t = await startTestApp('pglite', { rateLimitScale: 1 });
    try {
      const anonymous = await anonymousToken(t);
      const body = {
        subject: contactMessages.subject('Ravi'),
        message: 'Hi',
        email: 'ravi@example.tt',
        mobile: '',
      };
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await t.post('public/SendContactEmail', body, anonymous)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
