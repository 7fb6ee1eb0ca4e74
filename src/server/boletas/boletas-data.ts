// The boletas admins see: a month's documents with their state, a retry of one the provider
// refused, a document's PDF and the month's sales book rows.
import { and, desc, eq, getTableColumns, gte, lt, ne, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { boletaTotals } from '#shared/boleta-totals.ts'
import type { Boleta, BoletaState } from '#shared/contract/boletas.ts'
import type { Receipt } from '#shared/contract/portal.ts'
import { boletasBook, boletaStateNames, boletaTypeNames } from '#shared/i18n/boletas.ts'
import type { Db } from '#server/db/client.ts'
import { boletas, manualPayments } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { excelDate, type SheetColumn } from '#server/spreadsheets.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

type Row = typeof boletas.$inferSelect

/** A document's columns for a list: everything but its PDF's bytes, and whether it has one. */
const { pdf: pdfColumn, ...listedColumns } = getTableColumns(boletas)
const listed = { ...listedColumns, has_pdf: sql<boolean>`${pdfColumn} is not null` }

/** The first day of the month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}

function stateOf(
  row: Pick<Row, 'status'>,
  creditIssued: boolean,
  providerConfigured: boolean,
): BoletaState {
  if (row.status === 'issued') return creditIssued ? 'anulada' : 'emitida'
  if (row.status === 'rejected') return 'con_error'
  return providerConfigured ? 'pendiente' : 'por_emitir'
}

/** A month's documents (by issue date), newest first. */
export async function listBoletas(
  db: Db,
  month: string,
  providerConfigured: boolean,
): Promise<Boleta[]> {
  const credit = alias(boletas, 'credit')
  const credited = alias(boletas, 'credited')
  const rows = await db
    .select({
      row: listed,
      method: manualPayments.method,
      credit_status: credit.status,
      credit_folio: credit.folio,
      credited_folio: credited.folio,
    })
    .from(boletas)
    .leftJoin(manualPayments, eq(manualPayments.id, boletas.manual_payment_id))
    .leftJoin(credit, eq(credit.credits_boleta_id, boletas.id))
    .leftJoin(credited, eq(credited.id, boletas.credits_boleta_id))
    .where(and(gte(boletas.issue_date, `${month}-01`), lt(boletas.issue_date, nextMonth(month))))
    .orderBy(desc(boletas.issue_date), desc(boletas.created_at))
  return rows.map(({ row, method, credit_status, credit_folio, credited_folio }) => {
    const totals = boletaTotals(row.items)
    return {
      id: row.id,
      type: row.type,
      state: stateOf(row, credit_status === 'issued', providerConfigured),
      folio: row.folio,
      issue_date: row.issue_date,
      receiver_rut: row.receiver_rut,
      receiver_name: row.receiver_name,
      exempt: totals.exempt,
      net: totals.net,
      iva: totals.iva,
      total: totals.total,
      payment: method ?? 'khipu',
      last_error: row.last_error,
      attempts: row.attempts,
      credits_folio: credited_folio ?? null,
      credited_by_folio: credit_status === 'issued' ? credit_folio : null,
      has_pdf: row.has_pdf,
      issued_outside: row.issued_outside,
      created_at: row.created_at.toISOString(),
    }
  })
}

/** Sends a refused document again (after the school fixed the cause): queued now, counted anew. */
export async function retryBoleta(
  { tx, audit }: WriteContext,
  id: string,
): Promise<WriteResult<null>> {
  const [row] = await tx.select().from(boletas).where(eq(boletas.id, id)).for('update')
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  if (row.status !== 'rejected') throw new HttpError(409, 'BOLETA_NOT_REJECTED')
  const now = new Date()
  await tx
    .update(boletas)
    .set({
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      // The admin has looked it up at the provider (the reason told them to): a fresh start.
      uncertain_since: null,
      updated_at: now,
    })
    .where(eq(boletas.id, id))
  await audit({
    action: 'boleta_retry',
    entity: 'boleta',
    entityId: id,
    before: { status: 'rejected', last_error: row.last_error },
    after: { status: 'queued' },
  })
  return { status: 204, body: null }
}

/**
 * Records a document the school issued elsewhere, with its folio: one 'por emitir' (no provider
 * configured) or 'con error'. One the job may be sending is refused, so nothing is issued twice.
 */
export async function markIssuedOutside(
  { tx, audit }: WriteContext,
  id: string,
  folio: number,
  providerConfigured: boolean,
): Promise<WriteResult<null>> {
  const [row] = await tx.select(listedColumns).from(boletas).where(eq(boletas.id, id)).for('update')
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  const waiting = row.status === 'queued' && !providerConfigured
  if (row.status !== 'rejected' && !waiting) throw new HttpError(409, 'BOLETA_NOT_OUTSIDE')
  const [taken] = await tx
    .select({ id: boletas.id })
    .from(boletas)
    .where(and(eq(boletas.type, row.type), eq(boletas.folio, folio)))
  if (taken) throw new HttpError(409, 'BOLETA_FOLIO_TAKEN')
  const now = new Date()
  await tx
    .update(boletas)
    .set({
      status: 'issued',
      folio,
      issued_outside: true,
      issued_at: now,
      last_error: null,
      uncertain_since: null,
      // Nothing to e-mail: the school holds the document it issued.
      receipt_mailed_at: now,
      updated_at: now,
    })
    .where(eq(boletas.id, id))
  await audit({
    action: 'boleta_issued_outside',
    entity: 'boleta',
    entityId: id,
    before: { status: row.status, last_error: row.last_error },
    after: { status: 'issued', folio, issued_outside: true },
  })
  return { status: 204, body: null }
}

/** The highest folio the provider gave each type (documents issued outside not counted). */
export async function lastProviderFolios(db: Db) {
  return db
    .select({ type: boletas.type, folio: sql<number>`max(${boletas.folio})::int` })
    .from(boletas)
    .where(and(eq(boletas.status, 'issued'), eq(boletas.issued_outside, false)))
    .groupBy(boletas.type)
}

/** The provider's PDF of an issued document: by its id, or as the boleta of a Khipu payment. */
async function pdfWhere(db: Db, where: SQL | undefined): Promise<{ pdf: Buffer; name: string }> {
  const [row] = await db
    .select({ pdf: boletas.pdf, type: boletas.type, folio: boletas.folio })
    .from(boletas)
    .where(where)
  if (!row?.pdf) throw new HttpError(404, 'NOT_FOUND')
  return { pdf: row.pdf, name: `dte-${row.type}-${row.folio}.pdf` }
}

export const boletaPdf = (db: Db, id: string) => pdfWhere(db, eq(boletas.id, id))

const c = boletasBook.columns

/** The sales book's columns: one row per document of the month, as the SII's book lists them. */
export const bookColumns: readonly SheetColumn<Boleta>[] = [
  { header: c.type, width: 28, value: (b) => `${b.type} ${boletaTypeNames[b.type]}` },
  { header: c.folio, width: 10, value: (b) => b.folio },
  { header: c.date, width: 14, value: (b) => excelDate(b.issue_date), numFmt: 'dd-mm-yyyy' },
  { header: c.rut, width: 14, value: (b) => b.receiver_rut },
  { header: c.name, width: 32, value: (b) => b.receiver_name },
  { header: c.exempt, width: 14, value: (b) => b.exempt, numFmt: '#,##0' },
  { header: c.net, width: 14, value: (b) => b.net, numFmt: '#,##0' },
  { header: c.iva, width: 12, value: (b) => b.iva, numFmt: '#,##0' },
  { header: c.total, width: 14, value: (b) => b.total, numFmt: '#,##0' },
  { header: c.state, width: 28, value: (b) => boletaStateNames[b.state] },
  { header: c.reference, width: 14, value: (b) => b.credits_folio },
]

/** The month's book in date order, oldest first (the list shows newest first). */
export async function bookRows(db: Db, month: string, providerConfigured: boolean) {
  return (await listBoletas(db, month, providerConfigured)).reverse()
}

/** The boleta of a Khipu payment as its receipt shows it; null when the payment has none. */
export async function receiptBoletaOf(
  db: Db,
  khipuPaymentId: string,
  providerConfigured: boolean,
): Promise<Receipt['boleta']> {
  const credit = alias(boletas, 'credit')
  const [found] = await db
    .select({ row: listed, credit_status: credit.status })
    .from(boletas)
    .leftJoin(credit, eq(credit.credits_boleta_id, boletas.id))
    .where(and(eq(boletas.khipu_payment_id, khipuPaymentId), ne(boletas.type, 61)))
  if (!found) return null
  const { row, credit_status } = found
  return {
    type: row.type,
    folio: row.folio,
    state: stateOf(row, credit_status === 'issued', providerConfigured),
    has_pdf: row.has_pdf,
  }
}

/** The provider's PDF of a Khipu payment's boleta. */
export const receiptBoletaPdf = (db: Db, khipuPaymentId: string) =>
  pdfWhere(db, and(eq(boletas.khipu_payment_id, khipuPaymentId), ne(boletas.type, 61)))
