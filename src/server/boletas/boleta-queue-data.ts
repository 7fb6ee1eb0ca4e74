// Queues a payment's boleta, or the nota de crédito that undoes it, inside the transaction that
// records (or undoes) the payment: the document exists as soon as the money does, and the boletas
// job sends it. The unique indexes of `boletas` make a second queueing a no-op.
import { and, eq, inArray, ne } from 'drizzle-orm'
import { boletaTotals } from '#shared/boleta-totals.ts'
import {
  ANONYMOUS_RECEIVER_RUT,
  boletaItems,
  boletaTypeOf,
  type PaidInvoice,
} from '#shared/billing/boleta-items.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { isInvoicePayer, isInvoiceStudent, payers, students } from '#server/db/invoice-people.ts'
import { personName } from '#server/db/person-ref.ts'
import { boletas, invoices } from '#server/db/schema.ts'

/** The payment a boleta documents: a Khipu payment (one or a family's cobros) or one by hand. */
export type BoletaSource = { khipuPaymentId: string } | { manualPaymentId: string }

const sourceColumns = (source: BoletaSource) =>
  'khipuPaymentId' in source
    ? { khipu_payment_id: source.khipuPaymentId }
    : { manual_payment_id: source.manualPaymentId }

const sourceIs = (source: BoletaSource) =>
  'khipuPaymentId' in source
    ? eq(boletas.khipu_payment_id, source.khipuPaymentId)
    : eq(boletas.manual_payment_id, source.manualPaymentId)

const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`.trim()

/**
 * Queues the boleta of a payment that paid these cobros (`amount`: what it paid for each), to
 * their payer. One document per payment, a family's included: one payer, one payment, one folio,
 * its items child by child. Nothing is queued for a payment that paid nothing.
 */
export async function queuePaymentBoleta(
  tx: Db,
  source: BoletaSource,
  paid: readonly { invoiceId: string; amount: number }[],
  now: Date = new Date(),
): Promise<void> {
  if (paid.length === 0) return
  const rows = await tx
    .select({
      id: invoices.id,
      billing_period: invoices.billing_period,
      line_items: invoices.line_items,
      student: personName(students),
      payer: { ...personName(payers), rut: payers.rut },
    })
    .from(invoices)
    .innerJoin(students, isInvoiceStudent)
    .innerJoin(payers, isInvoicePayer)
    .where(
      inArray(
        invoices.id,
        paid.map((p) => p.invoiceId),
      ),
    )
    .orderBy(students.name, students.last_name, invoices.billing_period)
  const amountOf = new Map(paid.map((p) => [p.invoiceId, p.amount]))
  const drafts: PaidInvoice[] = rows.map((row) => ({
    billing_period: row.billing_period,
    student_name: fullName(row.student),
    lines: row.line_items,
    paid: amountOf.get(row.id) ?? 0,
  }))
  const items = boletaItems(drafts)
  const { payer } = rows[0]!
  await tx
    .insert(boletas)
    .values({
      type: boletaTypeOf(items),
      ...sourceColumns(source),
      receiver_rut: payer.rut ?? ANONYMOUS_RECEIVER_RUT,
      receiver_name: fullName(payer),
      items,
      total: boletaTotals(items).total,
      issue_date: todayInSantiago(now),
    })
    .onConflictDoNothing()
}

/**
 * Queues the nota de crédito that undoes the boleta of a payment (annulled by hand, reversed by the
 * bank): the same items, to the same receiver, referencing it. Sent once the boleta has its folio.
 */
export async function queueCreditNote(
  tx: Db,
  source: BoletaSource,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  const [boleta] = await tx
    .select({
      id: boletas.id,
      receiver_rut: boletas.receiver_rut,
      receiver_name: boletas.receiver_name,
      items: boletas.items,
      total: boletas.total,
    })
    .from(boletas)
    .where(and(sourceIs(source), ne(boletas.type, 61)))
  if (!boleta) return
  await tx
    .insert(boletas)
    .values({
      type: 61,
      ...sourceColumns(source),
      credits_boleta_id: boleta.id,
      receiver_rut: boleta.receiver_rut,
      receiver_name: boleta.receiver_name,
      items: boleta.items,
      total: boleta.total,
      issue_date: todayInSantiago(now),
      reason: reason.slice(0, 90),
    })
    .onConflictDoNothing()
}
