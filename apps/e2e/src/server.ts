import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built production server (`pnpm build` must have run) on a free port with a fresh
 * embedded database, and waits until it answers /api/health.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  /** The host name PUBLIC_URL and the returned url use: `localhost` where an IP will not do (WebAuthn). */
  hostname = '127.0.0.1',
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'yo-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo: the sandbox stands in for the outside world (a deployment refuses without it).
      DEMO: 'on',
      // Links in mail name this server as the browser reaches it (never the Host header).
      PUBLIC_URL: `http://${hostname}:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://${hostname}:${port}`;
  // A busy machine (several builds at once) can take longer: SERVER_START_TIMEOUT_MS.
  const startTimeoutMs = Number(process.env.SERVER_START_TIMEOUT_MS ?? 180_000);
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not answer within ${startTimeoutMs} ms:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
