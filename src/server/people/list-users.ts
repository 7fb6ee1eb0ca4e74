// GET /api/{admins,students,supporters,teachers}: the active people of some roles, optionally
// filtered by `?search=`, sorted by last name and name.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Role } from '#shared/contract/common.ts'
import type { UserListItem } from '#shared/contract/users.ts'
import type { Db } from '#server/db/client.ts'
import { jsonRows } from '#server/db/json-rows.ts'
import { users } from '#server/db/schema.ts'
import { searchCondition, sortByFullName } from './search.ts'

export async function listUsers(
  db: Db,
  roles: readonly Role[],
  search?: string,
): Promise<UserListItem[]> {
  // NOTE: one json_agg value sorted in JS (sortByFullName): on PGlite the whole roster of a
  // large school costs about a fifth of typed rows sorted by SQL.
  const rows = await jsonRows<UserListItem>(
    db,
    {
      id: users.id,
      role: users.role,
      name: users.name,
      last_name: users.last_name,
      rut: sql`coalesce(${users.rut}, '')`,
      email: sql`coalesce(${users.email}, '')`,
    },
    sql`from ${users} where ${and(eq(users.active, true), inArray(users.role, [...roles]), searchCondition(search))}`,
  )
  return sortByFullName(rows)
}
