// Creates a person (POST /api/{list}): identity checks, and for teachers and admins a hashed
// one-time password they must change at first sign-in. Students and supporters get no password
// and cannot sign in.
import { isStaffRole, type Role } from '#shared/roles.ts'
import type { CreatedUser, SupporterCreateBody } from '#shared/contract/users.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import { users } from '#server/db/schema.ts'
import type { WriteContext } from '#server/writes.ts'
import { generateTemporaryPassword } from './temporary-password.ts'
import { assertRutFree, assertStaffEmailFree } from './uniqueness.ts'
import { toUser, userColumns } from './user-rows-data.ts'
import { linkStudent } from './supporter-links.ts'

export interface NewUser {
  name: string
  last_name: string
  rut: string
  email: string
  phone?: string | null
  birth_date?: string | null
}

export async function createUser(
  { tx, audit }: WriteContext,
  role: Role,
  input: NewUser,
): Promise<CreatedUser> {
  const staff = isStaffRole(role)
  await assertRutFree(tx, input.rut, role)
  if (staff) await assertStaffEmailFree(tx, input.email)
  const temporaryPassword = staff ? generateTemporaryPassword() : undefined
  const [row] = await tx
    .insert(users)
    .values({
      role,
      name: input.name,
      last_name: input.last_name,
      rut: input.rut,
      email: input.email,
      phone: input.phone ?? null,
      birth_date: input.birth_date ?? null,
      password_hash: temporaryPassword ? await hashPassword(temporaryPassword) : null,
      must_change_password: staff,
    })
    .returning(userColumns)
  const user = toUser(row!)
  await audit({ action: 'create', entity: 'user', entityId: user.id, after: user })
  return temporaryPassword ? { ...user, temporary_password: temporaryPassword } : user
}

/**
 * A student created with their supporter in the same form: links an existing supporter, or creates
 * the new one first. Same transaction as the student: a refused supporter creates nothing.
 */
export async function linkNewStudent(
  ctx: WriteContext,
  studentId: string,
  choice: { supporter_id?: string | undefined; supporter?: SupporterCreateBody | undefined },
) {
  const supporterId = choice.supporter
    ? (await createUser(ctx, 'supporter', choice.supporter)).id
    : choice.supporter_id
  if (supporterId) await linkStudent(ctx, supporterId, studentId)
}
