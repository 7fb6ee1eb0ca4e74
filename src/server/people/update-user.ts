// PATCH /api/users/{id}: changes some fields of an active person with the creation rules
// (unique RUT within the list, unique staff e-mail, phone and birth date kept where required).
import { eq } from 'drizzle-orm'
import { isStaffRole, ROLES, type StaffRole } from '#shared/roles.ts'
import type { User } from '#shared/contract/users.ts'
import { users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { assertMayManage } from './access.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { isMobilePhone } from '#shared/phone.ts'
import { assertRutFree, assertStaffEmailFree } from './uniqueness.ts'
import { findActiveUser, toUser, userColumns } from './user-rows-data.ts'

export interface UserChanges {
  name?: string
  last_name?: string
  rut?: string
  email?: string
  phone?: string | null
  birth_date?: string | null
}

export async function updateUser(
  { tx, audit }: WriteContext,
  actorRole: StaffRole,
  id: string,
  changes: UserChanges,
): Promise<User> {
  const row = await findActiveUser(tx, id, ROLES)
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  assertMayManage(actorRole, row.role)
  const needsPhone = row.role === 'student' || row.role === 'supporter'
  if (changes.phone === null && needsPhone) throw new HttpError(400, 'PHONE_REQUIRED')
  // Only a guardian may give a landline; the contract took any valid number.
  if (changes.phone && row.role !== 'supporter' && !isMobilePhone(changes.phone)) {
    throw new HttpError(400, 'VALIDATION_ERROR', { detail: validationMessages.phoneInvalid })
  }
  if (changes.birth_date === null && row.role === 'student') {
    throw new HttpError(400, 'BIRTH_DATE_REQUIRED')
  }
  if (changes.rut !== undefined && changes.rut !== row.rut) {
    await assertRutFree(tx, changes.rut, row.role, row.id)
  }
  if (changes.email !== undefined && isStaffRole(row.role)) {
    await assertStaffEmailFree(tx, changes.email, row.id)
  }
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, row.id))
    .returning(userColumns)
  const before = toUser(row)
  const after = toUser(updated!)
  await audit({ action: 'update', entity: 'user', entityId: row.id, before, after })
  return after
}
