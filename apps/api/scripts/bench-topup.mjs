// A bounded local load test of Topup/PostTopupTransaction on the built API (dist/server.js),
// 127.0.0.1 only, against the sandbox in processes of its own (support/outside-world.mjs: the
// airtime aggregator's number check and the PowerTranz SPI sale with 3-D Secure): each request is
// a distinct guest top-up of a Digicel number with its own Idempotency-Key and solved ALTCHA
// captcha, prepared before the clock starts. Then, as bench:billpay does, the 3-D Secure
// completion of each (with the carrier's delivery, which completion makes), the receipt mails and
// the receipt PDFs, with the API's CPU per top-up for each (support/payment-costs.mjs). PGlite,
// then PostgreSQL in a throwaway schema when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set.
// The API runs on core 0 and the load and the sandbox on core 1 where the machine allows.
import autocannon from 'autocannon';
import { cpuMs, pinnedCores } from './support/load.mjs';
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
const MAX_SECONDS = 60;

requireBuild();
const cores = pinnedCores();

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
  const world = await startOutsideWorld(cores);
  let api;
  try {
    api = await startServer(paymentApiSettings(world, env));
    cores.pinServer(api.child.pid);
    const anonymous = await anonymousToken(api.base);
    const prepared = await preparePayments(api, PAYMENTS, topUp);
    let next = 0;
    const started = { htmlForms: [], orderIds: [] };
    const cpuBefore = cpuMs(api.child.pid);
    const result = await autocannon({
      url: api.base,
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
            if (status !== 200) return;
            const answer = JSON.parse(body);
            if (answer.state !== 1) return;
            started.htmlForms.push(answer.data.htmlForm);
            started.orderIds.push(answer.data.orderId);
          },
        },
      ],
    });
    const cpuAfter = cpuMs(api.child.pid);
    result.cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    const after = await completionAndReceipts(api, world, anonymous, started, CONNECTIONS);
    const { completion, succeeded, receipts } = after;
    // A read of the same server under the same conditions, to show what the machine gives.
    const providers = await autocannon({
      url: `${api.base}/api/topup/GetPhoneProviders`,
      headers: { authorization: `Bearer ${anonymous}` },
      connections: CONNECTIONS,
      amount: 2000,
      duration: MAX_SECONDS,
    });
    const sales = (await world.transactions()).filter((sale) => sale.kind === 'sale');
    console.log(
      `\n${label}: ${result.requests.total} PostTopupTransaction, ${started.htmlForms.length} answered {orderId, htmlForm}, ${sales.length} gateway sales; ${succeeded} 3-D Secure completions showed the success page; ${cores.description}; ${loadAverage()}`,
    );
    console.table([
      summary('POST Topup/PostTopupTransaction', result, { connections: CONNECTIONS }),
      summary('POST Transaction/PaymentResponse (3-D Secure)', completion, {
        connections: CONNECTIONS,
      }),
      summary('GET Transaction/DownloadReceipt (PDF)', receipts.pdf, {
        connections: CONNECTIONS,
      }),
      summary('GET topup/GetPhoneProviders (baseline)', providers, { connections: CONNECTIONS }),
    ]);
    console.table(cpuPerPayment({ starts: result, completions: completion, ...receipts }));
  } finally {
    if (api) await stop(api.child);
    await world.close();
  }
}

await onEachDatabase('bench-topup', bench);
