import { errorMessages } from '@yo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { serverMessages } from '../src/http/server-messages.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, codeSentTo, emailCode, login, register } from './support/flows.js';

describe.each(databaseKinds)('malformed and hostile requests on %s', (kind) => {
  let t: TestApp;
  let anonymous: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    anonymous = await anonymousToken(t);
  });
  afterAll(() => t.close());

  const raw = (
    payload: string,
    contentType = 'application/json',
    url = '/api/users/authenticate',
  ) =>
    t.app.server.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${anonymous}`, 'content-type': contentType },
      payload,
    });

  function expectEnvelopeError(
    response: { statusCode: number; body: string },
    status: number,
    msg?: string,
  ) {
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body);
    expect(body.state).toBe(-1);
    expect(body.data).toBeNull();
    if (msg !== undefined) expect(body.msg).toBe(msg);
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  }

  it('answers malformed JSON with 400', async () => {
    expectEnvelopeError(await raw('{"username": "a@b.tt", '), 400, serverMessages.malformedJson);
  });

  it('answers wrongly typed, missing and unexpected fields with 400 naming the field', async () => {
    const wrongType = await raw(JSON.stringify({ username: 42, password: 'x' }));
    expectEnvelopeError(wrongType, 400);
    expect(JSON.parse(wrongType.body).msg).toContain('username');
    expectEnvelopeError(await raw(JSON.stringify({ username: 'a@b.tt' })), 400);
    expectEnvelopeError(
      await raw(JSON.stringify({ username: 'a@b.tt', password: 'x', admin: true })),
      400,
    );
    expectEnvelopeError(await raw(JSON.stringify(['a@b.tt', 'x'])), 400);
    expectEnvelopeError(await raw('"just text"'), 400);
    expectEnvelopeError(await raw(''), 400);
  });

  it('never echoes a submitted value in an error', async () => {
    const response = await raw(JSON.stringify({ username: 'a@b.tt', password: 12345678901 }));
    expect(response.body).not.toContain('12345678901');
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ username: 'a@b.tt', password: 'x'.repeat(BODY_LIMIT_BYTES) });
    expectEnvelopeError(await raw(big), 413, serverMessages.bodyTooLarge);
  });

  it('answers another content type with 415', async () => {
    expectEnvelopeError(
      await raw('username=a', 'application/x-www-form-urlencoded'),
      415,
      serverMessages.unsupportedMediaType,
    );
    expectEnvelopeError(await raw('<xml/>', 'text/xml'), 415);
  });

  it('answers a wrong method or an unknown call with 404', async () => {
    const response = await t.app.server.inject({ method: 'GET', url: '/api/users/authenticate' });
    expectEnvelopeError(response, 404, errorMessages.pageNotFound);
    expectEnvelopeError(
      await t.app.server.inject({ method: 'DELETE', url: '/api/customers/getphonelist' }),
      404,
    );
  });

  it('answers a broken query with 400, not 500', async () => {
    const response = await t.app.server.inject({
      method: 'GET',
      url: '/api/Banner/GetBannerMessages?pageName=home&pageName=user&isRegistered=true',
      headers: { authorization: `Bearer ${anonymous}` },
    });
    expectEnvelopeError(response, 400);
  });

  it('answers its own faults with 500 and the generic text only', async () => {
    const broken = await startTestApp(kind);
    const token = await anonymousToken(broken);
    await broken.app.database.close();
    const response = await broken.app.server.inject({
      method: 'GET',
      url: '/api/users/countries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(response.body)).toEqual({
      state: -1,
      msg: errorMessages.unreadableResponse,
      data: null,
    });
    await broken.app.server.close();
  });
});

describe.each(databaseKinds)('logs on %s', (kind) => {
  it('never contain passwords, codes, tokens or reset links', async () => {
    const t = await startTestApp(kind, { logLevel: 'info' });
    try {
      const { person, token: registeredToken } = await register(t);
      const { token, pending } = await login(t, person.email, person.password);
      const anonymous = await anonymousToken(t);
      const since = Date.now() - 5;
      await t.get(`users/sendresetpassemail?email=${person.email}`, anonymous);
      let ref = '';
      for (let i = 0; i < 200 && ref === ''; i += 1) {
        const mail = t.app
          .sandbox!.messages.list(person.email)
          .find((m) => Date.parse(m.receivedAt) >= since && m.body.includes('ref='));
        ref = mail?.body.match(/ref=([\w-]+)/)?.[1] ?? '';
        if (ref === '') await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(ref).not.toBe('');
      await t.post('users/verifyemailpass', { ValidString: ref, Password: 'Newpass#456' });
      // A browser following the link: the ref is in the URL the server logs.
      await t.app.server.inject({ url: `/resetpassword?ref=${ref}` });
      const pendingAgain = (
        await t.post(
          'users/authenticate',
          { username: person.email, password: 'Newpass#456' },
          anonymous,
        )
      ).body.data.token;
      const { code } = await emailCode(t, pendingAgain, person.email, person.phone);
      await t.post(
        'users/phoneverify',
        { phone: person.phone, tempVerificationCodeId: 'x', sMSCode: code },
        pendingAgain,
      );
      await codeSentTo(t, person.email);

      const logs = t.logs.join('\n');
      expect(logs).toContain('incoming request');
      for (const secret of [
        person.password,
        'Newpass#456',
        code,
        ref,
        token,
        pending,
        registeredToken,
        anonymous,
      ]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
