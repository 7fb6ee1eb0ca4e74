// Payment reminders from Pagos pendientes, against a real SMTP server in the test process: the
// e-mail arrives at the guardian's address with a Spanish subject, the amount owed and a personal
// link the portal accepts for that guardian; WhatsApp gets a wa.me link with the same message;
// Chile's rule holds (two a week, two days apart, both channels together, no override, also
// across two instances), a refusal says which rule and from when, and everything is audited.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ReminderOverview, ReminderResults } from '#shared/contract/reminders.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { buildApp, type App } from '#server/app.ts'
import { auditLog, reminders, users } from '#server/db/schema.ts'
import type { Db } from '#server/db/client.ts'
import { readPersonalLink } from '#server/credentials/personal-link.ts'
import {
  createTestApp,
  openSharedTestDatabase,
  testConfig,
  firstSchoolDb,
  type TestContext,
  withTestApp,
} from '../helpers/test-app.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { ok, seedFamily, seedInvoice } from '../payments/billing-fixtures.ts'
import { santiagoMoment } from './santiago-moment.ts'
import { startTestSmtp, type TestSmtp } from '../helpers/test-smtp.ts'

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

const send = (guardian_id: string, channel: string) =>
  admin.send('POST', '/api/reminders/send', { guardian_id, channel })

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Reminders of a guardian logged `daysAgo` days before now (as earlier sends would be). */
async function remindedBefore(db: Db, guardianId: string, ...daysAgo: number[]) {
  await db.insert(reminders).values(
    daysAgo.map((days) => ({
      guardian_id: guardianId,
      channel: 'whatsapp' as const,
      sent_at: new Date(Date.now() - days * DAY),
    })),
  )
}

const loggedFor = async (db: Db, guardianId: string) =>
  (await db.select({ n: count() }).from(reminders).where(eq(reminders.guardian_id, guardianId)))[0]!
    .n

function linkIn(text: string): string {
  const link = new RegExp(`${PUBLIC_URL}/payments/l/([A-Za-z0-9_.-]+)`).exec(text)
  expect(link, text).not.toBeNull()
  return link![1]!
}

/** A reminder on `channel` is refused (409): the guardian has no contact for it. */
async function expectNoContact(guardianId: string, channel: 'email' | 'whatsapp') {
  const answer = await send(guardianId, channel)
  expect(answer.statusCode).toBe(409)
  expect(answer.json()).toMatchObject({ detail: errorDetails.REMINDER_NO_CONTACT })
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
    const guardian = await owingGuardian({ phone: '+56981112222' })
    await expectNoContact(guardian.id, 'email')
  })

  it('are unavailable, and the overview says so, without SMTP_URL', async () => {
    await withTestApp({ publicUrl: PUBLIC_URL }, async (bare) => {
      const bareAdmin = await signIn(bare, 'admin')
      const overview = (await ok(await bareAdmin.get('/api/reminders'))) as ReminderOverview
      expect(overview.email_available).toBe(false)
      const answer = await bareAdmin.send('POST', '/api/reminders/send-all', { channel: 'email' })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({
        detail:
          'El correo no está configurado; pide a quien administra el servidor que lo configure.',
      })
    })
  })
})

describe("Chile's rule (Ley 21.320): two a week, two days apart, only to the paying guardian", () => {
  it('refuses a second reminder within two days on the other channel, saying from when', async () => {
    const guardian = await owingGuardian({ email: 'bea@familia.test', phone: '+56987654321' })
    const { results } = (await ok(await send(guardian.id, 'email'))) as ReminderResults
    const sentAt = Date.parse(results[0]!.sent_at!)

    const again = await send(guardian.id, 'whatsapp')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'REMINDER_TOO_SOON',
      detail:
        'Se le envió un recordatorio hace menos de dos días (la ley pide al menos dos días entre uno y otro); ' +
        `el próximo se puede enviar desde ${santiagoMoment(sentAt + 2 * DAY)}.`,
    })
    expect(smtp.received).toHaveLength(1)
    expect(await loggedFor(ctx.db, guardian.id)).toBe(1)
  })

  it('has no override: `force` is refused as an unknown field', async () => {
    const guardian = await owingGuardian({ email: 'bruno@familia.test' })
    await ok(await send(guardian.id, 'email'))
    const forced = await admin.send('POST', '/api/reminders/send', {
      guardian_id: guardian.id,
      channel: 'email',
      force: true,
    })
    expect(forced.statusCode).toBe(400)
    expect(forced.json().detail).toContain('force')
    expect(smtp.received).toHaveLength(1)
  })

  it('refuses a third reminder in 7 days, saying when the older one leaves the week', async () => {
    const guardian = await owingGuardian({ email: 'celia@familia.test', phone: '+56955556666' })
    await remindedBefore(ctx.db, guardian.id, 6, 3)
    const [older] = await ctx.db
      .select({ sent_at: reminders.sent_at })
      .from(reminders)
      .where(eq(reminders.guardian_id, guardian.id))
      .orderBy(reminders.sent_at)

    for (const channel of ['email', 'whatsapp']) {
      const third = await send(guardian.id, channel)
      expect(third.statusCode).toBe(409)
      expect(third.json()).toEqual({
        code: 'REMINDER_LIMIT',
        detail:
          'Ya se le enviaron 2 recordatorios en los últimos 7 días (la ley permite 2 por semana); ' +
          `el próximo se puede enviar desde ${santiagoMoment(older!.sent_at.getTime() + 7 * DAY)}.`,
      })
    }
    expect(smtp.received).toHaveLength(0)
    expect(await loggedFor(ctx.db, guardian.id)).toBe(2)
  })

  it('allows the second of the week two days after the first, and the overview lists both', async () => {
    const guardian = await owingGuardian({ email: 'dario@familia.test' })
    await remindedBefore(ctx.db, guardian.id, 2, 9)
    await ok(await send(guardian.id, 'email'))
    const overview = (await ok(await admin.get('/api/reminders'))) as ReminderOverview
    const row = overview.guardians.find((g) => g.guardian.id === guardian.id)!
    expect(row.recent_reminders).toHaveLength(2)
    expect(Date.now() - Date.parse(row.recent_reminders[1]!)).toBeLessThan(60_000)
  })

  it("reaches only the paying guardian's own address, never a child's on the same cobros", async () => {
    const guardian = await owingGuardian({ email: 'paga@familia.test', phone: '+56977778888' })
    await ctx.db
      .update(users)
      .set({ email: 'hijo@familia.test', phone: '+56981110000' })
      .where(eq(users.supporter_id, guardian.id))
    const overview = (await ok(await admin.get('/api/reminders'))) as ReminderOverview
    const listed = overview.guardians.filter((g) => g.email?.endsWith('@familia.test'))
    expect(listed.map((g) => g.email)).not.toContain('hijo@familia.test')
    await ok(await send(guardian.id, 'email'))
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['paga@familia.test'])
    expect(smtp.received[0]!.raw).not.toMatch(/^(cc|bcc):/im)
  })
})

describe('two instances on one database', () => {
  let handles: Awaited<ReturnType<typeof openSharedTestDatabase>> = []
  let apps: App[] = []
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await handles[0]?.close()
  })

  it('let no burst of sends for one guardian past the rule, on either channel', async () => {
    handles = await openSharedTestDatabase(2)
    await handles[0]!.migrate()
    const config = testConfig({
      publicUrl: PUBLIC_URL,
      smtp: { url: smtp.url, from: 'cobros@escuela.test' },
    })
    apps = await Promise.all(
      handles.map(async (handle) => {
        const app = await buildApp({ config, db: handle.db })
        await app.ready()
        return app
      }),
    )
    const db = firstSchoolDb(handles[0]!)
    const staff = await seedUser(db, { role: 'admin' })
    const { token } = await login(apps[0]!, staff.email!)
    const { guardian, students } = await seedFamily(db, 1)
    await db
      .update(users)
      .set({ email: 'rafaga@familia.test', phone: '+56944445555' })
      .where(eq(users.id, guardian.id))
    await seedInvoice(db, { student_id: students[0]!.id, payer_id: guardian.id })
    await remindedBefore(db, guardian.id, 3)

    const burst = () =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/reminders/send',
            headers: bearer(token),
            payload: { guardian_id: guardian.id, channel: i % 4 < 2 ? 'email' : 'whatsapp' },
          }),
        ),
      )
    const first = await burst()
    expect(first.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(first.filter((a) => a.statusCode === 409)).toHaveLength(11)
    const second = await burst()
    expect(second.every((a) => a.statusCode === 409)).toBe(true)
    expect(await loggedFor(db, guardian.id)).toBe(2)
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
    await withTestApp(
      { nodeEnv: 'production', publicUrl: undefined },
      async (prod) => {
        const prodAdmin = await signIn(prod, 'admin')
        const { guardian, students } = await seedFamily(prod.db, 1)
        await prod.db.update(users).set({ phone: '+56982345678' }).where(eq(users.id, guardian.id))
        await seedInvoice(prod.db, { student_id: students[0]!.id, payer_id: guardian.id })
        const answer = await prodAdmin.send('POST', '/api/reminders/send', {
          guardian_id: guardian.id,
          channel: 'whatsapp',
        })
        expect(answer.statusCode).toBe(503)
        expect(answer.json()).toMatchObject({ detail: errorDetails.LINKS_UNAVAILABLE })
        expect(answer.body).not.toContain('PUBLIC_URL')
      },
      // A school without a host of its own, so without an address: a deployment of one school.
      { singleSchool: true },
    )
  })
})

describe('WhatsApp reminders', () => {
  it('answer a wa.me link to the guardian with the message and personal link', async () => {
    const guardian = await owingGuardian({ phone: '+56982345678' })
    const { results } = (await ok(await send(guardian.id, 'whatsapp'))) as ReminderResults
    const url = new URL(results[0]!.whatsapp_url!)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/56982345678')
    const text = url.searchParams.get('text')!
    expect(text).toContain('por un total de $35.500')
    expect(readPersonalLink(ctx.config.jwtSecret, linkIn(text))).toEqual({
      guardianId: guardian.id,
    })
    expect(smtp.received).toHaveLength(0)
  })

  it('have no chat for a guardian with only a landline, and log nothing', async () => {
    const guardian = await owingGuardian({ phone: '+56223456789' })
    await expectNoContact(guardian.id, 'whatsapp')
    const logged = await ctx.db
      .select()
      .from(reminders)
      .where(eq(reminders.guardian_id, guardian.id))
    expect(logged).toEqual([])
  })
})

describe('reminding everyone', () => {
  it('mails each guardian the rule allows, and reports each refusal with its rule and next time', async () => {
    const fresh = await owingGuardian({ email: 'dani@familia.test' })
    const twiceThisWeek = await owingGuardian({ email: 'dora@familia.test' })
    await remindedBefore(ctx.db, twiceThisWeek.id, 6, 3)
    const first = (await ok(
      await admin.send('POST', '/api/reminders/send-all', { channel: 'email' }),
    )) as ReminderResults
    const of = (results: ReminderResults, id: string) =>
      results.results.find((r) => r.guardian_id === id)
    expect(of(first, fresh.id)).toMatchObject({ outcome: 'sent', next_allowed_at: null })
    expect(smtp.received.map((m) => m.to[0])).toContain('dani@familia.test')
    expect(smtp.received.map((m) => m.to[0])).not.toContain('dora@familia.test')
    const weekly = of(first, twiceThisWeek.id)!
    expect(weekly.outcome).toBe('limit')
    expect(Date.parse(weekly.next_allowed_at!) - (Date.now() + DAY)).toBeLessThan(60_000)
    const sentTo = smtp.received.length

    const second = (await ok(
      await admin.send('POST', '/api/reminders/send-all', { channel: 'email' }),
    )) as ReminderResults
    expect(second.results.every((r) => r.outcome !== 'sent')).toBe(true)
    const gap = of(second, fresh.id)!
    expect(gap.outcome).toBe('too_soon')
    expect(Date.parse(gap.next_allowed_at!) - (Date.now() + 2 * DAY)).toBeLessThan(60_000)
    expect(smtp.received).toHaveLength(sentTo)
  })

  it('never sends WhatsApp to everyone: a Spanish 400, and nothing logged', async () => {
    const withPhone = await owingGuardian({ phone: '+56933334444' })
    const answer = await admin.send('POST', '/api/reminders/send-all', { channel: 'whatsapp' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: expect.stringContaining('ábrelos uno por uno'),
    })
    expect(await loggedFor(ctx.db, withPhone.id)).toBe(0)
    expect((await send(withPhone.id, 'whatsapp')).statusCode).toBe(200)
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
