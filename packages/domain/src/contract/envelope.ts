import {
  coerce,
  integer,
  literal,
  nullable,
  number,
  optional,
  pattern,
  refine,
  string,
  type,
  union,
  unknown,
  boolean,
  type Infer,
  type Struct,
} from 'superstruct';

/** `state` of every response: 1 success, -1 failure (section 7). */
export const SUCCESS_STATE = 1;
export const FAILURE_STATE = -1;

/** The envelope every JSON response comes in, with `data` not yet checked. */
export const EnvelopeStruct = type({
  state: union([literal(SUCCESS_STATE), literal(FAILURE_STATE)]),
  msg: optional(nullable(string())),
  data: optional(unknown()),
});
export type Envelope<T = unknown> = Omit<Infer<typeof EnvelopeStruct>, 'data'> & { data?: T };

/** A success envelope as the server sends it. `wrapped` puts `data` one level deeper (`data.data`). */
export function successEnvelope<T>(data: T, options: { msg?: string; wrapped?: boolean } = {}) {
  return {
    state: SUCCESS_STATE,
    msg: options.msg ?? null,
    data: options.wrapped ? { data } : data,
  } as const;
}

/** A failure envelope; `data` may name the failing field (e.g. ValidateAccount). */
export function failureEnvelope(msg: string, data: unknown = null) {
  return { state: FAILURE_STATE, msg, data } as const;
}

/** The full wire struct of a success response whose `data` matches `struct`. */
export function successEnvelopeStruct<T, S>(struct: Struct<T, S>, wrapped = false) {
  return type({
    state: literal(SUCCESS_STATE),
    msg: optional(nullable(string())),
    data: wrapped ? type({ data: struct }) : struct,
  });
}

/** The largest id or count the database holds (PostgreSQL's `integer`, int4). */
export const INT4_MAX = 2_147_483_647;
/** The largest amount in TTD whose cents the database holds (amounts are int4 cents). */
export const MAX_WIRE_AMOUNT = Math.floor(INT4_MAX / 100);

/** An id or count: a whole number PostgreSQL's int4 holds. */
export const Int4 = refine(integer(), 'int4', (value) => Math.abs(value) <= INT4_MAX);
/** An amount in TTD whose cents PostgreSQL's int4 holds. */
export const WireNumber = refine(number(), 'amount', (value) => Math.abs(value) <= MAX_WIRE_AMOUNT);
/** A UUID in its canonical text form (ids of codes, sessions, verifications). */
export const Uuid = pattern(
  string(),
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
);

// Query strings arrive as text; these accept the typed value and coerce text (server: `create`).
/** An integer in a query string, within int4. */
export const QueryInteger = coerce(Int4, string(), (text) =>
  /^-?\d+$/.test(text) ? Number(text) : text,
);
/** A decimal number (an amount) in a query string, its cents within int4. */
export const QueryNumber = coerce(WireNumber, string(), (text) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text,
);
/** A boolean in a query string ('true' / 'false'). */
export const QueryBoolean = coerce(boolean(), string(), (text) =>
  text === 'true' ? true : text === 'false' ? false : text,
);
