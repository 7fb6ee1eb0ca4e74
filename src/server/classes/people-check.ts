// Checks that the people a group or session is given exist, are active and have the right role,
// refusing the whole request with a 400 that names every offending id.
import { and, eq, inArray } from 'drizzle-orm'
import { classMessages } from '#shared/i18n/classes.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'

export async function requireActivePeople(
  tx: Db,
  role: 'student' | 'teacher',
  ids: readonly string[],
): Promise<void> {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, role), eq(users.active, true)))
  const known = new Set(found.map((row) => row.id))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length === 0) return
  throw role === 'student'
    ? new HttpError(400, 'UNKNOWN_STUDENTS', { detail: classMessages.unknownStudents(unknown) })
    : new HttpError(400, 'UNKNOWN_TEACHERS', { detail: classMessages.unknownTeachers(unknown) })
}

export const notFound = (detail: string) => new HttpError(404, 'NOT_FOUND', { detail })
