// GET /api/{admins,students,supporters,teachers}: the active people of some roles, optionally
// filtered by `?search=`, in the one name order (src/shared/name-order.ts). A teacher reads and
// searches every list by name only: RUT and e-mail are null, of colleagues too
// (`seesListIdentifiers`).
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Role, StaffRole } from '#shared/roles.ts'
import type { UserListItem } from '#shared/contract/users.ts'
import { seesListIdentifiers } from '#shared/people-access.ts'
import type { Db } from '#server/db/client.ts'
import { jsonRows } from '#server/db/json-rows.ts'
import { users } from '#server/db/schema.ts'
import { sortByFullName } from '#shared/name-order.ts'
import { searchCondition } from './search.ts'

export async function listUsers(
  db: Db,
  viewer: StaffRole,
  roles: readonly Role[],
  search?: string,
): Promise<UserListItem[]> {
  const identifiers = seesListIdentifiers(viewer)
  // NOTE: one json_agg value sorted in JS (sortByFullName): Spanish order, which the
  // databases' "C" collation does not give, and on PGlite a fifth of typed rows sorted by SQL.
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
    sql`from ${users} where ${and(eq(users.active, true), inArray(users.role, [...roles]), searchCondition(search, { identifiers }))}`,
  )
  const sorted = sortByFullName(rows)
  return identifiers ? sorted : sorted.map((row) => ({ ...row, rut: null, email: null }))
}
