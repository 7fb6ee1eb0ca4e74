// Creating a student (with the new or existing guardian of the same form) for other areas: the
// trial-class 'Inscribir' creates the same person POST /api/students would, audited alike.
import type { z } from 'zod'
import type { studentCreateBodySchema, User } from '#shared/contract/users.ts'
import type { WriteContext } from '#server/writes.ts'
import { createUser, linkNewStudent } from './create-user.ts'
import { asUniqueConflict } from './uniqueness.ts'

/** The new student; a RUT already taken is the same 409 the people form answers. */
export async function createStudentWithGuardian(
  ctx: WriteContext,
  body: z.output<typeof studentCreateBodySchema>,
): Promise<User> {
  try {
    const student = await createUser(ctx, 'student', body)
    await linkNewStudent(ctx, student.id, body)
    return student
  } catch (error) {
    throw asUniqueConflict(error) ?? error
  }
}
