/**
 * An error and the errors it wraps, outermost first (Drizzle wraps the driver's in `cause`), at most five
 * deep, so that a cycle of causes cannot loop.
 */
export function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a database error, or one it wraps, is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causesOf(error)) if (e.code === '23505') return true;
  return false;
}
