// Recognises PostgreSQL's "data exception" class (SQLSTATE 22xxx: text it cannot store such as a
// NUL character, a number out of range, an impossible date) in what the drivers throw, possibly
// wrapped by Drizzle as the `cause` of its own error. Such a value slipped past validation: it is
// the client's input, so the API answers 400 (plugins/errors.ts) and the sync push rejects that
// one change (sync/push-data.ts).

/** The SQLSTATE of the data exception in `error` or its causes, or null for other errors. */
export function dataExceptionOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code
  }
  return null
}
