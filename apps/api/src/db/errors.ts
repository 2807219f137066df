/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle
 * wraps driver errors, and postgres-js and PGlite name the constraint differently.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Error || typeof current === 'object';) {
    if (current === null) return null;
    const candidate = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      const name = candidate.constraint_name ?? candidate.constraint;
      return typeof name === 'string' ? name : '';
    }
    current = candidate.cause;
    if (current === undefined) return null;
  }
  return null;
}
