import {
  coerce,
  integer,
  literal,
  nullable,
  number,
  optional,
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

// Query strings arrive as text; these accept the typed value and coerce text (server: `create`).
/** An integer in a query string. */
export const QueryInteger = coerce(integer(), string(), (text) =>
  /^-?\d+$/.test(text) ? Number(text) : text,
);
/** A decimal number in a query string. */
export const QueryNumber = coerce(number(), string(), (text) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text,
);
/** A boolean in a query string ('true' / 'false'). */
export const QueryBoolean = coerce(boolean(), string(), (text) =>
  text === 'true' ? true : text === 'false' ? false : text,
);
