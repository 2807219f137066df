// A bounded local load test of PostTransactionAsync on the built API (dist/server.js), 127.0.0.1
// only, against the sandbox gateway (PowerTranz SPI sale with 3-D Secure) and payee directory in
// processes of their own (support/outside-world.mjs): each request is a distinct guest payment
// with its own Idempotency-Key and solved ALTCHA captcha, prepared before the clock starts.
// Beside it in the same run, in alternating turns: a bare Fastify answering the same request
// with the same bytes (what the framework alone costs). Then the 3-D Secure completion (the
// ACS's post to PaymentResponse) of each payment, the receipt mails and the receipt PDFs, with
// the API's CPU per payment for each (support/payment-costs.mjs). PGlite, then PostgreSQL in a
// throwaway schema when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set. Both servers run on
// core 0 and the load and the sandbox on core 1 where the machine allows (support/load.mjs,
// pinnedCores).
import { recordAnswer, startBare } from './support/bare.mjs';
import { alternate, pinnedCores } from './support/load.mjs';
import { startOutsideWorld } from './support/outside-world.mjs';
import {
  completionAndReceipts,
  cpuPerPayment,
  paymentApiSettings,
  preparePayments,
} from './support/payment-costs.mjs';
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
  const world = await startOutsideWorld(cores);
  let api;
  let bare;
  try {
    api = await startServer(paymentApiSettings(world, env));
    cores.pinServer(api.child.pid);
    const anonymous = await anonymousToken(api.base);
    const prepared = await preparePayments(api, PAYMENTS + 1, payment);
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
    const started = { htmlForms: [], orderIds: [] };
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
            if (answer.state !== 1) return;
            started.htmlForms.push(answer.data.htmlForm);
            started.orderIds.push(answer.data.orderId);
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

    const after = await completionAndReceipts(api, world, anonymous, started, CONNECTIONS);
    const { completion, succeeded, receipts } = after;
    const sales = (await world.transactions()).filter((sale) => sale.kind === 'sale');
    console.log(
      `\n${label}: ${results.api.requests.total} PostTransactionAsync, ${started.htmlForms.length} answered {orderId, htmlForm}, ${sales.length} gateway sales; ${succeeded} 3-D Secure completions showed the success page; ${cores.description}; ${loadAverage()}`,
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
      summary('GET Transaction/DownloadReceipt (PDF)', receipts.pdf, {
        connections: CONNECTIONS,
      }),
    ]);
    console.table(cpuPerPayment({ starts: results.api, completions: completion, ...receipts }));
  } finally {
    await bare?.close();
    if (api) await stop(api.child);
    await world.close();
  }
}

await onEachDatabase('bench-billpay', bench);
