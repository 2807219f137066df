import { Writable } from 'node:stream';
import type { DatabaseKind } from '../../src/db/database.js';
import { buildApp, type App, type AppDependencies } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { testConfig } from './config.js';
import { openTestDatabase } from './database.js';

/** Test assertions read response bodies loosely; the contract's structs are checked elsewhere. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Response<T = Loose> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: App;
  /** Base URL of the listening server (127.0.0.1, a free port). */
  url: string;
  logs: string[];
  get<T = Loose>(path: string, token?: string | null): Promise<Response<T>>;
  post<T = Loose>(path: string, body?: unknown, token?: string | null): Promise<Response<T>>;
  close(): Promise<void>;
}

/**
 * An app on a fresh database, listening on 127.0.0.1 so the sandbox's SMS gateway is reachable.
 * Per-address limits are raised (every test request comes from one address); the tests of the
 * limits themselves pass `rateLimitScale: 1`.
 */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'sandbox' | 'clock'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(testConfig({ rateLimitScale: 100, ...overrides }), {
    ...dependencies,
    database,
    logStream,
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token?: string | null,
  ) => {
    const response = await app.server.inject({
      method,
      url: `/api/${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: isJson ? response.json() : response.rawPayload,
      headers: response.headers,
    };
  };
  return {
    app,
    url,
    logs,
    get: (path, token) => call('GET', path, undefined, token),
    post: (path, body, token) => call('POST', path, body ?? undefined, token),
    async close() {
      await app.server.close();
      await database.close();
    },
  };
}
