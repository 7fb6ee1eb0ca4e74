// Recognises a unique-index violation (SQLSTATE 23505) in what the drivers throw: node-postgres
// and PGlite errors, possibly wrapped by Drizzle as the `cause` of its own error.

/** The violated constraint's name ('' when the driver did not say), or null for other errors. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505') return constraint ?? ''
  }
  return null
}
