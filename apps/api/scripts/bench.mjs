// A bounded local load test of the built API (dist/server.js), on 127.0.0.1 only: the two steps
// of login (users/authenticate, users/phoneverify) and GET Banner/GetBannerMessages, on PGlite
// and, when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set, on PostgreSQL in a throwaway schema.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';

const apiDir = path.join(import.meta.dirname, '..');
const USERS = Number(process.env.BENCH_USERS ?? 120);
const AUTH_REQUESTS = Number(process.env.BENCH_AUTH_REQUESTS ?? 300);
const BANNER_REQUESTS = Number(process.env.BENCH_BANNER_REQUESTS ?? 5000);
const MAX_SECONDS = 30;

if (!fs.existsSync(path.join(apiDir, 'dist', 'server.js'))) {
  console.error('Build first: pnpm --filter @yo/api build');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo: the sandbox stands in for the outside world (a deployment refuses without it).
      DEMO: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100000',
      OUTBOX_POLL_MS: '50',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i += 1) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { child, base, coldStartMs: Math.round(performance.now() - started) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

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

function summary(name, result) {
  return {
    call: name,
    requests: result.requests.total,
    // Over the whole run: autocannon's per-second average rounds short runs to whole seconds.
    'req/s': Math.round((result.requests.total / result.duration) * 10) / 10,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function bench(label, env, cleanup) {
  const { child, base, coldStartMs } = await startServer(env);
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
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await cleanup();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-bench-'));
await bench('PGlite', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, async () =>
  fs.rmSync(dataDir, { recursive: true, force: true }),
);

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schema}"`);
  await bench('PostgreSQL', { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema }, async () => {
    await admin.unsafe(`drop schema "${schema}" cascade`);
    await admin.end();
  });
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
}
