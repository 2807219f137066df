// Activity at volume, on the built API (dist/server.js) and PostgreSQL: 1,000,000 transactions in
// a scratch schema (half bill pays, half top-ups, over 18 months), 100,000 of them one customer's.
// Prints the latency of transaction/filtered pages (p50/p99 per filter and overall, measured at
// the client over 127.0.0.1) and the time and the server's peak memory of exporting the
// customer's 100,000 rows as CSV and as Excel. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
//   pnpm --filter @yo/api bench:activity       (BENCH_ROUNDS=40 requests per filter)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import { requireBuild, startServer, stop } from './support/server.mjs';

const TOTAL_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CUSTOMER_ROWS = Number(process.env.BENCH_CUSTOMER_ROWS ?? 100_000);
const OTHER_CUSTOMERS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server).');
  process.exit(1);
}
requireBuild();

async function call(base, method, route, body, token) {
  const response = await fetch(`${base}/api/${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (json.state !== 1) throw new Error(`${route}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs a customer up through the real flow, reading the emailed code from the sandbox inbox. */
async function registerCustomer(base) {
  const person = {
    firstName: 'Bench',
    lastName: 'Customer',
    email: `bench.${randomBytes(3).toString('hex')}@bench.tt`,
    phone: `1868${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'Bench#2026x',
    countryId: 1,
    referralCode: '',
    receivePromotions: false,
  };
  const { token: anonymous } = await call(base, 'POST', 'users/authenticateAPI', {
    username: 'yo-web',
    password: 'yo-web-local-secret',
  });
  const sent = await call(
    base,
    'POST',
    'users/sendemailverifycode',
    { Email: person.email, Phone: person.phone },
    anonymous,
  );
  let code;
  for (let i = 0; i < 200 && !code; i += 1) {
    const messages = await (
      await fetch(`${base}/sandbox/api/messages?to=${encodeURIComponent(person.email)}`)
    ).json();
    code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await call(
    base,
    'POST',
    'users/phoneverify',
    { phone: person.phone, tempVerificationCodeId: sent.tempVerificationCodeId, sMSCode: code },
    anonymous,
  );
  const { token } = await call(base, 'POST', 'users/register', person, anonymous);
  const { customerId } = await call(base, 'GET', 'customers/getbyuserid', undefined, token);
  return { token, customerId };
}

/** `INSERT … SELECT generate_series`: rows spread over 18 months, every status and payee. */
async function seed(sql, customerId) {
  await sql`
    insert into customers (email, password_hash, first_name, last_name, country_id, receive_promotions)
    select 'other-' || g || '@bench.tt', 'not-a-hash', 'Other', 'Customer', 1, false
    from generate_series(1, ${OTHER_CUSTOMERS}) g`;
  const [{ firstOther }] = await sql`
    select min(id)::int as "firstOther" from customers where email like 'other-%@bench.tt'`;
  const halves = [
    { rows: Math.floor(CUSTOMER_ROWS / 2), mine: true },
    { rows: Math.floor((TOTAL_ROWS - CUSTOMER_ROWS) / 2), mine: false },
  ];
  for (const { rows, mine } of halves) {
    const owner = mine
      ? sql`${customerId}::int`
      : sql`${firstOther}::int + (g % ${OTHER_CUSTOMERS})`;
    const tag = mine ? 'M' : 'O';
    await sql`
      insert into billpay_transactions (order_id, provider_id, account_number, name_on_account,
        amount_cents, fee_cents, donation_cents, total_cents, email, phone, status, session_id,
        customer_id, gateway_transaction_id, card_brand, card_last_four, receipt_number,
        authorization_code, created_at, updated_at)
      select 'BENCH-B' || ${tag} || g, (array[1,2,3,4,5,11,12,13])[1 + g % 8],
        lpad((100000000 + g % 99991)::text, 9, '0'), 'Account Holder ' || (g % 977),
        1000 + (g::bigint * 7919 % 500000)::int, 0, 0, 1000 + (g::bigint * 7919 % 500000)::int, 'bench@bench.tt',
        '18687001234', (array['Successful','Successful','Successful','Failed','Reversed','Captured','Pending'])[1 + g % 7],
        gen_random_uuid(), ${owner}, gen_random_uuid(), 'Visa', '0077', 'R' || g,
        lpad((g % 999999)::text, 6, '0'),
        now() - (g % 47000) * interval '1000 seconds', now()
      from generate_series(1, ${rows}) g`;
    await sql`
      insert into topup_transactions (order_id, country_id, msisdn, phone_provider_id,
        amount_cents, vat_cents, donation_cents, total_cents, email, status, session_id,
        customer_id, gateway_transaction_id, card_brand, card_last_four, receipt_number,
        authorization_code, created_at, updated_at)
      select 'BENCH-T' || ${tag} || g, 1, '1868' || lpad((3000000 + g % 999999)::text, 7, '0'),
        1 + g % 2, 2500 + (g % 8) * 2500, 0, 0, 2500 + (g % 8) * 2500, 'bench@bench.tt',
        (array['Successful','Successful','Successful','Failed','Reversed','Captured','Pending'])[1 + g % 7],
        gen_random_uuid(), ${owner}, gen_random_uuid(), 'Visa', '0077', 'T' || g,
        lpad((g % 999999)::text, 6, '0'),
        now() - (g % 47000) * interval '1000 seconds' - interval '500 seconds', now()
      from generate_series(1, ${rows}) g`;
  }
  await sql`vacuum analyze billpay_transactions`;
  await sql`vacuum analyze topup_transactions`;
}

const day = (offsetDays) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const body = (overrides) => ({
  pageNumber: 1,
  pageSize: 10,
  tranType: [],
  phoneProvider: [],
  provider: [],
  startDate: null,
  endDate: null,
  tranStatus: [],
  ...overrides,
});

const SCENARIOS = [
  ['all, page 1 of 10', body({})],
  ['all, page 100 of 50', body({ pageNumber: 100, pageSize: 50 })],
  ['dashboard: Billpay, 10', body({ tranType: ['Billpay'] })],
  ['dashboard: TopUps, 10', body({ tranType: ['TopUps'] })],
  [
    'status Captured, last 6 months',
    body({ tranStatus: ['Captured'], startDate: day(-183), endDate: day(0) }),
  ],
  [
    'Billpay, 2 payees, Successful',
    body({ tranType: ['Billpay'], provider: [1, 11], tranStatus: ['Successful'] }),
  ],
  [
    'TopUps, bmobile, one month',
    body({ tranType: ['TopUps'], phoneProvider: [2], startDate: day(-60), endDate: day(-30) }),
  ],
  [
    'everything combined, page 3',
    body({
      pageNumber: 3,
      tranType: ['Billpay', 'TopUps'],
      provider: [2, 5],
      phoneProvider: [1],
      tranStatus: ['Failed', 'Reversed'],
      startDate: day(-365),
      endDate: day(-90),
    }),
  ],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function rssKb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Streams an export to nowhere, sampling the server's resident memory while it runs. */
async function timeExport(base, token, route, pid) {
  const before = rssKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, 'VmRSS'))), 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body({ pageSize: null })),
  });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid, 'VmRSS'));
  return {
    route,
    status: response.status,
    'MB written': +(bytes / 1e6).toFixed(1),
    seconds: +seconds.toFixed(2),
    'server RSS before MB': +(before / 1024).toFixed(0),
    'server RSS peak MB': +(peak / 1024).toFixed(0),
  };
}

const schema = `bench_activity_${randomBytes(4).toString('hex')}`;
const admin = postgres(postgresUrl, { max: 1, onnotice: () => undefined });
await admin.unsafe(`create schema "${schema}"`);
let server;
try {
  // No sweep: the seeded Pending and Captured rows are not real payments to finish.
  server = await startServer({
    DATABASE_URL: postgresUrl,
    DATABASE_SCHEMA: schema,
    BILLPAY_SWEEP_MS: '0',
  });
  const { token, customerId } = await registerCustomer(server.base);
  const sql = postgres(postgresUrl, {
    max: 1,
    onnotice: () => undefined,
    connection: { search_path: schema },
  });
  let started = performance.now();
  await seed(sql, customerId);
  const [{ count }] =
    await sql`select (select count(*) from billpay_transactions) + (select count(*) from topup_transactions) as count`;
  console.log(
    `Seeded ${count} transactions (${CUSTOMER_ROWS} the customer's) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await sql.end();

  // Warm-up: plans cached, indexes in memory, as a running service has them.
  for (const [, request] of SCENARIOS)
    await call(server.base, 'POST', 'transaction/filtered', request, token);
  const table = [];
  const overall = [];
  for (const [name, request] of SCENARIOS) {
    const times = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      started = performance.now();
      const data = await call(server.base, 'POST', 'transaction/filtered', request, token);
      times.push(performance.now() - started);
      total = data.totalCount;
    }
    times.sort((a, b) => a - b);
    overall.push(...times);
    table.push({
      filter: name,
      rows: total,
      'p50 ms': +percentile(times, 50).toFixed(1),
      'p99 ms': +percentile(times, 99).toFixed(1),
    });
  }
  overall.sort((a, b) => a - b);
  // What any signed-in call costs here (HTTP, token and session check, one row), for comparison.
  const baseline = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    started = performance.now();
    await call(server.base, 'GET', 'customers/getbyuserid', undefined, token);
    baseline.push(performance.now() - started);
  }
  baseline.sort((a, b) => a - b);
  table.push({
    filter: 'baseline: customers/getbyuserid',
    rows: 1,
    'p50 ms': +percentile(baseline, 50).toFixed(1),
    'p99 ms': +percentile(baseline, 99).toFixed(1),
  });
  table.push({
    filter: 'ALL REQUESTS',
    rows: overall.length,
    'p50 ms': +percentile(overall, 50).toFixed(1),
    'p99 ms': +percentile(overall, 99).toFixed(1),
  });
  console.log(`\ntransaction/filtered, ${ROUNDS} sequential requests per filter over 127.0.0.1:`);
  console.table(table);

  console.log(`\nExports of the customer's ${CUSTOMER_ROWS} rows:`);
  console.table([
    await timeExport(server.base, token, 'transaction/export/csv', server.child.pid),
    await timeExport(server.base, token, 'transaction/export/excel', server.child.pid),
  ]);
  console.log(
    `server peak RSS over the whole run (VmHWM): ${(rssKb(server.child.pid, 'VmHWM') / 1024).toFixed(0)} MB`,
  );
} finally {
  if (server) await stop(server.child);
  await admin.unsafe(`drop schema "${schema}" cascade`);
  await admin.end({ timeout: 5 });
}
