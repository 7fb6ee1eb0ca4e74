// Other ids a class is known by (class_session_aliases): the id a phone gave a group's class it
// opened offline while another device had already created it. A change naming an alias applies
// to the class; the pull lists new aliases as deleted so the phone forgets its copy.
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { classSessionAliases } from '#server/db/schema.ts'

/**
 * The class `id` names: the one it is an alias of, else `id` itself (as SQL). A sub-select of its
 * own: compared with it, a column keeps its index under row-level security, where a bare
 * `coalesce` in a condition counts as leaky and would be checked only after the fence.
 */
export const resolvedSessionId = (id: string): SQL =>
  sql`(select coalesce((select ${classSessionAliases.session_id} from ${classSessionAliases}
    where ${classSessionAliases.alias_id} = ${id}::uuid), ${id}::uuid))`

/**
 * Records `aliasId` as another id of `sessionId`. An alias of a class deleted since, opened again
 * from 'Hoy', moves to the new class.
 */
export async function recordAlias(
  tx: Db,
  aliasId: string,
  sessionId: string,
  createdBy: string,
): Promise<void> {
  await tx
    .insert(classSessionAliases)
    .values({ alias_id: aliasId, session_id: sessionId, created_by: createdBy })
    .onConflictDoUpdate({
      target: classSessionAliases.alias_id,
      set: { session_id: sessionId },
    })
}
