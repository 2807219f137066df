import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentProblems, loadConfig } from '../src/config.js';
import { packageDir } from '../src/package-dir.js';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

const SANDBOX_PAIR = { powerTranzId: '88806501', powerTranzPassword: 'yo-sandbox-powertranz' };

/** Every setting a deployment needs, pointing nowhere real (nothing is called at start). */
const DEPLOYMENT_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://yo.example',
  SMTP_URL: 'smtp://mail.invalid:587',
  SMS_GATEWAY_URL: 'https://sms.invalid/send',
  POWERTRANZ_BASE_URL: 'https://staging.ptranz.invalid',
  POWERTRANZ_ID: '77700001',
  POWERTRANZ_PASSWORD: 'a-real-processing-password',
  PAYEE_DIRECTORY_URL: 'https://payees.invalid/api-base',
  CARRIER_BASE_URL: 'https://topups.invalid',
  CARRIER_CLIENT_ID: 'yo-airtime-client',
  CARRIER_CLIENT_SECRET: 'a-real-airtime-secret',
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  exitCode: number | null;
  log: string;
  url: string;
  stop(): Promise<void>;
}

/** Runs src/server.ts as `node` would run the build, until it answers /api/health or exits. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Started = {
    exitCode: null,
    log: '',
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  child.stdout.on('data', (chunk) => (started.log += chunk));
  child.stderr.on('data', (chunk) => (started.log += chunk));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      started.exitCode = code;
      resolve();
    }),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (started.exitCode !== null) break;
    try {
      if ((await fetch(`${started.url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer in 90 s:\n${started.log}`);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  return started;
}

describe('a deployment (NODE_ENV=production without DEMO=on)', () => {
  it('lists each missing or unsafe setting', () => {
    const bare = loadConfig({ NODE_ENV: 'production' });
    expect(bare.demo).toBe(false);
    expect(bare.sandbox).toBe(false);
    expect(deploymentProblems(bare, SANDBOX_PAIR).map((p) => p.split(' ')[0])).toEqual([
      'PUBLIC_URL',
      'SMTP_URL',
      'SMS_GATEWAY_URL',
      'POWERTRANZ_BASE_URL',
      'POWERTRANZ_ID',
      'POWERTRANZ_PASSWORD',
      'PAYEE_DIRECTORY_URL',
      'CARRIER_BASE_URL',
      'CARRIER_CLIENT_ID',
      'CARRIER_CLIENT_SECRET',
    ]);
    expect(deploymentProblems(loadConfig(DEPLOYMENT_ENV), SANDBOX_PAIR)).toEqual([]);
    const sandboxPair = loadConfig({
      ...DEPLOYMENT_ENV,
      POWERTRANZ_ID: SANDBOX_PAIR.powerTranzId,
      POWERTRANZ_PASSWORD: SANDBOX_PAIR.powerTranzPassword,
    });
    expect(deploymentProblems(sandboxPair, SANDBOX_PAIR)).toEqual([
      "POWERTRANZ_ID/POWERTRANZ_PASSWORD are the sandbox's published pair, not real credentials",
    ]);
    // The demo switch and development need none of them.
    expect(deploymentProblems(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }), null)).toEqual(
      [],
    );
    expect(() => loadConfig({ PUBLIC_URL: 'yo.example' })).toThrow(
      'PUBLIC_URL must be an absolute http(s) URL such as https://yo.example',
    );
  });

  it('refuses to start without its settings, saying which', { timeout: 120_000 }, async () => {
    const server = await startServer({ NODE_ENV: 'production' });
    await server.stop();
    expect(server.exitCode).toBe(1);
    expect(server.log).toContain('Yo will not start:');
    expect(server.log).toContain(
      'PUBLIC_URL is not set: links in mail and the 3-D Secure return address are built from it, never from the Host header',
    );
    expect(server.log).toContain('SMTP_URL is not set');
    expect(server.log).toContain('DEMO=on');
  });

  it('refuses the sandbox PowerTranz pair', { timeout: 120_000 }, async () => {
    const server = await startServer({
      ...DEPLOYMENT_ENV,
      POWERTRANZ_ID: SANDBOX_PAIR.powerTranzId,
      POWERTRANZ_PASSWORD: SANDBOX_PAIR.powerTranzPassword,
    });
    await server.stop();
    expect(server.exitCode).toBe(1);
    expect(server.log).toContain(
      "POWERTRANZ_ID/POWERTRANZ_PASSWORD are the sandbox's published pair",
    );
  });

  it('never serves the sandbox, and the demo does', { timeout: 180_000 }, async () => {
    const [deployment, demo] = await Promise.all([
      startServer(DEPLOYMENT_ENV),
      startServer({ NODE_ENV: 'production', DEMO: 'on' }),
    ]);
    try {
      expect(deployment.exitCode).toBeNull();
      expect(demo.exitCode).toBeNull();
      for (const path of [
        '/sandbox/api/messages',
        '/sandbox/powertranz/api/transactions',
        '/sandbox/inbox',
      ]) {
        expect([path, (await fetch(`${deployment.url}${path}`)).status]).toEqual([path, 404]);
      }
      expect((await fetch(`${demo.url}/sandbox/api/messages`)).status).toBe(200);
      expect(demo.log).toContain('the sandbox stands in for the card gateway');
      expect(demo.log).toContain('PUBLIC_URL is not set: links in mail point to http://localhost:');
      expect(deployment.log).not.toContain('the sandbox stands in');
    } finally {
      await Promise.all([deployment.stop(), demo.stop()]);
    }
  });
});

describe.each(databaseKinds)('reset links on %s', (kind) => {
  let t: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [t, configured] = await Promise.all([
      startTestApp(kind),
      startTestApp(kind, { publicUrl: 'https://yo.example' }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), configured.close()]));

  async function linkMailed(app: TestApp, host: string): Promise<string> {
    const { person } = await register(app);
    const response = await app.app.server.inject({
      method: 'GET',
      url: `/api/users/sendresetpassemail?email=${encodeURIComponent(person.email)}`,
      headers: {
        host,
        'x-forwarded-host': host,
        authorization: `Bearer ${await anonymousToken(app)}`,
      },
    });
    expect(response.statusCode).toBe(200);
    for (let i = 0; i < 400; i += 1) {
      const mail = app.app
        .sandbox!.messages.list(person.email)
        .find((m) => m.body.includes('/resetpassword?ref='));
      if (mail) return mail.body.match(/(\S+)\/resetpassword\?ref=/)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no reset mail');
  }

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    expect(await linkMailed(configured, 'attacker.example')).toBe('https://yo.example');
    // The demo without PUBLIC_URL: localhost and the configured port, whatever Host says.
    expect(await linkMailed(t, 'attacker.example')).toBe('http://localhost:3000');
  });
});
