// Reading people rows: the columns the API shows, their JSON shape, and the lookups of an
// ACTIVE user (deactivated people are invisible to every people route).
import { and, eq, inArray } from 'drizzle-orm'
import type { Role } from '#shared/roles.ts'
import type { User } from '#shared/contract/users.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

export const userColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  last_name: users.last_name,
  rut: users.rut,
  email: users.email,
  phone: users.phone,
  birth_date: users.birth_date,
}

export type UserRow = {
  id: string
  role: Role
  name: string
  last_name: string
  rut: string | null
  email: string | null
  phone: string | null
  birth_date: string | null
}

/** Staff seeded without RUT (the first superadmin) show an empty string, as the contract wants. */
export function toUser(row: UserRow): User {
  return { ...row, rut: row.rut ?? '', email: row.email ?? '' }
}

/** The active user `id` when their role is one of `roles`. */
export async function findActiveUser(
  db: Db,
  id: string,
  roles: readonly Role[],
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), inArray(users.role, [...roles])))
  return row
}
