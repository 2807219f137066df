import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.js';
import { databaseKinds } from './support/database.js';
import { anonymousToken, register } from './support/flows.js';

/**
 * Every route of the OpenAPI document, sent input generated from its own schema and then spoiled
 * (wrong types, NUL bytes, numbers beyond int4 and beyond 2^53, huge and odd text, deep nesting,
 * fields missing or added, bodies that are not JSON). Any 5xx fails the run, with fast-check's
 * smallest request that gives it. A fixed seed keeps every run the same requests.
 */
const SEED = 17;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}
interface Operation {
  security?: unknown[];
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}

const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '2147483648',
  '-2147483649',
  '123456789012345678901234567890',
  '90071992547409',
  '1e400',
  'NaN',
  '-0',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(5_000),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
);
const nastyNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  90_071_992_547_409,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.1,
  -1,
  0,
  Number.MAX_SAFE_INTEGER,
);
const nastyAny: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { $gt: '' }, ['\u0000']),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value for a schema: often a plausible one, often a spoiled one. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return nastyAny;
  const plausible = ((): fc.Arbitrary<unknown> => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueOf(s, depth + 1)));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        return fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), nastyText);
      case 'integer':
        return fc.oneof(fc.integer(), fc.integer({ min: -5, max: 50 }), nastyNumber);
      case 'number':
        return fc.oneof(
          fc.double({ noNaN: true }),
          fc.integer({ min: 0, max: 10_000 }),
          nastyNumber,
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schema.items ? valueOf(schema.items, depth + 1) : nastyAny, {
          maxLength: 4,
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const fields = Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [k, valueOf(s, depth + 1)]),
        );
        // Mostly every required field there (so the spoiled values reach the routes' own checks
        // and the database), sometimes any subset.
        return fc.oneof(
          { weight: 4, arbitrary: fc.record(fields, { requiredKeys: schema.required ?? [] }) },
          { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        );
      }
      default:
        return nastyAny;
    }
  })();
  // Containers are mostly kept, so that their fields carry the spoiled values.
  const kept = schema.type === 'object' || schema.type === 'array' ? 8 : 3;
  return fc.oneof({ weight: kept, arbitrary: plausible }, { weight: 1, arbitrary: nastyAny });
}

/** A path segment; a lone surrogate goes as the bytes it would be in UTF-8 (not valid UTF-8). */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

interface FuzzRequest {
  url: string;
  payload: string | undefined;
}

function requestsFor(path: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const values = fc.tuple(
    ...parameters.map((p) =>
      p.in === 'path' ? valueOf(p.schema) : fc.option(valueOf(p.schema), { nil: undefined }),
    ),
  );
  const extraQuery = fc.option(fc.tuple(fc.string({ maxLength: 8 }), nastyText), {
    nil: undefined,
  });
  const schema = operation.requestBody?.content['application/json'].schema;
  const body: fc.Arbitrary<string | undefined> = schema
    ? fc.oneof(
        { weight: 6, arbitrary: valueOf(schema).map((value) => JSON.stringify(value ?? null)) },
        {
          weight: 1,
          arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '{"a":',
            '\u0000',
            `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
            `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
            '{"__proto__":{"polluted":true}}',
            '',
          ),
        },
      )
    : fc.constant(undefined);
  return fc.tuple(values, extraQuery, body).map(([given, extra, payload]) => {
    let url = `/api/${path.replace(/^\/api\//, '')}`;
    const query = new URLSearchParams();
    parameters.forEach((parameter, i) => {
      const value = given[i];
      if (parameter.in === 'path') {
        url = url.replace(`{${parameter.name}}`, segment(textOf(value) || 'x'));
      } else if (value !== undefined) query.append(parameter.name, textOf(value));
    });
    if (extra) query.append(extra[0], extra[1]);
    const search = query.toString();
    return { url: search ? `${url}?${search}` : url, payload };
  });
}

describe.each(databaseKinds)('fuzzing every route of the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let anonymous: string;
  let user: string;

  beforeAll(async () => {
    // Limits out of the way: the point is what each route does with the input.
    t = await startTestApp(kind, { rateLimitScale: 1_000_000 });
    anonymous = await anonymousToken(t);
    user = (await register(t)).token;
  });
  afterAll(() => t.close());

  it('answers generated bad input with no 5xx', { timeout: 600_000 }, async () => {
    const document = (await t.get('docs')).body as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const table = new Map<string, Map<number, number>>();
    let sent = 0;
    for (const [index, { path, method, operation }] of operations.entries()) {
      const counts = new Map<number, number>();
      table.set(`${method.toUpperCase()} ${path}`, counts);
      const needsUser = operation.description?.startsWith('Needs a user token') ?? false;
      await fc.assert(
        fc.asyncProperty(requestsFor(path, operation), async (request) => {
          // Logging out ends the session it is sent with: it gets a session of its own.
          const token = path.endsWith('users/logout')
            ? await anonymousToken(t)
            : needsUser
              ? user
              : anonymous;
          const response = await t.app.server.inject({
            method: method.toUpperCase() as 'GET' | 'POST',
            url: request.url,
            headers: {
              authorization: `Bearer ${token}`,
              'idempotency-key': randomUUID(),
              ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          sent += 1;
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          return response.statusCode < 500;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    const statuses = [...new Set([...table.values()].flatMap((c) => [...c.keys()]))].sort();
    const rows = [...table].map(([route, counts]) =>
      [route.padEnd(48), ...statuses.map((s) => String(counts.get(s) ?? 0).padStart(5))].join(' '),
    );
    const totals = statuses.map((s) =>
      String([...table.values()].reduce((sum, c) => sum + (c.get(s) ?? 0), 0)).padStart(5),
    );
    console.log(
      [
        `fuzz on ${kind}: ${sent} requests over ${operations.length} routes (seed ${SEED}, ${RUNS_PER_ROUTE} per route)`,
        ['status'.padEnd(48), ...statuses.map((s) => String(s).padStart(5))].join(' '),
        ...rows,
        ['total'.padEnd(48), ...totals].join(' '),
      ].join('\n'),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});
