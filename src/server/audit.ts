// Writes audit_log rows: who did what to which entity, with before/after snapshots.
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
