// 'Ofrecer cupo' by e-mail: the family receives the school's message with its link on PUBLIC_URL;
// an SMTP server that refuses it answers 502 and leaves no offer (the place is still to offer);
// in production without PUBLIC_URL no link is made (503).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Enquiry, EnquiryOfferSent } from '#shared/contract/enquiries.ts'
import { slugOf as groupSlug } from '#shared/schedule-words.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { groups, groupStudents } from '#server/db/schema.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { startTestSmtp, type TestSmtp } from '../helpers/test-smtp.ts'
import { withTestApp, type TestContext } from '../helpers/test-app.ts'
import { ok } from '../payments/billing-fixtures.ts'
import { signIn } from '../prices/api.ts'

let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startTestSmtp()
})
afterAll(() => smtp.close())

/** A full group of one with a waiting request, then its member gone: a place to offer. */
async function waitingWithFreePlace(ctx: TestContext, email: string) {
  const name = `Adultos ${email}`
  const [group] = await ctx.db
    .insert(groups)
    .values({ name, start_date: '2026-01-05', capacity: 1 })
    .returning()
  const member = await seedUser(ctx.db, { role: 'student' })
  await ctx.db.insert(groupStudents).values({ group_id: group!.id, student_id: member.id })
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    remoteAddress: `10.2.0.${email.length}`,
    payload: {
      name: 'Marcela Ibáñez',
      child_age: 30,
      level: 'beginner',
      phone: '2 2345 6789',
      email,
      group: groupSlug(name),
    },
  })
  expect(answer.statusCode).toBe(201)
  await ctx.db
    .update(groupStudents)
    .set({ deleted_at: new Date() })
    .where(and(eq(groupStudents.group_id, group!.id), eq(groupStudents.student_id, member.id)))
}

describe("'Ofrecer cupo' by e-mail", () => {
  it('mails the family the link on PUBLIC_URL; a refused mail leaves the place to offer', async () => {
    await withTestApp(
      {
        smtp: { url: smtp.url, from: 'escuela@prueba.cl' },
        publicUrl: 'https://escuela.example',
      },
      async (ctx) => {
        const admin = await signIn(ctx, 'admin')
        const waiting = async (email: string) =>
          ((await ok(await admin.get('/api/enquiries'))) as Enquiry[]).find(
            (e) => e.email === email,
          )!

        await waitingWithFreePlace(ctx, 'refused@prueba.cl')
        const refusedOne = await waiting('refused@prueba.cl')
        smtp.refuse(true)
        const refused = await admin.send('POST', `/api/enquiries/${refusedOne.id}/offer`, {
          channel: 'email',
        })
        smtp.refuse(false)
        expect(refused.statusCode).toBe(502)
        expect(await waiting('refused@prueba.cl')).toMatchObject({
          offer_status: null,
          next_to_offer: true,
        })

        // A landline has no WhatsApp: that channel is refused, e-mail works.
        const chat = await admin.send('POST', `/api/enquiries/${refusedOne.id}/offer`, {
          channel: 'whatsapp',
        })
        expect(chat.json()).toMatchObject({ code: 'OFFER_NO_CONTACT' })
        const sent = (await ok(
          await admin.send('POST', `/api/enquiries/${refusedOne.id}/offer`, { channel: 'email' }),
        )) as EnquiryOfferSent
        expect(sent.link).toMatch(/^https:\/\/escuela\.example\/waitlist\/[A-Za-z0-9_-]{43}$/)
        expect(sent.whatsapp_url).toBeNull()
        const mail = smtp.received.find((m) => m.to.includes('refused@prueba.cl'))!
        expect(mail.subject).toContain('hay un cupo para ti en Adultos refused@prueba.cl')
        expect(mail.text).toContain(sent.link)
        expect(mail.text).toContain('Hola Marcela Ibáñez')
      },
    )
  })
})

describe('in production without PUBLIC_URL', () => {
  it('refuses to build an offer link from a guessed address, and offers nothing', async () => {
    await withTestApp(
      { nodeEnv: 'production', publicUrl: undefined },
      async (prod) => {
        const admin = await signIn(prod, 'admin')
        await waitingWithFreePlace(prod, 'prod@prueba.cl')
        const [waiting] = (await ok(await admin.get('/api/enquiries'))) as Enquiry[]
        const answer = await admin.send('POST', `/api/enquiries/${waiting!.id}/offer`, {
          channel: 'whatsapp',
        })
        expect(answer.statusCode).toBe(503)
        expect(answer.json()).toMatchObject({ detail: errorDetails.LINKS_UNAVAILABLE })
        const [after] = (await ok(await admin.get('/api/enquiries'))) as Enquiry[]
        expect(after).toMatchObject({ offer_status: null, next_to_offer: true })
      },
      // A school without a host of its own, so without an address: a deployment of one school.
      { singleSchool: true },
    )
  })
})
