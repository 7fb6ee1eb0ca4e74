// Writes audit_log rows (who did what to which entity, with before/after snapshots) and reads
// the latest ones back for administrators.
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema.ts'

export interface AuditEntry {
  actorId: string | null
  action: string
  entity: string
  entityId?: string | null
  before?: unknown
  after?: unknown
  ip?: string | null
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  })
}

/** The latest `limit` entries, newest first, optionally of one entity (and one of its rows). */
export async function latestAuditEntries(
  db: Db,
  { entity, entity_id, limit }: { entity?: string; entity_id?: string; limit: number },
) {
  const filters: SQL[] = []
  if (entity) filters.push(eq(auditLog.entity, entity))
  if (entity_id) filters.push(eq(auditLog.entity_id, entity_id))
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at))
    .limit(limit)
  return rows.map(({ ip: _ip, ...row }) => ({ ...row, at: row.at.toISOString() }))
}
