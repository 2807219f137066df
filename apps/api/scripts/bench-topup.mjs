// A bounded local load test of Topup/PostTopupTransaction on the built API (dist/server.js),
// 127.0.0.1 only, against the in-process sandbox (the airtime aggregator's number check and the
// PowerTranz SPI sale with 3-D Secure): each request is a distinct guest top-up of a Digicel
// number with its own Idempotency-Key and solved ALTCHA captcha, prepared before the clock starts. PGlite, then PostgreSQL in a throwaway schema
// when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { solvedCaptcha } from './support/captcha.mjs';
import {
  anonymousToken,
  loadAverage,
  onEachDatabase,
  requireBuild,
  startServer,
  stop,
  summary,
} from './support/server.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const MAX_SECONDS = 60;

requireBuild();

/** A guest's custom Digicel top-up by a frictionless Visa; amounts differ so no two are alike. */
function topUp(i, token) {
  return {
    phoneProviderId: 1,
    msisdn: '18683001234',
    coverVat: false,
    countryId: 1,
    amount: 60 + (i % 40_000) / 100,
    donationAmount: 0,
    charityId: 0,
    paymentDetails: {
      customerCardId: 0,
      name: 'Bench Payer',
      cardNumber: '4012000000020071',
      expirationDate: '1230',
      cvv: '123',
      shouldSaveCard: false,
    },
    billingAddress: null,
    email: `bench.${i}@example.tt`,
    shouldSaveCard: false,
    tac: true,
    ppolicy: true,
    googleRecaptchaToken: token,
    v2Captcha: token,
  };
}

async function bench(label, env) {
  const { child, base } = await startServer({
    // The proof of work is the client's cost; the benchmark measures the server's.
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '4',
    ...env,
  });
  try {
    const anonymous = await anonymousToken(base);
    const prepared = [];
    for (let i = 0; i < PAYMENTS; i += 1) {
      prepared.push({
        key: randomUUID(),
        body: JSON.stringify(topUp(i, await solvedCaptcha(base))),
      });
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
          path: '/api/Topup/PostTopupTransaction',
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
      url: `${base}/api/topup/GetPhoneProviders`,
      headers: { authorization: `Bearer ${anonymous}` },
      connections: CONNECTIONS,
      amount: 2000,
      duration: MAX_SECONDS,
    });
    const sales = await (await fetch(`${base}/sandbox/powertranz/api/transactions`)).json();
    console.log(
      `\n${label}: ${result.requests.total} PostTopupTransaction, ${started} answered {orderId, htmlForm}, ${sales.length} gateway sales`,
    );
    console.table([
      summary('POST Topup/PostTopupTransaction', result, { connections: CONNECTIONS }),
      summary('GET topup/GetPhoneProviders (baseline)', providers, { connections: CONNECTIONS }),
    ]);
    console.log(`${loadAverage()} during the run`);
  } finally {
    await stop(child);
  }
}

await onEachDatabase('bench-topup', bench);
