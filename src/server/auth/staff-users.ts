// Looks up the staff members who may hold a session (active superadmin, admin, teacher) and
// shapes them as the contract's session user.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '#shared/contract/auth.ts'
import { STAFF_ROLES, type StaffRole } from '#shared/roles.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { sessionUserColumns } from '#server/plugins/auth.ts'

export type StaffRow = SessionUser & { password_hash: string | null }

async function findActiveStaff(db: Db, where: SQL): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({ ...sessionUserColumns, password_hash: users.password_hash })
    .from(users)
    .where(and(where, eq(users.active, true), inArray(users.role, [...STAFF_ROLES])))
    .limit(1)
  if (!row) return undefined
  return { ...row, role: row.role as StaffRole, email: row.email ?? '' }
}

export const findActiveStaffByEmail = (db: Db, email: string) =>
  findActiveStaff(db, sql`lower(${users.email}) = ${email.toLowerCase()}`)

export const findActiveStaffById = (db: Db, id: string) => findActiveStaff(db, eq(users.id, id))

export function toSessionUser(row: StaffRow): SessionUser {
  const { password_hash: _hash, ...user } = row
  return user
}
