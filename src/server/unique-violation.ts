// Telling a unique index's refusal from any other database error, on PGlite and PostgreSQL alike.

/** The violated constraint's name (or the error's message) when `error` is a unique violation, else null. */
export function uniqueViolation(error: unknown): string | null {
  // Drizzle wraps the driver's error: the code sits on a cause.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? pgError.message;
  }
  return null;
}
