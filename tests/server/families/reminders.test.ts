// Payment reminders from Pagos pendientes, against a real SMTP server in the test process: the
// e-mail arrives at the guardian's address with a Spanish subject, the amount owed and a personal
// link the portal accepts for that guardian; WhatsApp gets a wa.me link with the same message;
// the 24-hour rule holds (a forced second one, never a third), and everything is audited.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ReminderOverview, ReminderResults } from '#shared/contract/reminders.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { auditLog, reminders, users } from '#server/db/schema.ts'
import { readPersonalLink } from '#server/families/personal-link.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { ok, seedFamily, seedInvoice } from '../payments/billing-fixtures.ts'
import { startTestSmtp, type TestSmtp } from './test-smtp.ts'

const PUBLIC_URL = 'https://pagos.escuela.test'
let smtp: TestSmtp
let ctx: TestContext
let admin: Caller

beforeAll(async () => {
  smtp = await startTestSmtp()
  ctx = await createTestApp({
    publicUrl: PUBLIC_URL,
    smtp: { url: smtp.url, from: 'cobros@escuela.test' },
    school: { name: 'Escuela Cóndor', phone: undefined, email: undefined },
  })
  admin = await signIn(ctx, 'admin')
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})
beforeEach(() => {
  smtp.received.length = 0
  smtp.refuse(false)
})

/** A guardian owing two invoices ($20.500 + $15.000), with the given contact data. */
async function owingGuardian(contact: { email?: string | null; phone?: string | null }) {
  const { guardian, students } = await seedFamily(ctx.db, 2)
  await ctx.db
    .update(users)
    .set({ email: contact.email ?? null, phone: contact.phone ?? null })
    .where(eq(users.id, guardian.id))
  await seedInvoice(ctx.db, { student_id: students[0]!.id, payer_id: guardian.id })
  await seedInvoice(ctx.db, {
    student_id: students[1]!.id,
    payer_id: guardian.id,
    total_amount: 15_000,
  })
  await seedInvoice(ctx.db, {
    student_id: students[1]!.id,
    payer_id: guardian.id,
    billing_period: '2025-01',
    total_amount: 99_000,
    status: 'paid',
  })
  return guardian
}

const send = (guardian_id: string, channel: string, force?: boolean) =>
  admin.send('POST', '/api/reminders/send', { guardian_id, channel, force })

function linkIn(text: string): string {
  const link = new RegExp(`${PUBLIC_URL}/payments/l/([A-Za-z0-9_.-]+)`).exec(text)
  expect(link, text).not.toBeNull()
  return link![1]!
}

describe('e-mail reminders', () => {
  it('arrive at the guardian with a Spanish subject, the amount owed and their personal link', async () => {
    const guardian = await owingGuardian({ email: 'ana@familia.test' })
    const { results } = (await ok(await send(guardian.id, 'email'))) as ReminderResults
    expect(results[0]).toMatchObject({ outcome: 'sent', channel: 'email', whatsapp_url: null })

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual(['ana@familia.test'])
    expect(mail.from).toBe('cobros@escuela.test')
    expect(mail.subject).toBe('Recordatorio de pago: $35.500 pendientes en Escuela Cóndor')
    expect(mail.text).toContain('Estimado/a Ana Pagadora:')
    expect(mail.text).toContain('2 cobros pendientes con Escuela Cóndor por un total de $35.500')
    const token = linkIn(mail.text)
    expect(readPersonalLink(ctx.config.jwtSecret, token)).toEqual({ guardianId: guardian.id })
  })

  it('refuse a second one within 24 hours unless forced, and never a third', async () => {
    const guardian = await owingGuardian({ email: 'bea@familia.test', phone: '+56987654321' })
    await ok(await send(guardian.id, 'email'))

    const again = await send(guardian.id, 'email')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ detail: errorDetails.REMINDER_TOO_SOON })

    await ok(await send(guardian.id, 'email', true))
    const third = await send(guardian.id, 'whatsapp')
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({ detail: errorDetails.REMINDER_LIMIT })
    expect(smtp.received).toHaveLength(2)
  })

  it('are taken back from the log when the SMTP server refuses them', async () => {
    const guardian = await owingGuardian({ email: 'caro@familia.test' })
    smtp.refuse(true)
    const refused = await send(guardian.id, 'email')
    expect(refused.statusCode).toBe(502)
    expect(refused.json()).toMatchObject({ detail: errorDetails.EMAIL_SEND_FAILED })
    smtp.refuse(false)
    await ok(await send(guardian.id, 'email'))
    expect(smtp.received).toHaveLength(1)
  })

  it('say the guardian has no e-mail instead of sending nowhere', async () => {
    const guardian = await owingGuardian({ phone: '+56911112222' })
    const answer = await send(guardian.id, 'email')
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({ detail: errorDetails.REMINDER_NO_CONTACT })
  })

  it('are unavailable, and the overview says so, without SMTP_URL', async () => {
    const bare = await createTestApp({ publicUrl: PUBLIC_URL })
    try {
      const bareAdmin = await signIn(bare, 'admin')
      const overview = (await ok(await bareAdmin.get('/api/reminders'))) as ReminderOverview
      expect(overview.email_available).toBe(false)
      const answer = await bareAdmin.send('POST', '/api/reminders/send-all', { channel: 'email' })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ detail: errorDetails.EMAIL_UNAVAILABLE })
    } finally {
      await bare.close()
    }
  })
})

describe('two admins at once', () => {
  it('send one reminder, not two, when both press the button together', async () => {
    const guardian = await owingGuardian({ email: 'gabi@familia.test' })
    const other = await signIn(ctx, 'admin')
    const body = { guardian_id: guardian.id, channel: 'email' }
    const answers = await Promise.all([
      admin.send('POST', '/api/reminders/send', body),
      other.send('POST', '/api/reminders/send', body),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(smtp.received).toHaveLength(1)
  })
})

describe('in production without PUBLIC_URL', () => {
  it('refuses to build links from a guessed address', async () => {
    const prod = await createTestApp({ nodeEnv: 'production', publicUrl: undefined })
    try {
      const prodAdmin = await signIn(prod, 'admin')
      const { guardian, students } = await seedFamily(prod.db, 1)
      await prod.db.update(users).set({ phone: '+56912345678' }).where(eq(users.id, guardian.id))
      await seedInvoice(prod.db, { student_id: students[0]!.id, payer_id: guardian.id })
      const answer = await prodAdmin.send('POST', '/api/reminders/send', {
        guardian_id: guardian.id,
        channel: 'whatsapp',
      })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ detail: errorDetails.LINKS_UNAVAILABLE })
    } finally {
      await prod.close()
    }
  })
})

describe('WhatsApp reminders', () => {
  it('answer a wa.me link to the guardian with the message and personal link', async () => {
    const guardian = await owingGuardian({ phone: '+56912345678' })
    const { results } = (await ok(await send(guardian.id, 'whatsapp'))) as ReminderResults
    const url = new URL(results[0]!.whatsapp_url!)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/56912345678')
    const text = url.searchParams.get('text')!
    expect(text).toContain('por un total de $35.500')
    expect(readPersonalLink(ctx.config.jwtSecret, linkIn(text))).toEqual({
      guardianId: guardian.id,
    })
    expect(smtp.received).toHaveLength(0)
  })
})

describe('reminding everyone', () => {
  it('mails each guardian with pending invoices once, skipping the recently reminded', async () => {
    const fresh = await owingGuardian({ email: 'dani@familia.test' })
    const first = (await ok(
      await admin.send('POST', '/api/reminders/send-all', { channel: 'email' }),
    )) as ReminderResults
    expect(first.results.find((r) => r.guardian_id === fresh.id)?.outcome).toBe('sent')
    expect(smtp.received.map((m) => m.to[0])).toContain('dani@familia.test')
    const sentTo = smtp.received.length

    const second = (await ok(
      await admin.send('POST', '/api/reminders/send-all', { channel: 'email' }),
    )) as ReminderResults
    expect(second.results.every((r) => r.outcome !== 'sent')).toBe(true)
    expect(smtp.received).toHaveLength(sentTo)
  })

  it('prepares a WhatsApp link for each guardian with a phone and names those without one', async () => {
    const withPhone = await owingGuardian({ phone: '+56933334444' })
    const withoutPhone = await owingGuardian({ email: 'sinfono@familia.test' })
    const { results } = (await ok(
      await admin.send('POST', '/api/reminders/send-all', { channel: 'whatsapp' }),
    )) as ReminderResults
    const of = (id: string) => results.find((r) => r.guardian_id === id)!
    expect(of(withPhone.id).outcome).toBe('sent')
    expect(of(withPhone.id).whatsapp_url).toMatch(/^https:\/\/wa\.me\/56933334444\?text=/)
    expect(of(withoutPhone.id)).toMatchObject({ outcome: 'no_contact', whatsapp_url: null })
    expect(smtp.received).toHaveLength(0)
  })

  it('shows in the overview when each guardian was last reminded, and audits each reminder', async () => {
    const guardian = await owingGuardian({ email: 'eli@familia.test' })
    await ok(await send(guardian.id, 'email'))
    const overview = (await ok(await admin.get('/api/reminders'))) as ReminderOverview
    const row = overview.guardians.find((g) => g.guardian.id === guardian.id)!
    expect(row).toMatchObject({ pending_count: 2, amount_owed: 35_500, last_whatsapp_at: null })
    expect(Date.now() - Date.parse(row.last_email_at!)).toBeLessThan(60_000)

    const [logged] = await ctx.db
      .select()
      .from(reminders)
      .where(eq(reminders.guardian_id, guardian.id))
    expect(logged).toMatchObject({ channel: 'email', sent_by: admin.userId })
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, logged!.id))
    expect(audited).toHaveLength(1)
    expect(JSON.stringify(audited[0]!.after)).not.toContain('/payments/l/')
  })
})

describe('who may remind', () => {
  it('refuses teachers and answers 404 for a guardian who owes nothing', async () => {
    const teacher = await signIn(ctx, 'teacher')
    const guardian = await owingGuardian({ email: 'fer@familia.test' })
    const refused = await teacher.send('POST', '/api/reminders/send', {
      guardian_id: guardian.id,
      channel: 'email',
    })
    expect(refused.statusCode).toBe(403)
    const { guardian: debtFree } = await seedFamily(ctx.db, 1)
    expect((await send(debtFree.id, 'email')).statusCode).toBe(404)
    expect(smtp.received).toHaveLength(0)
  })
})
