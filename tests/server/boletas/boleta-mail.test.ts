// The payer gets their boleta by e-mail once it is issued: the provider's PDF attached, once per
// boleta whatever instances run the job, sent again a round later when the SMTP server refused it;
// a payer without e-mail, a nota de crédito or an old boleta gets none.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInSantiago } from '#shared/dates.ts'
import { mailIssuedBoletas } from '#server/boletas/boleta-mail-data.ts'
import { sendDueBoletas } from '#server/boletas/boleta-sending-data.ts'
import { boletas, users } from '#server/db/schema.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { smtpMailer, type Mailer } from '#server/mailer.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { startTestSmtp, type TestSmtp } from '../helpers/test-smtp.ts'
import { seedFamily, seedInvoice } from '../payments/billing-fixtures.ts'
import { useListeningTestApp } from '../payments/payment-app.ts'

const ctx = useListeningTestApp()
let smtp: TestSmtp
let mailer: Mailer
let admin: string

beforeAll(async () => {
  smtp = await startTestSmtp()
  mailer = smtpMailer({ ...ctx.config, smtp: { url: smtp.url, from: 'cobros@escuela.cl' } })
  admin = (await signInRoles(ctx.app, ctx.db, ['admin'])).admin!
})
afterAll(async () => {
  mailer.close()
  await smtp.close()
})

/** A cobro paid in cash by a guardian with (or without) e-mail, and its boleta issued. */
async function issuedCashBoleta(total: number, email: string | null) {
  const { guardian, students } = await seedFamily(ctx.db)
  await ctx.db.update(users).set({ email }).where(eq(users.id, guardian.id))
  const invoice = await seedInvoice(ctx.db, {
    student_id: students[0]!.id,
    payer_id: guardian.id,
    total_amount: total,
  })
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/manual-payments`,
    payload: { amount: total, paid_on: todayInSantiago(), method: 'cash' },
    headers: bearer(admin),
  })
  expect(paid.statusCode, paid.body).toBe(201)
  await sendDueBoletas(ctx.db, boletaRuntime(ctx.config, ctx.app.server).provider!)
  const [row] = await ctx.db
    .select()
    .from(boletas)
    .where(eq(boletas.manual_payment_id, paid.json<{ id: string }>().id))
  expect(row!.status).toBe('issued')
  return { paymentId: paid.json<{ id: string }>().id, row: row! }
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))

describe('the boleta by e-mail', () => {
  it('mails the payer their boleta once, its PDF attached, whatever instances run the job', async () => {
    const { row } = await issuedCashBoleta(20500, 'ana.pagadora@correo.cl')
    const runs = await Promise.all([
      mailIssuedBoletas(ctx.db, mailer, ctx.config),
      mailIssuedBoletas(ctx.db, mailer, ctx.config),
    ])
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(1)
    await mailIssuedBoletas(ctx.db, mailer, ctx.config)
    const [mail, ...more] = mailsTo('ana.pagadora@correo.cl')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe(`Boleta exenta electrónica N° ${row.folio} de Escuela de prueba`)
    expect(mail!.text).toContain('Hola, Ana:')
    expect(mail!.text).toContain(`Gracias por su pago de $20.500.`)
    expect(mail!.text).toContain(`boleta exenta electrónica N° ${row.folio}`)
    expect(mail!.attachments).toHaveLength(1)
    expect(mail!.attachments[0]!.filename).toBe(`boleta-41-${row.folio}.pdf`)
    expect(mail!.attachments[0]!.content.equals(row.pdf!)).toBe(true)
  })

  it('sends it again a round later when the SMTP server refused it', async () => {
    await issuedCashBoleta(21500, 'refused.once@correo.cl')
    smtp.refuse(true)
    try {
      expect((await mailIssuedBoletas(ctx.db, mailer, ctx.config)).failed).toBeGreaterThan(0)
    } finally {
      smtp.refuse(false)
    }
    expect(mailsTo('refused.once@correo.cl')).toHaveLength(0)
    await mailIssuedBoletas(ctx.db, mailer, ctx.config)
    expect(mailsTo('refused.once@correo.cl')).toHaveLength(1)
  })

  it('mails nothing to a payer without e-mail, for a nota de crédito or for an old boleta', async () => {
    const before = smtp.received.length
    await issuedCashBoleta(22500, null)
    const annulled = await issuedCashBoleta(23500, 'annulled@correo.cl')
    await mailIssuedBoletas(ctx.db, mailer, ctx.config)
    expect(mailsTo('annulled@correo.cl')).toHaveLength(1)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/manual-payments/${annulled.paymentId}/annul`,
      payload: { reason: 'Error de caja' },
      headers: bearer(admin),
    })
    await sendDueBoletas(ctx.db, boletaRuntime(ctx.config, ctx.app.server).provider!)
    const old = await issuedCashBoleta(24500, 'old@correo.cl')
    await ctx.db
      .update(boletas)
      .set({ issued_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(boletas.id, old.row.id))
    await mailIssuedBoletas(ctx.db, mailer, ctx.config)
    expect(smtp.received.length - before).toBe(1)
  })
})
