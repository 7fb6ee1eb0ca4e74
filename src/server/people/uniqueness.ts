// The two identity rules of people writes: one active user per RUT within a list (admins count
// superadmins and admins together), and one active staff member per e-mail (it is their login).
// Checked up front for a clear 409; the partial unique indexes catch what a race lets through.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { STAFF_ROLES, type Role } from '#shared/roles.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { violatedUniqueIndex } from '#server/db/unique-violation.ts'
import { HttpError } from '#server/http-error.ts'

/** The roles a RUT must be unique among, for a user of `role`. */
const rutPeerRoles = (role: Role): Role[] =>
  role === 'admin' || role === 'superadmin' ? ['superadmin', 'admin'] : [role]

export async function assertRutFree(db: Db, rut: string, role: Role, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.rut, rut),
        eq(users.active, true),
        inArray(users.role, rutPeerRoles(role)),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (clash) throw new HttpError(409, 'RUT_TAKEN')
}

export async function assertStaffEmailFree(db: Db, email: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.active, true),
        inArray(users.role, [...STAFF_ROLES]),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (clash) throw new HttpError(409, 'EMAIL_TAKEN')
}

const UNIQUE_INDEX_ERRORS: Record<string, 'RUT_TAKEN' | 'EMAIL_TAKEN'> = {
  users_rut_role_active_uq: 'RUT_TAKEN',
  users_staff_email_active_uq: 'EMAIL_TAKEN',
}

/** A unique-index violation of a concurrent write, as the 409 the up-front check would give. */
export function asUniqueConflict(error: unknown): HttpError | null {
  const constraint = violatedUniqueIndex(error)
  if (constraint === null) return null
  return new HttpError(409, UNIQUE_INDEX_ERRORS[constraint] ?? 'CONFLICT')
}
