// Starts scripts/support/bare-server.mjs: a bare Fastify answering recorded answers, the
// reference the benchmarks set the API beside.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stop, waitUntilServing } from './server.mjs';

/** Headers a server writes per connection or per moment, which the bare one makes itself. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** A fetch Response as the bare server replays it at `path` for `method`. */
export async function recordAnswer(method, urlPath, response) {
  return {
    method,
    path: urlPath.split('?')[0],
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name))),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

/** A bare Fastify in its own process answering each recorded answer; `close()` ends it. */
export async function startBare(answers) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yo-bare-'));
  const file = path.join(folder, 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), file, String(port)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  if (!(await waitUntilServing(`${base}/ready`))) {
    await close();
    throw new Error('bare Fastify did not start');
  }
  return { base, pid: child.pid, close };
}
