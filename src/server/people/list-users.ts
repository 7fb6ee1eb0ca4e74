// GET /api/{admins,students,supporters,teachers}: the active people of some roles, optionally
// filtered by `?search=`, sorted by last name and name.
import { and, eq, inArray } from 'drizzle-orm'
import type { Role } from '#shared/contract/common.ts'
import type { UserListItem } from '#shared/contract/users.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { byFullName, searchCondition } from './search.ts'

export async function listUsers(
  db: Db,
  roles: readonly Role[],
  search?: string,
): Promise<UserListItem[]> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      last_name: users.last_name,
      rut: users.rut,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...roles]), searchCondition(search)))
    .orderBy(...byFullName)
  return rows.map((row) => ({ ...row, rut: row.rut ?? '', email: row.email ?? '' }))
}
