// The reminders' data: guardians with pending invoices (what they owe, when each channel last
// reminded them, the reminders of the last 7 days) and the log of reminders. A reminder is
// claimed before it goes out, under a lock on the guardian's row, so two admins (or two
// instances) cannot both pass the law's rule (shared/reminder-rules.ts).
import { and, asc, count, eq, gte, inArray, max, sql } from 'drizzle-orm'
import type { ReminderChannel, ReminderTarget } from '#shared/contract/reminders.ts'
import {
  reminderAllowance,
  reminderWindowStart,
  type ReminderRefusal,
} from '#shared/reminder-rules.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, reminders, users } from '#server/db/schema.ts'
import { audit } from '#server/audit.ts'

/** Guardians with pending invoices (only `guardianId`, when given), by last name and name. */
export async function reminderTargets(
  db: Db,
  now = new Date(),
  guardianId?: string,
): Promise<ReminderTarget[]> {
  const owing = await db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      phone: users.phone,
      email: users.email,
      pending_count: count(),
      amount_owed: sql<string>`sum(${invoices.total_amount})`,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.payer_id))
    .where(
      and(
        eq(invoices.status, 'pending'),
        guardianId ? eq(invoices.payer_id, guardianId) : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(users.last_name, users.name, users.id)
  if (owing.length === 0) return []
  const ids = owing.map((g) => g.id)
  const [last, recent] = await Promise.all([
    db
      .select({
        guardian_id: reminders.guardian_id,
        channel: reminders.channel,
        last: max(reminders.sent_at),
      })
      .from(reminders)
      .where(inArray(reminders.guardian_id, ids))
      .groupBy(reminders.guardian_id, reminders.channel),
    db
      .select({ guardian_id: reminders.guardian_id, sent_at: reminders.sent_at })
      .from(reminders)
      .where(
        and(inArray(reminders.guardian_id, ids), gte(reminders.sent_at, reminderWindowStart(now))),
      )
      .orderBy(asc(reminders.sent_at)),
  ])
  const lastOf = (id: string, channel: ReminderChannel) =>
    last.find((r) => r.guardian_id === id && r.channel === channel)?.last?.toISOString() ?? null
  return owing.map((g) => ({
    guardian: { id: g.id, name: g.name, last_name: g.last_name },
    phone: g.phone || null,
    email: g.email || null,
    pending_count: g.pending_count,
    amount_owed: Number(g.amount_owed),
    last_whatsapp_at: lastOf(g.id, 'whatsapp'),
    last_email_at: lastOf(g.id, 'email'),
    recent_reminders: recent
      .filter((r) => r.guardian_id === g.id)
      .map((r) => r.sent_at.toISOString()),
  }))
}

export interface ClaimInput {
  guardianId: string
  channel: ReminderChannel
  actorId: string
  ip: string
  /** What the audit row records besides guardian and channel (never the link: it is a key). */
  details: Record<string, unknown>
  now?: Date
}

export type Claim =
  | { ok: true; id: string; sentAt: Date }
  | { ok: false; reason: ReminderRefusal; nextAllowedAt: Date }

/** Logs a reminder about to go out, or says which rule refuses it and until when. Audited. */
export async function claimReminder(db: Db, input: ClaimInput): Promise<Claim> {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    // NOTE: every claim for this guardian queues here, so the read below sees every claim before.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.guardianId))
      .for('update')
    const recent = await tx
      .select({ sent_at: reminders.sent_at })
      .from(reminders)
      .where(
        and(
          eq(reminders.guardian_id, input.guardianId),
          gte(reminders.sent_at, reminderWindowStart(now)),
        ),
      )
    const allowance = reminderAllowance(
      recent.map((r) => r.sent_at),
      now,
    )
    if (!allowance.allowed) {
      return { ok: false, reason: allowance.reason, nextAllowedAt: allowance.nextAllowedAt }
    }
    const [row] = await tx
      .insert(reminders)
      .values({
        guardian_id: input.guardianId,
        channel: input.channel,
        sent_by: input.actorId,
        sent_at: now,
      })
      .returning()
    await audit(tx, {
      actorId: input.actorId,
      ip: input.ip,
      action: 'create',
      entity: 'reminder',
      entityId: row!.id,
      after: { guardian_id: input.guardianId, channel: input.channel, ...input.details },
    })
    return { ok: true, id: row!.id, sentAt: row!.sent_at }
  })
}

/** Takes back a claimed reminder that could not go out (the SMTP server refused it). Audited. */
export async function releaseReminder(
  db: Db,
  id: string,
  actor: { actorId: string; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(reminders).where(eq(reminders.id, id)).returning()
    if (!row) return
    await audit(tx, {
      ...actor,
      action: 'delete',
      entity: 'reminder',
      entityId: id,
      before: { guardian_id: row.guardian_id, channel: row.channel },
      after: { reason: 'smtp_failed' },
    })
  })
}
