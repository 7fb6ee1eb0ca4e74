// Sends the queued boletas and notas de crédito to the provider, once each across every instance:
// a claim takes due rows with SKIP LOCKED and pushes them a lease ahead, so no other instance sends
// them meanwhile; the row's id is the idempotency key, so a send whose answer was lost (a crash, a
// timeout) is sent again after the lease and answered with the same document. While the provider
// is down the rows back off (1 min, 2, 4… up to 1 h) and wait; nothing is dropped. The provider
// remembers a key for about a day only: a row whose send has been in doubt for longer is not sent
// again blindly but stopped 'con error', for an admin to look it up at the provider first.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { boletas } from '#server/db/schema.ts'
import {
  BoletaRejected,
  BoletaRetryLater,
  type BoletaProvider,
  type BoletaRequest,
} from '#server/dte/boleta-provider.ts'

/** How long a claimed row is left to the instance that claimed it before another may send it. */
export const LEASE_MS = 5 * 60 * 1000
const FIRST_RETRY_MS = 60 * 1000
const LAST_RETRY_MS = 60 * 60 * 1000
const BATCH = 20
/** How long a send in doubt may be repeated under the same key (the provider keeps keys ~24 h). */
export const KEY_WINDOW_MS = 23 * 60 * 60 * 1000
export const IN_DOUBT_TOO_LONG =
  'Sin respuesta segura del proveedor por más de un día: revisa en OpenFactura si este documento ya fue emitido. Si lo fue, márcalo como emitido fuera del sistema con su folio; si no, reinténtalo.'

type Row = typeof boletas.$inferSelect

/** The wait before the next send after `attempts` failed ones. */
export function backoffMs(attempts: number, retryAfterSeconds?: number): number {
  const doubling = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS)
  return Math.max(doubling, (retryAfterSeconds ?? 0) * 1000)
}

async function claim(db: Db, now: Date, limit: number): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: boletas.id })
      .from(boletas)
      .where(and(eq(boletas.status, 'queued'), lte(boletas.next_attempt_at, now)))
      .orderBy(asc(boletas.created_at))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(boletas)
      .set({
        attempts: sql`${boletas.attempts} + 1`,
        next_attempt_at: new Date(now.getTime() + LEASE_MS),
        // Until the provider answers clearly, this send may or may not have issued the document.
        uncertain_since: sql`coalesce(${boletas.uncertain_since}, ${now})`,
        updated_at: now,
      })
      .where(
        inArray(
          boletas.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/** The request for a row; for a nota de crédito, null until its boleta has a folio. */
async function requestOf(db: Db, row: Row): Promise<BoletaRequest | null> {
  const base = {
    type: row.type,
    issueDate: row.issue_date,
    receiver: { rut: row.receiver_rut, name: row.receiver_name },
    items: row.items,
  }
  if (row.type !== 61) return base
  const [credited] = await db
    .select({
      status: boletas.status,
      type: boletas.type,
      folio: boletas.folio,
      issue_date: boletas.issue_date,
    })
    .from(boletas)
    .where(eq(boletas.id, row.credits_boleta_id!))
  if (credited?.status !== 'issued' || credited.folio === null || credited.type === 61) return null
  return {
    ...base,
    reference: {
      type: credited.type,
      folio: credited.folio,
      date: credited.issue_date,
      reason: row.reason ?? 'Anula boleta',
      kind: 'annul',
    },
  }
}

const unclaimed = (row: Row) => and(eq(boletas.id, row.id), eq(boletas.status, 'queued'))

export interface SendOutcome {
  issued: number
  retrying: number
  rejected: number
  /** Notas de crédito whose boleta has no folio yet. */
  waiting: number
}

/** Sends what is due now; returns what happened, for the job's log. */
export async function sendDueBoletas(
  db: Db,
  provider: BoletaProvider,
  now: Date = new Date(),
  limit = BATCH,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { issued: 0, retrying: 0, rejected: 0, waiting: 0 }
  for (const row of await claim(db, now, limit)) {
    if (row.uncertain_since && now.getTime() - row.uncertain_since.getTime() > KEY_WINDOW_MS) {
      await db
        .update(boletas)
        .set({ status: 'rejected', last_error: IN_DOUBT_TOO_LONG, updated_at: now })
        .where(unclaimed(row))
      outcome.rejected++
      continue
    }
    const request = await requestOf(db, row)
    if (!request) {
      // NOTE: not a failure: the boleta it undoes is still on its way.
      await db
        .update(boletas)
        .set({
          attempts: row.attempts - 1,
          next_attempt_at: new Date(now.getTime() + FIRST_RETRY_MS),
          uncertain_since: null,
        })
        .where(unclaimed(row))
      outcome.waiting++
      continue
    }
    try {
      const issued = await provider.issue(request, row.id)
      await db
        .update(boletas)
        .set({
          status: 'issued',
          folio: issued.folio,
          provider_token: issued.providerToken,
          pdf: issued.pdf,
          issued_at: now,
          last_error: null,
          uncertain_since: null,
          updated_at: now,
        })
        .where(unclaimed(row))
      outcome.issued++
    } catch (error) {
      if (error instanceof BoletaRejected) {
        await db
          .update(boletas)
          .set({
            status: 'rejected',
            last_error: error.message,
            uncertain_since: null,
            updated_at: now,
          })
          .where(unclaimed(row))
        outcome.rejected++
      } else {
        const wait = backoffMs(
          row.attempts,
          error instanceof BoletaRetryLater ? error.retryAfterSeconds : undefined,
        )
        await db
          .update(boletas)
          .set({
            next_attempt_at: new Date(now.getTime() + wait),
            last_error: error instanceof Error ? error.message : String(error),
            // A clear 'not now' issued nothing; a timeout or a 500 leaves the doubt standing.
            ...(error instanceof BoletaRetryLater && error.nothingIssued
              ? { uncertain_since: null }
              : {}),
            updated_at: now,
          })
          .where(unclaimed(row))
        outcome.retrying++
      }
    }
  }
  return outcome
}

/** Sends batch after batch until nothing is due now (the job's run); returns the sum. */
export async function drainDueBoletas(
  db: Db,
  provider: BoletaProvider,
  now: Date = new Date(),
): Promise<SendOutcome> {
  const total: SendOutcome = { issued: 0, retrying: 0, rejected: 0, waiting: 0 }
  for (;;) {
    const batch = await sendDueBoletas(db, provider, now)
    for (const key of Object.keys(total) as (keyof SendOutcome)[]) total[key] += batch[key]
    const claimed = batch.issued + batch.retrying + batch.rejected + batch.waiting
    if (claimed < BATCH) return total
  }
}
