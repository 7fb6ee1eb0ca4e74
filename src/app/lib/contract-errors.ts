// A contract schema's verdict on what a form is about to send, as one Spanish message per field:
// the form shows, next to the input concerned, the same words the API would answer.
import type { z } from 'zod'

/** The first message of each top-level field that broke a rule ({} when the value passes). */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** The message of the first rule `value` breaks, or undefined. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}
