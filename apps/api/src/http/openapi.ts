import { FILE_RESPONSE, PRODUCT_NAME, type RouteDefinition } from '@yo/domain';
import { is, type Struct } from 'superstruct';
import type { RegisteredRoute } from './routes.js';

type JsonSchema = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/**
 * JSON Schema of a contract struct, read from superstruct's own description of it: its `type`,
 * and `schema` for objects, arrays and enums. Optional and nullable are found by testing the
 * struct with undefined and null, since superstruct keeps no flag for them.
 */
export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const nullable = is(null, struct);
  const base = ((): JsonSchema => {
    switch (struct.type) {
      case 'string':
        return { type: 'string' };
      case 'number':
        return { type: 'number' };
      case 'integer':
        return { type: 'integer' };
      case 'boolean':
        return { type: 'boolean' };
      case 'literal':
        return { const: struct.schema };
      case 'enums':
        return { enum: Object.values(struct.schema as Record<string, unknown>) };
      case 'array':
        return struct.schema
          ? { type: 'array', items: toJsonSchema(struct.schema as AnyStruct) }
          : { type: 'array' };
      case 'object':
      case 'type': {
        const fields = struct.schema as Record<string, AnyStruct>;
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const [name, field] of Object.entries(fields)) {
          properties[name] = toJsonSchema(field);
          if (!is(undefined, field)) required.push(name);
        }
        return {
          type: 'object',
          properties,
          ...(required.length > 0 ? { required } : {}),
          ...(struct.type === 'object' ? { additionalProperties: false } : {}),
        };
      }
      default:
        return {};
    }
  })();
  return nullable && Object.keys(base).length > 0 ? { anyOf: [base, { type: 'null' }] } : base;
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['state', 'msg', 'data'],
    properties: {
      state: { type: 'integer', enum: [1, -1], description: '1 success, -1 failure' },
      msg: { type: ['string', 'null'] },
      data,
    },
  };
}

function parameters(definition: RouteDefinition) {
  const list: JsonSchema[] = [];
  for (const [where, struct] of [
    ['path', definition.params],
    ['query', definition.query],
  ] as const) {
    if (!struct) continue;
    for (const [name, field] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !is(undefined, field),
        schema: toJsonSchema(field),
      });
    }
  }
  return list;
}

const security: Record<RouteDefinition['auth'], JsonSchema[]> = {
  none: [],
  anonymous: [{ bearer: [] }],
  user: [{ bearer: [] }],
};

/** The OpenAPI 3.1 document of every registered route, generated from the contract's structs. */
export function openApiDocument(routes: readonly RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {
    '/api/health': {
      get: {
        summary: 'Health check',
        responses: { '200': { description: 'Up, with the database kind' } },
      },
    },
  };
  for (const { definition, options } of routes) {
    const path = `/api/${definition.path}`;
    const data =
      definition.response === FILE_RESPONSE ? null : toJsonSchema(definition.response as AnyStruct);
    const operation: JsonSchema = {
      operationId: `${definition.method.toLowerCase()}_${definition.path.replace(/\W+/g, '_')}`,
      security: security[definition.auth],
      description: [
        definition.auth === 'user'
          ? 'Needs a user token.'
          : definition.auth === 'anonymous'
            ? `Needs the anonymous token or a user token${options.allowOtpPending ? ' (or the otp-pending token of a login)' : ''}.`
            : 'Needs no token.',
        options.rateLimit
          ? `At most ${options.rateLimit.max} per ${options.rateLimit.timeWindow} per client address.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      parameters: parameters(definition),
      ...(definition.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(definition.body) } },
            },
          }
        : {}),
      responses: {
        '200':
          data === null
            ? { description: 'The file', content: { 'application/octet-stream': {} } }
            : {
                description: 'The envelope; state -1 with msg when the request was refused',
                content: {
                  'application/json': {
                    schema: envelope(
                      definition.wrapped ? { type: 'object', properties: { data } } : data,
                    ),
                  },
                },
              },
        '4XX': {
          description:
            'Malformed, unauthorised, forbidden, missing or throttled: the envelope with state -1',
        },
      },
    };
    paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
