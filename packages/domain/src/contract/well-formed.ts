/**
 * Text of a request must be well-formed Unicode: a lone UTF-16 surrogate (half of a pair) is no
 * character at all, cannot be stored as UTF-8 and is refused by PostgreSQL. Every route's inputs
 * are checked for it here, at the edge, so no such value reaches a handler or the database.
 */
import { refine, type Struct } from 'superstruct';

/** The refinement's name: the API's 400 describes it in words (http/routes.ts). */
export const WELL_FORMED_TEXT = 'wellFormedText';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds no lone surrogate. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The path of the first ill-formed string (a value or a key) in a JSON-like value, or null. */
export function illFormedTextPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = illFormedTextPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (!isWellFormedText(key)) return path;
      const found = illFormedTextPath(field, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `struct`, refusing any ill-formed text anywhere in the value (with that field's path). */
export function wellFormedText<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, WELL_FORMED_TEXT, (value) => {
    const path = illFormedTextPath(value);
    if (path === null) return true;
    return {
      path,
      key: path[path.length - 1],
      message: `${path.length > 0 ? path.join('.') : 'the request'} must be well-formed Unicode text`,
    };
  });
}
