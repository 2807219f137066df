/**
 * The validator toolkit: a field is a superstruct struct whose checks run in the spec's order and
 * fail with the spec's exact message; a form is those fields in the spec's order.
 */
import { define, type, validate, type Struct } from 'superstruct';

/** One rule: a test and the message when it fails (a function when the message quotes the value). */
export type Check = readonly [
  test: (text: string) => boolean,
  message: string | ((text: string) => string),
];

/** Form values arrive as strings, numbers, booleans or nothing; checks read them as text. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return String(value);
}

/** A field struct: runs `checks` in order and fails with the first failing check's message. */
export function field(name: string, checks: readonly Check[]): Struct<unknown, null> {
  return define<unknown>(name, (value) => {
    const text = asText(value);
    for (const [test, message] of checks) {
      if (!test(text)) return typeof message === 'function' ? message(text) : message;
    }
    return true;
  });
}

/** A struct that always passes (a field with no rule in this context). */
export const anyValue = define<unknown>('any', () => true);

export type FormErrors<F extends string> = Partial<Record<F, string>>;
export type FormResult<V, F extends string> =
  { ok: true; value: V } | { ok: false; errors: FormErrors<F>; first: string };

/** The fields of a form in the spec's order, built for the values (and context) being checked. */
export type FormSchema<F extends string> = { [K in F]: Struct<unknown, unknown> };

export interface Form<V, F extends string, C> {
  /** The message for one field (a form field's live error), or undefined when it is fine. */
  field(name: F, values: Partial<V>, context: C): string | undefined;
  /** Every field's first message, in the spec's order, and the first of them (submit, server). */
  validate(values: Partial<V>, context: C): FormResult<V, F>;
  /** The whole form as one superstruct struct. */
  struct(values: Partial<V>, context: C): Struct<Record<string, unknown>, unknown>;
}

export function defineForm<V, F extends string, C = undefined>(
  build: (values: Partial<V>, context: C) => FormSchema<F>,
): Form<V, F, C> {
  const struct = (values: Partial<V>, context: C) =>
    type(build(values, context)) as unknown as Struct<Record<string, unknown>, unknown>;
  return {
    field(name, values, context) {
      const schema = build(values, context);
      const [error] = validate((values as Record<string, unknown>)[name], schema[name]);
      return error?.message;
    },
    validate(values, context) {
      const [error] = validate(values, struct(values, context));
      if (!error) return { ok: true, value: values as V };
      const errors: FormErrors<F> = {};
      let first = '';
      for (const failure of error.failures()) {
        const key = failure.path[0] as F;
        if (errors[key] === undefined) errors[key] = failure.message;
        first ||= failure.message;
      }
      return { ok: false, errors, first };
    },
    struct,
  };
}

// Shared tests
export const isFilled = (text: string) => text.trim() !== '';
export const maxLength = (limit: number) => (text: string) => text.length <= limit;
export const minLength = (limit: number) => (text: string) => text.length >= limit;
export const matches = (pattern: RegExp) => (text: string) => pattern.test(text);
/** Empty passes (optional fields); otherwise `test` must pass. */
export const optionally = (test: (text: string) => boolean) => (text: string) =>
  text === '' || test(text);
/** Letters, hyphen, apostrophe and space (names, 5.4, 5.7, 5.11, 5.12). */
export const NAME_PATTERN = /^[\p{L}' -]+$/u;
export const stripSpaces = (text: string) => text.replace(/\s/g, '');
