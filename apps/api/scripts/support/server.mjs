// What the bench scripts share: a built API (dist/server.js) started on 127.0.0.1 in production
// mode with the demo's sandbox, on PGlite in a temporary folder and then, when TEST_DATABASE_URL
// (or BENCH_DATABASE_URL) is set, on PostgreSQL in a throwaway schema.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { perSecond } from './load.mjs';

export const apiDir = path.join(import.meta.dirname, '..', '..');
/** The built server, relative to apps/api: BENCH_SERVER names another build (an earlier one). */
const serverScript = process.env.BENCH_SERVER ?? path.join('dist', 'server.js');
/**
 * The Node flags the API is served with (package.json's serve script), so a bench measures the
 * server as it runs; BENCH_NODE_ARGS adds more, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p'.
 */
const servedNodeFlags = JSON.parse(
  fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'),
).scripts.serve.match(/\bnode((?:\s+--\S+)*)\s/)[1];
const nodeArgs = `${servedNodeFlags} ${process.env.BENCH_NODE_ARGS ?? ''}`
  .split(' ')
  .filter(Boolean);

/** Stops the script unless the API has been built. */
export function requireBuild() {
  if (!fs.existsSync(path.join(apiDir, serverScript))) {
    console.error('Build first: pnpm --filter @yo/api build');
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; false after about three minutes (a loaded machine is slow). */
export async function waitUntilServing(url) {
  for (let i = 0; i < 3600; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Ends a child process: SIGTERM, then SIGKILL if it is still there after ten seconds. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the built server with `env` over the bench defaults; resolves once /api/health answers. */
export async function startServer(env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverScript], {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitUntilServing(`${base}/api/health`))) {
    await stop(child);
    throw new Error('server did not start');
  }
  return { child, base, coldStartMs: Math.round(performance.now() - started) };
}

/** A new anonymous token, as the web app gets one (users/authenticateAPI). */
export async function anonymousToken(base) {
  const response = await fetch(`${base}/api/users/authenticateAPI`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'yo-web', password: 'yo-web-local-secret' }),
  });
  return (await response.json()).data.token;
}

/**
 * Runs `bench(label, env)` on PGlite (a temporary data folder), then on PostgreSQL in a throwaway
 * schema when TEST_DATABASE_URL or BENCH_DATABASE_URL is set; each database is removed after.
 */
export async function onEachDatabase(name, bench) {
  // BENCH_DATABASES=postgresql measures on PostgreSQL alone (a quick figure after a change).
  if (process.env.BENCH_DATABASES !== 'postgresql') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yo-${name}-`));
    try {
      await bench('PGlite', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schema}"`);
  try {
    await bench('PostgreSQL', { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema });
  } finally {
    await admin.unsafe(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

/** An autocannon result as one row of the printed table (req/s over the whole run). */
export function summary(name, result, extra = {}) {
  return {
    call: name,
    ...extra,
    requests: result.requests.total,
    // Over the whole run: autocannon's per-second average rounds short runs to whole seconds.
    'req/s': Math.round(perSecond(result) * 10) / 10,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // The server's own CPU time per request (stable on a busy machine, where req/s is not).
    ...(result.cpuMs === undefined
      ? {}
      : {
          'CPU µs/req':
            result.cpuMs === null ? '' : Math.round((result.cpuMs * 1000) / result.requests.total),
        }),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The machine's load average, to read timings by (the machine may be shared). */
export function loadAverage() {
  return `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores`;
}
