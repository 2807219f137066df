// The public reads (providers, charities, banners, service status, countries, states) and
// /api/health of the built API against a bare Fastify answering the same bytes and headers, side
// by side in one run: for each route a few seconds of load on the bare server, then on the API,
// on PGlite and then on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL) in a throwaway
// schema. Bounded: BENCH_SECONDS (8) per route and server, in BENCH_ROUNDS (8) turns taken in
// alternation (so a moment of load from elsewhere weighs on both), after BENCH_WARM_UP_SECONDS
// (3) on each, with BENCH_CONNECTIONS (10) connections. BENCH_ROUTES (names, comma-separated)
// measures only those routes, e.g. BENCH_ROUTES='health,service status'. Both servers run on
// core 0 and the load on core 1 where the machine allows (support/load.mjs, pinnedCores).
import autocannon from 'autocannon';
import { recordAnswer, startBare } from './support/bare.mjs';
import { alternate, median, perSecond, pinnedCores } from './support/load.mjs';
import {
  anonymousToken,
  loadAverage,
  onEachDatabase,
  requireBuild,
  startServer,
  stop,
  summary,
} from './support/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const ALL_ROUTES = [
  { name: 'health', url: '/api/health', token: false },
  { name: 'GetProviders', url: '/api/Transaction/GetProviders' },
  { name: 'GetCharities', url: '/api/Transaction/GetCharities' },
  {
    name: 'GetBannerMessages',
    url: '/api/Banner/GetBannerMessages?pageName=home&isRegistered=false',
  },
  { name: 'service status', url: '/api/transaction/service/status?serviceId=billpay' },
  { name: 'users/countries', url: '/api/users/countries' },
  { name: 'public/countries', url: '/api/public/countries' },
  { name: 'states', url: '/api/public/country/840/states' },
];
const chosen = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const ROUTES = chosen ? ALL_ROUTES.filter((route) => chosen.includes(route.name)) : ALL_ROUTES;
if (ROUTES.length === 0) {
  console.error(`BENCH_ROUTES names none of: ${ALL_ROUTES.map((route) => route.name).join(', ')}`);
  process.exit(1);
}

requireBuild();

const percent = (share) => `${Math.round(share * 100)}%`;

/**
 * The API's share of bare's req/s turn by turn (each turn's two slices follow each other), the
 * median of them: a moment of load from elsewhere that falls on one slice moves one turn's share,
 * not this. Printed beside the share over the whole run.
 */
function medianTurnShare(bareSlices, apiSlices) {
  return median(apiSlices.map((slice, turn) => perSecond(slice) / perSecond(bareSlices[turn])));
}

const cores = pinnedCores();

async function record(base, headers) {
  return Promise.all(
    ROUTES.map(async (route) => {
      const response = await fetch(`${base}${route.url}`, {
        headers: route.token === false ? {} : headers,
      });
      if (response.status !== 200) throw new Error(`${route.url} answered ${response.status}`);
      return recordAnswer('GET', route.url, response);
    }),
  );
}

async function bench(label, env) {
  const api = await startServer(env);
  let bare;
  try {
    cores.pinServer(api.child.pid);
    const token = await anonymousToken(api.base);
    const headers = { authorization: `Bearer ${token}` };
    const answers = await record(api.base, headers);
    bare = await startBare(answers);
    cores.pinServer(bare.pid);
    const rows = [];
    // Warm-up on every route of both first, so each is measured with its code compiled and the
    // API past its start-up work: under load the API takes some 20 s to reach its steady cost on
    // this kind of machine (its pipeline is longer to optimise than the bare one's), and a
    // thousand requests per route left its first turns visibly slower than its later ones.
    for (const route of ROUTES) {
      const routeHeaders = route.token === false ? {} : headers;
      for (const base of [bare.base, api.base]) {
        await autocannon({
          url: `${base}${route.url}`,
          headers: routeHeaders,
          connections: CONNECTIONS,
          duration: WARM_UP_SECONDS,
        });
      }
    }
    for (const [i, route] of ROUTES.entries()) {
      const routeHeaders = route.token === false ? {} : headers;
      const slice = { headers: routeHeaders, connections: CONNECTIONS, duration: SECONDS / ROUNDS };
      const { bare: bareResult, api: apiResult } = await alternate(ROUNDS, {
        bare: { pid: bare.pid, options: () => ({ ...slice, url: `${bare.base}${route.url}` }) },
        api: { pid: api.child.pid, options: () => ({ ...slice, url: `${api.base}${route.url}` }) },
      });
      const bareRow = summary(
        `bare Fastify, same ${Buffer.from(answers[i].body, 'base64').length} B`,
        bareResult,
      );
      const apiRow = summary(route.name, apiResult);
      rows.push(bareRow, {
        ...apiRow,
        'of bare': percent(apiRow['req/s'] / bareRow['req/s']),
        'median turn': percent(medianTurnShare(bareResult.slices, apiResult.slices)),
        // Bare CPU per request over the API's: the share of bare's throughput a CPU-bound API gets.
        'of bare (CPU)':
          apiRow['CPU µs/req'] && bareRow['CPU µs/req']
            ? `${Math.round((bareRow['CPU µs/req'] / apiRow['CPU µs/req']) * 100)}%`
            : '',
      });
    }
    // A browser that has the list asks again with If-None-Match; the answer is then a bare 304.
    const providers = ROUTES.findIndex((route) => route.name === 'GetProviders');
    const etag = providers === -1 ? undefined : answers[providers].headers.etag;
    if (etag) {
      const conditional = await autocannon({
        url: `${api.base}${ROUTES[providers].url}`,
        headers: { ...headers, 'if-none-match': etag },
        connections: CONNECTIONS,
        duration: SECONDS / ROUNDS,
      });
      rows.push(summary('GetProviders, If-None-Match (304)', conditional));
    }
    console.log(
      `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per route and server in ${ROUNDS} turns each, ${cores.description}; ${loadAverage()}`,
    );
    console.table(rows);
  } finally {
    await bare?.close();
    await stop(api.child);
  }
}

await onEachDatabase('bench-reads', bench);
