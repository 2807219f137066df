// A bounded local load test of the built API (dist/server.js), on 127.0.0.1 only: the two steps
// of login (users/authenticate, users/phoneverify) and GET Banner/GetBannerMessages, on PGlite
// and, when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, on PostgreSQL in a throwaway schema.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { onEachDatabase, requireBuild, startServer, stop, summary } from './support/server.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 120);
const AUTH_REQUESTS = Number(process.env.BENCH_AUTH_REQUESTS ?? 300);
const BANNER_REQUESTS = Number(process.env.BENCH_BANNER_REQUESTS ?? 5000);
const MAX_SECONDS = 30;

requireBuild();

async function call(base, method, apiPath, token, body) {
  const response = await fetch(`${base}/api/${apiPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

async function readCode(base, to, after) {
  for (let i = 0; i < 400; i += 1) {
    const messages = await (
      await fetch(`${base}/sandbox/api/messages?to=${encodeURIComponent(to)}`)
    ).json();
    if (messages[0] && Date.parse(messages[0].receivedAt) >= after)
      return messages[0].body.match(/\b(\d{6})\b/)[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code for ${to}`);
}

async function inBatches(count, size, task) {
  const results = [];
  for (let start = 0; start < count; start += size) {
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, i) => task(start + i)),
      )),
    );
  }
  return results;
}

async function registerUsers(base) {
  const runId = randomBytes(3).toString('hex');
  return inBatches(USERS, 8, async (i) => {
    const person = {
      firstName: 'Bench',
      lastName: 'User',
      email: `bench.${runId}.${i}@example.tt`,
      phone: `1868${String(3000000 + i)}`,
      countryId: 1,
      password: 'Bench#1234',
      referralCode: '',
      receivePromotions: false,
    };
    const token = (
      await call(base, 'POST', 'users/authenticateAPI', null, {
        username: 'yo-web',
        password: 'yo-web-local-secret',
      })
    ).data.token;
    const since = Date.now() - 5;
    const sent = await call(base, 'POST', 'users/sendemailverifycode', token, {
      Email: person.email,
      Phone: person.phone,
    });
    const code = await readCode(base, person.email, since);
    await call(base, 'POST', 'users/phoneverify', token, {
      phone: person.phone,
      tempVerificationCodeId: sent.data.tempVerificationCodeId,
      sMSCode: code,
    });
    const registered = await call(base, 'POST', 'users/register', token, person);
    if (registered.state !== 1) throw new Error(`registration failed: ${registered.msg}`);
    return person;
  });
}

/** One pending login per user and channel, each with its code read from the sandbox. */
async function prepareVerifications(base, anonymous, people) {
  const work = people.flatMap((person) => [
    { person, channel: 'email' },
    { person, channel: 'sms' },
  ]);
  return inBatches(work.length, 8, async (i) => {
    const { person, channel } = work[i];
    const first = await call(base, 'POST', 'users/authenticate', anonymous, {
      username: person.email,
      password: person.password,
    });
    const pending = first.data.token;
    const since = Date.now() - 5;
    const sent =
      channel === 'email'
        ? await call(base, 'POST', 'users/sendemailverifycode', pending, {
            Email: person.email,
            Phone: person.phone,
          })
        : await call(base, 'POST', 'users/sendsmsverifycode', pending, {
            Phone: person.phone,
            isVerify: true,
          });
    const code = await readCode(base, channel === 'email' ? person.email : person.phone, since);
    return {
      token: pending,
      body: JSON.stringify({
        phone: person.phone,
        tempVerificationCodeId: sent.data.tempVerificationCodeId,
        sMSCode: code,
      }),
    };
  });
}

async function bench(label, env) {
  const { child, base, coldStartMs } = await startServer({ OUTBOX_POLL_MS: '50', ...env });
  try {
    const anonymous = (
      await call(base, 'POST', 'users/authenticateAPI', null, {
        username: 'yo-web',
        password: 'yo-web-local-secret',
      })
    ).data.token;
    const people = await registerUsers(base);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${anonymous}` };

    const authenticate = await autocannon({
      url: `${base}/api/users/authenticate`,
      method: 'POST',
      headers,
      connections: 8,
      amount: AUTH_REQUESTS,
      duration: MAX_SECONDS,
      body: JSON.stringify({ username: people[0].email, password: people[0].password }),
    });
    const verifications = await prepareVerifications(base, anonymous, people);
    let next = 0;
    const verify = await autocannon({
      url: base,
      connections: 8,
      amount: verifications.length,
      duration: MAX_SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/users/phoneverify',
          setupRequest(request) {
            const item = verifications[next++ % verifications.length];
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${item.token}`,
              },
              body: item.body,
            };
          },
        },
      ],
    });
    const check = await call(
      base,
      'POST',
      'users/phoneverify',
      verifications[0].token,
      JSON.parse(verifications[0].body),
    );
    const banners = await autocannon({
      url: `${base}/api/Banner/GetBannerMessages?pageName=home&isRegistered=false`,
      headers,
      connections: 16,
      amount: BANNER_REQUESTS,
      duration: MAX_SECONDS,
    });
    console.log(
      `\n${label}: cold start to first answered request ${coldStartMs} ms; ${people.length} users, ${verifications.length} codes verified (a repeat is refused: state ${check.state})`,
    );
    console.table([
      summary('POST users/authenticate', authenticate),
      summary('POST users/phoneverify', verify),
      summary('GET Banner/GetBannerMessages', banners),
    ]);
  } finally {
    await stop(child);
  }
}

await onEachDatabase('bench', bench);
