/** Whether a database error, or one it wraps (Drizzle wraps the driver's in `cause`), is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
