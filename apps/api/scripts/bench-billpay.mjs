// A bounded local load test of PostTransactionAsync on the built API (dist/server.js), 127.0.0.1
// only, against the in-process sandbox gateway (PowerTranz SPI sale with 3-D Secure) and payee
// directory: each request is a distinct guest payment with its own Idempotency-Key and solved
// ALTCHA captcha, prepared before the clock starts. Beside it in the same run, in alternating
// turns: a bare Fastify answering the same request with the same bytes (what the framework alone
// costs), then the 3-D Secure completion (the ACS's post to PaymentResponse) of each payment.
// PGlite, then PostgreSQL in a throwaway schema when TEST_DATABASE_URL (or BENCH_DATABASE_URL)
// is set. Both servers run on core 0 and the load on core 1 where the machine allows
// (support/load.mjs, pinnedCores).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { frictionlessAcs } from './support/acs.mjs';
import { recordAnswer, startBare } from './support/bare.mjs';
import { solvedCaptcha } from './support/captcha.mjs';
import { alternate, cpuMs, pinnedCores } from './support/load.mjs';
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
const ROUNDS = 4;
const MAX_SECONDS = 60;
const POST_PATH = '/api/Transaction/PostTransactionAsync';
const RESPONSE_PATH = '/api/Transaction/PaymentResponse';

// Each payment is sent once, in equal turns: a count that does not divide would leave a turn
// short of payments to send.
if (!Number.isInteger(PAYMENTS / ROUNDS) || PAYMENTS < ROUNDS) {
  console.error(`BENCH_PAYMENTS must be a multiple of ${ROUNDS} (the turns), not ${PAYMENTS}`);
  process.exit(1);
}
requireBuild();
const cores = pinnedCores();

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

async function bench(label, env) {
  const api = await startServer({
    // The proof of work is the client's cost; the benchmark measures the server's.
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '4',
    ...env,
  });
  let bare;
  try {
    cores.pinServer(api.child.pid);
    const anonymous = await anonymousToken(api.base);
    const prepared = [];
    for (let i = 0; i < PAYMENTS + 1; i += 1) {
      prepared.push({
        key: randomUUID(),
        body: JSON.stringify(payment(i, await solvedCaptcha(api.base))),
      });
    }
    const headersOf = (item) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${anonymous}`,
      'idempotency-key': item.key,
    });
    // One payment answered before the clock starts: the bytes the bare Fastify sends back.
    const sample = prepared.pop();
    const sampleResponse = await fetch(`${api.base}${POST_PATH}`, {
      method: 'POST',
      headers: headersOf(sample),
      body: sample.body,
    });
    bare = await startBare([await recordAnswer('POST', POST_PATH, sampleResponse)]);
    cores.pinServer(bare.pid);

    // Each payment goes to the API once: a key sent again is a replay, answered from what the
    // first request stored, which is not the cost measured here. The bare Fastify answers any
    // request alike, so it goes round the same requests on a count of its own.
    let nextPayment = 0;
    let nextBare = 0;
    const redirects = [];
    const posts = (base, record) => ({
      url: base,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: POST_PATH,
          setupRequest(request) {
            const item = record ? prepared[nextPayment++] : prepared[nextBare++ % prepared.length];
            return { ...request, headers: headersOf(item), body: item.body };
          },
          onResponse(status, body) {
            if (!record || status !== 200) return;
            const answer = JSON.parse(body);
            if (answer.state === 1) redirects.push(answer.data.htmlForm);
          },
        },
      ],
    });
    const results = await alternate(ROUNDS, {
      bare: { pid: bare.pid, options: () => ({ ...posts(bare.base, false), duration: 1 }) },
      api: {
        pid: api.child.pid,
        options: () => ({
          ...posts(api.base, true),
          amount: PAYMENTS / ROUNDS,
          duration: MAX_SECONDS,
        }),
      },
    });

    // The browser's ACS steps for each payment, off the clock: what remains is the ACS's post.
    const forms = [];
    for (let start = 0; start < redirects.length; start += CONNECTIONS) {
      forms.push(
        ...(await Promise.all(redirects.slice(start, start + CONNECTIONS).map(frictionlessAcs))),
      );
    }
    let completed = 0;
    let nextForm = 0;
    const cpuBefore = cpuMs(api.child.pid);
    const completion = await autocannon({
      url: api.base,
      connections: CONNECTIONS,
      amount: forms.length,
      duration: MAX_SECONDS,
      requests: [
        {
          method: 'POST',
          path: RESPONSE_PATH,
          setupRequest(request) {
            return {
              ...request,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: forms[nextForm++ % forms.length].body,
            };
          },
          onResponse(status, body) {
            if (status === 200 && body.includes('<h1 class="positive">')) completed += 1;
          },
        },
      ],
    });
    const cpuAfter = cpuMs(api.child.pid);
    completion.cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    const sales = await (await fetch(`${api.base}/sandbox/powertranz/api/transactions`)).json();
    console.log(
      `\n${label}: ${results.api.requests.total} PostTransactionAsync, ${redirects.length} answered {orderId, htmlForm}, ${sales.length} gateway sales; ${completed} 3-D Secure completions showed the success page; ${cores.description}; ${loadAverage()}`,
    );
    const bareRow = summary('bare Fastify, same answer', results.bare, {
      connections: CONNECTIONS,
    });
    const apiRow = summary('POST Transaction/PostTransactionAsync', results.api, {
      connections: CONNECTIONS,
    });
    console.table([
      bareRow,
      {
        ...apiRow,
        'of bare': `${((apiRow['req/s'] / bareRow['req/s']) * 100).toFixed(1)}%`,
        'of bare (CPU)': `${((bareRow['CPU µs/req'] / apiRow['CPU µs/req']) * 100).toFixed(1)}%`,
      },
      summary('POST Transaction/PaymentResponse (3-D Secure)', completion, {
        connections: CONNECTIONS,
      }),
    ]);
  } finally {
    await bare?.close();
    await stop(api.child);
  }
}

await onEachDatabase('bench-billpay', bench);
