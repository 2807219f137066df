// A bounded local load test of PostTransactionAsync on the built API (dist/server.js), 127.0.0.1
// only, against the in-process sandbox gateway (PowerTranz SPI sale with 3-D Secure) and payee
// directory: each request is a distinct guest payment with its own Idempotency-Key and solved
// ALTCHA captcha, prepared before the clock starts. PGlite, then PostgreSQL in a throwaway schema
// when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import autocannon from 'autocannon';
import postgres from 'postgres';

const apiDir = path.join(import.meta.dirname, '..');
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const MAX_SECONDS = 60;

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
      // The proof of work is the client's cost; the benchmark measures the server's.
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '4',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function captcha(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A guest's T&TEC payment by a frictionless Visa; amounts differ so no two are the same submission. */
function payment(i, token) {
  const amount = 100 + i / 100;
  return {
    amount,
    billPayAmount: amount,
    accountNumber: '100234567',
    accountHolderName: null,
    providerId: 1,
    charityId: 0,
    donationAmount: 0,
    customerCardRate: 0,
    customerFee: 0,
    transactionType: 1,
    email: `bench.${i}@example.tt`,
    phoneNumber: '18687001234',
    comment: null,
    paymentDetails: {
      customerCardId: 0,
      name: 'Bench Payer',
      cardNumber: '4012000000020071',
      expirationDate: '1230',
      cvv: '123',
      shouldSaveCard: false,
    },
    billingAddress: null,
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: token,
    v2Captcha: token,
  };
}

async function bench(label, env, cleanup) {
  const { child, base } = await startServer(env);
  try {
    const anonymous = (
      await (
        await fetch(`${base}/api/users/authenticateAPI`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'yo-web', password: 'yo-web-local-secret' }),
        })
      ).json()
    ).data.token;
    const prepared = [];
    for (let i = 0; i < PAYMENTS; i += 1) {
      prepared.push({ key: randomUUID(), body: JSON.stringify(payment(i, await captcha(base))) });
    }
    let next = 0;
    let started = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount: PAYMENTS,
      duration: MAX_SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/Transaction/PostTransactionAsync',
          setupRequest(request) {
            const item = prepared[next++ % prepared.length];
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${anonymous}`,
                'idempotency-key': item.key,
              },
              body: item.body,
            };
          },
          onResponse(status, body) {
            if (status === 200 && body.includes('"state":1')) started += 1;
          },
        },
      ],
    });
    // A read of the same server under the same conditions, to show what the machine gives.
    const providers = await autocannon({
      url: `${base}/api/Transaction/GetProviders`,
      headers: { authorization: `Bearer ${anonymous}` },
      connections: CONNECTIONS,
      amount: 2000,
      duration: MAX_SECONDS,
    });
    const sales = await (await fetch(`${base}/sandbox/powertranz/api/transactions`)).json();
    console.log(
      `\n${label}: ${result.requests.total} PostTransactionAsync, ${started} answered {orderId, htmlForm}, ${sales.length} gateway sales`,
    );
    console.table([
      {
        call: 'POST Transaction/PostTransactionAsync',
        connections: CONNECTIONS,
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average * 10) / 10,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      },
      {
        call: 'GET Transaction/GetProviders (baseline)',
        connections: CONNECTIONS,
        requests: providers.requests.total,
        'req/s': Math.round(providers.requests.average * 10) / 10,
        'p50 ms': providers.latency.p50,
        'p99 ms': providers.latency.p99,
        non2xx: providers.non2xx,
        errors: providers.errors,
      },
    ]);
    console.log(
      `load average during the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${os.cpus().length} cores`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await cleanup();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-bench-billpay-'));
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
