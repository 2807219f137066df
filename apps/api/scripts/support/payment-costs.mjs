// What a card payment costs the API, in the benches' own terms: after the starts (the
// PostTransactionAsync or PostTopupTransaction each bench sends), the 3-D Secure completion of
// each (the ACS's post to PaymentResponse), then, on their own clock, the receipt mails the
// completions queued and one receipt PDF per payment. CPU is the API process's own (support/
// load.mjs, cpuMs): the sandbox runs in processes of its own (support/outside-world.mjs).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { frictionlessAcs } from './acs.mjs';
import { solvedCaptcha } from './captcha.mjs';
import { cpuMs } from './load.mjs';

const MAX_SECONDS = 60;
const RESPONSE_PATH = '/api/Transaction/PaymentResponse';
const RECEIPT_PATH = '/api/Transaction/DownloadReceipt';

/** The API's settings for a payment bench: its outside world's and `env` over the cheapest captcha. */
export function paymentApiSettings(world, env) {
  // The proof of work is the client's cost; the benchmark measures the server's.
  return { ...world.env, CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '4', ...env };
}

/** `count` payments made before the clock starts: `bodyOf(i, captcha)`, each with its own key. */
export async function preparePayments(api, count, bodyOf) {
  const prepared = [];
  for (let i = 0; i < count; i += 1) {
    prepared.push({
      key: randomUUID(),
      body: JSON.stringify(bodyOf(i, await solvedCaptcha(api.base))),
    });
  }
  return prepared;
}

/** Runs `work` and adds the API's CPU time over it (null where /proc is not there). */
async function withCpu(pid, work) {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  return { ...result, cpuMs: before === null || after === null ? null : after - before };
}

/**
 * Completes the started payments (`htmlForms`, each start's RedirectData): the browser's ACS
 * steps off the clock, then the ACS's posts to the API under load, with the messages process
 * held so that the receipts wait. Resolves with the autocannon result (and its cpuMs), how
 * many completions showed the success page and how many messages had arrived before.
 */
export async function completeAll({ api, world, htmlForms, connections }) {
  const forms = [];
  for (let start = 0; start < htmlForms.length; start += connections) {
    forms.push(
      ...(await Promise.all(htmlForms.slice(start, start + connections).map(frictionlessAcs))),
    );
  }
  let succeeded = 0;
  let next = 0;
  const messagesBefore = (await world.messages()).length;
  world.hold();
  const result = await withCpu(api.child.pid, () =>
    autocannon({
      url: api.base,
      connections,
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
              body: forms[next++ % forms.length].body,
            };
          },
          onResponse(status, body) {
            if (status === 200 && body.includes('<h1 class="positive">')) succeeded += 1;
          },
        },
      ],
    }),
  );
  return { result, succeeded, messagesBefore };
}

/**
 * The receipts, each on its own clock: the messages process released, the API's CPU until
 * `mails` more messages than `messagesBefore` have arrived (the outbox's claim, SMTP send and bookkeeping), then one
 * DownloadReceipt per order id with the paying session's token (the PDF).
 */
export async function receiptCosts({
  api,
  world,
  token,
  orderIds,
  mails,
  messagesBefore,
  connections,
}) {
  const started = performance.now();
  const mail = await withCpu(api.child.pid, async () => {
    world.release();
    let arrived = 0;
    // Mail held past its SMTP greeting timeout is retried after the outbox's backoff.
    while (arrived < mails && performance.now() - started < 2 * MAX_SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      arrived = (await world.messages()).length - messagesBefore;
    }
    return { count: arrived };
  });
  let next = 0;
  const pdf = await withCpu(api.child.pid, () =>
    autocannon({
      url: api.base,
      connections,
      amount: orderIds.length,
      duration: MAX_SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest(request) {
            const orderId = encodeURIComponent(orderIds[next++ % orderIds.length]);
            return {
              ...request,
              path: `${RECEIPT_PATH}?orderId=${orderId}`,
              headers: { authorization: `Bearer ${token}` },
            };
          },
        },
      ],
    }),
  );
  return { mail, pdf };
}

/**
 * After the starts: their completions (completeAll), then their receipts (receiptCosts), as
 * each bench measures them. `started` holds the started payments' `htmlForms` and `orderIds`,
 * in one order; `token` is the session that paid.
 */
export async function completionAndReceipts(api, world, token, started, connections) {
  const { htmlForms, orderIds } = started;
  const { result, succeeded, messagesBefore } = await completeAll({
    api,
    world,
    htmlForms,
    connections,
  });
  const receipts = await receiptCosts({
    api,
    world,
    token,
    orderIds,
    mails: succeeded,
    messagesBefore,
    connections,
  });
  return { completion: result, succeeded, receipts };
}

const msPer = (cpu, count) => (cpu === null || count === 0 ? '' : (cpu / count).toFixed(2));

/**
 * The API's CPU per payment as table rows: the start, the completion, both together (the
 * request path of one paid payment), the receipt mail and the receipt PDF.
 */
export function cpuPerPayment({ starts, completions, mail, pdf }) {
  const start = msPer(starts.cpuMs, starts.requests.total);
  const completion = msPer(completions.cpuMs, completions.requests.total);
  return [
    { 'API CPU per payment': 'start', ms: start },
    { 'API CPU per payment': '3-D Secure completion', ms: completion },
    {
      'API CPU per payment': 'request path (start + completion)',
      ms: start === '' || completion === '' ? '' : (Number(start) + Number(completion)).toFixed(2),
    },
    {
      'API CPU per payment': `receipt mail (${mail.count} sent)`,
      ms: msPer(mail.cpuMs, mail.count),
    },
    {
      'API CPU per payment': `receipt PDF (${pdf.requests.total} downloads, ${pdf.non2xx} not 2xx)`,
      ms: msPer(pdf.cpuMs, pdf.requests.total),
    },
  ];
}
