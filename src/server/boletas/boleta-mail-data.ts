// E-mails each issued boleta to its payer, with the provider's PDF attached and, for an online
// payment, the link to its receipt: at most once per boleta across instances (a row is claimed by
// stamping it before the send; a refused send gives the claim back for the next round). Only
// boletas issued in the last two days are mailed, so configuring SMTP later sends no backlog.
import { schoolAddress } from '#server/schools/school-address.ts'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { formatClp } from '#shared/money.ts'
import { boletaMail } from '#shared/i18n/receipt.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { boletas } from '#server/db/schema.ts'
import type { Mailer } from '#server/mailer.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

const RECENT_MS = 2 * 24 * 60 * 60 * 1000
const BATCH = 100

/** The payer's e-mail or name, through the cobros the boleta's payment paid (columns qualified:
 * the inner tables have their own khipu_payment_id). */
const payerOf = (column: 'email' | 'name') => sql<string | null>`coalesce(
  (select u.${sql.raw(column)} from manual_payments m
     join invoices i on i.id = m.invoice_id join users u on u.id = i.payer_id
    where m.id = boletas.manual_payment_id),
  (select u.${sql.raw(column)} from payment_attempts a
     join invoices i on i.id = a.invoice_id join users u on u.id = i.payer_id
    where a.payment_id = boletas.khipu_payment_id limit 1))`

export async function mailIssuedBoletas(
  db: Db,
  mailer: Mailer,
  config: Config,
  now: Date = new Date(),
): Promise<{ mailed: number; failed: number }> {
  const due = await db
    .select({
      id: boletas.id,
      type: boletas.type,
      folio: boletas.folio,
      total: boletas.total,
      pdf: boletas.pdf,
      khipu_payment_id: boletas.khipu_payment_id,
      email: payerOf('email'),
      name: payerOf('name'),
    })
    .from(boletas)
    .where(
      and(
        eq(boletas.status, 'issued'),
        ne(boletas.type, 61),
        isNull(boletas.receipt_mailed_at),
        gt(boletas.issued_at, new Date(now.getTime() - RECENT_MS)),
      ),
    )
    .limit(BATCH)
  let mailed = 0
  let failed = 0
  const address =
    (await schoolAddress(db)) ?? (config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : null)
  for (const row of due) {
    const claimed = await db
      .update(boletas)
      .set({ receipt_mailed_at: now })
      .where(and(eq(boletas.id, row.id), isNull(boletas.receipt_mailed_at)))
      .returning({ id: boletas.id })
    // NOTE: another instance took it, or the payer has no e-mail (the claim stands: nothing to do).
    if (claimed.length === 0 || !row.email || !row.pdf || row.folio === null) continue
    const mail = boletaMail({
      school: currentSettings(config).school.name,
      payer: row.name ?? '',
      type: row.type,
      folio: row.folio,
      total: formatClp(row.total),
      receiptUrl:
        row.khipu_payment_id && address
          ? `${address}/payments/receipt/${row.khipu_payment_id}`
          : null,
    })
    try {
      await mailer.send({
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        attachments: [
          { filename: mail.filename, content: row.pdf, contentType: 'application/pdf' },
        ],
      })
      mailed++
    } catch {
      await db.update(boletas).set({ receipt_mailed_at: null }).where(eq(boletas.id, row.id))
      failed++
    }
  }
  return { mailed, failed }
}
