// Asks Khipu about payment attempts still pending (a notification may have been lost) and
// applies the answer with the webhook's own confirmation logic; attempts that can no longer
// complete are closed as failures so the return page stops waiting.
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { khipuPayments, paymentAttempts } from '#server/db/schema.ts'
import type { KhipuClient } from '#server/khipu/client.ts'
import { confirmPayment } from '#server/payments/confirm-payment-data.ts'

export const RECONCILE_EVERY_MS = 5 * 60 * 1000
const MIN_AGE_MS = 60 * 1000
const MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000
/** An attempt Khipu never got an id for (the start crashed) is dead after this. */
const NEVER_STARTED_MS = 15 * 60 * 1000
const BATCH = 200

export async function reconcilePayments(
  db: Db,
  client: KhipuClient,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(paymentAttempts)
      .set({ status: 'failure', notes: paymentNotes.expired, updated_at: now })
      .where(
        and(
          eq(paymentAttempts.status, 'pending'),
          or(
            lt(paymentAttempts.created_at, ago(MAX_AGE_MS)),
            and(
              isNull(paymentAttempts.khipu_payment_id),
              lt(paymentAttempts.created_at, ago(NEVER_STARTED_MS)),
            ),
          ),
        ),
      )
      .returning({ id: paymentAttempts.id, payment_id: paymentAttempts.payment_id })
    // A Khipu payment's attempts expire together (same start); the payment follows them.
    const payments = [...new Set(rows.map((row) => row.payment_id))]
    if (payments.length > 0) {
      await tx
        .update(khipuPayments)
        .set({ status: 'failure', notes: paymentNotes.expired, updated_at: now })
        .where(and(inArray(khipuPayments.id, payments), eq(khipuPayments.status, 'pending')))
    }
    for (const row of rows) {
      await audit(tx, {
        actorId: null,
        action: 'payment_failed',
        entity: 'payment_attempt',
        entityId: row.id,
        before: { status: 'pending' },
        after: { status: 'failure', notes: paymentNotes.expired, source: 'reconciliation' },
      })
    }
    return rows.length
  })

  // One Khipu lookup per Khipu payment, however many invoices (attempts) it pays.
  const pending = await db
    .selectDistinctOn([paymentAttempts.khipu_payment_id], {
      id: paymentAttempts.id,
      khipu: paymentAttempts.khipu_payment_id,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'pending'),
        isNotNull(paymentAttempts.khipu_payment_id),
        lt(paymentAttempts.created_at, ago(MIN_AGE_MS)),
        gt(paymentAttempts.created_at, ago(MAX_AGE_MS)),
      ),
    )
    .orderBy(paymentAttempts.khipu_payment_id, paymentAttempts.created_at)
    .limit(BATCH)
  const outcomes: Record<string, number> = {}
  for (const attempt of pending) {
    try {
      const outcome = await confirmPayment(db, client, attempt.khipu!, 'reconciliation')
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
    } catch (error) {
      log.warn({ err: error, attempt: attempt.id }, 'reconciliation: khipu lookup failed')
    }
  }
  if (pending.length > 0 || expired > 0) {
    log.info({ checked: pending.length, expired, outcomes }, 'payments reconciled')
  }
  return { checked: pending.length, expired, outcomes }
}
