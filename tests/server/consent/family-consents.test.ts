// Firmas de las familias: admins see each family's answers to the versions in force, those whose
// child may not ride first, and send one guardian the link to sign: by e-mail, or as the WhatsApp
// chat to open with the message typed in. The link opens the documents, and each send is logged.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FamiliesConsents } from '#shared/contract/consent.ts'
import { users } from '#server/db/schema.ts'
import { readPersonalLink } from '#server/credentials/personal-link.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { startTestSmtp, type TestSmtp } from '../helpers/test-smtp.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'
import { seedAllDocuments } from './consent-fixtures.ts'
import { signDocument } from '../helpers/signed-documents.ts'

let smtp: TestSmtp
let ctx: TestContext
beforeAll(async () => {
  smtp = await startTestSmtp()
  ctx = await createTestApp({
    smtp: { url: smtp.url, from: 'escuela@prueba.cl' },
    publicUrl: 'https://escuela.example',
  })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

async function mailTo(address: string) {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received.find((m) => m.to.includes(address))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail to ${address}`)
}

describe('Firmas de las familias', () => {
  let tokens: Record<string, string>
  let signed: Awaited<ReturnType<typeof seedFamily>>
  let owing: Awaited<ReturnType<typeof seedFamily>>
  beforeAll(async () => {
    tokens = await signInRoles(ctx.app, ctx.db, ['admin', 'teacher'])
    const docs = await seedAllDocuments(ctx.db, '2025-01-01')
    signed = await seedFamily(ctx.db, 1)
    owing = await seedFamily(ctx.db, 2)
    await ctx.db
      .update(users)
      .set({ name: 'Zoe', phone: '+56987654321', email: 'zoe.apoderada@prueba.cl' })
      .where(eq(users.id, owing.guardian.id))
    for (const doc of docs.values()) {
      await signDocument(ctx.db, doc, signed.students[0]!.id, signed.guardian.id)
    }
    // One child of the owing family answered the waiver; the photos refused.
    await signDocument(ctx.db, docs.get('waiver')!, owing.students[0]!.id, owing.guardian.id)
    await signDocument(
      ctx.db,
      docs.get('photo_consent')!,
      owing.students[0]!.id,
      owing.guardian.id,
      false,
    )
  })

  const list = async (token = tokens.admin!) =>
    ctx.app.inject({ url: '/api/reminders/consents', headers: bearer(token) })

  it('lists each family, the one whose children may not ride first, with each answer', async () => {
    const answer = await list()
    expect(answer.statusCode).toBe(200)
    const { families } = answer.json<FamiliesConsents>()
    const ids = families.map((f) => f.guardian.id)
    expect(ids.indexOf(owing.guardian.id)).toBeLessThan(ids.indexOf(signed.guardian.id))
    const family = families.find((f) => f.guardian.id === owing.guardian.id)!
    expect(family).toMatchObject({ missing_to_ride: true, pending: 3 + 5, last_link_at: null })
    const first = family.children.find((c) => c.id === owing.students[0]!.id)!
    const state = Object.fromEntries(first.statuses.map((s) => [s.kind, s.state]))
    expect(state).toEqual({
      waiver: 'accepted',
      health_consent: 'pending',
      photo_consent: 'refused',
      terms: 'pending',
      privacy: 'pending',
    })
    expect(families.find((f) => f.guardian.id === signed.guardian.id)).toMatchObject({
      pending: 0,
      missing_to_ride: false,
    })
  })

  it('is for admins only', async () => {
    expect((await list(tokens.teacher)).statusCode).toBe(403)
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders/consents/send',
      headers: bearer(tokens.teacher!),
      payload: { guardian_id: owing.guardian.id, channel: 'whatsapp' },
    })
    expect(send.statusCode).toBe(403)
  })

  const send = (guardianId: string, channel: 'whatsapp' | 'email') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reminders/consents/send',
      headers: bearer(tokens.admin!),
      payload: { guardian_id: guardianId, channel },
    })

  it("answers the WhatsApp chat with the guardian's link to the documents typed in", async () => {
    const answer = await send(owing.guardian.id, 'whatsapp')
    expect(answer.statusCode).toBe(200)
    const url = new URL(answer.json<{ whatsapp_url: string }>().whatsapp_url)
    expect(url.host).toBe('wa.me')
    expect(url.pathname).toBe('/56987654321')
    const text = url.searchParams.get('text')!
    expect(text).toContain('Hola, Zoe Pagadora:')
    expect(text).toContain('Hijo0 Pagadora, Hijo1 Pagadora')
    const link = /https:\/\/escuela\.example\/payments\/l\/(\S+)\?para=documentos/.exec(text)
    expect(readPersonalLink(ctx.config.jwtSecret, link![1]!)?.guardianId).toBe(owing.guardian.id)
    const family = (await list())
      .json<FamiliesConsents>()
      .families.find((f) => f.guardian.id === owing.guardian.id)!
    expect(family.last_link_at).not.toBeNull()
  })

  it('mails the link to the guardian', async () => {
    const answer = await send(owing.guardian.id, 'email')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ whatsapp_url: null })
    const mail = await mailTo('zoe.apoderada@prueba.cl')
    expect(mail.subject).toBe('Documentos por firmar en Escuela de prueba')
    expect(mail.text).toMatch(/\/payments\/l\/\S+\?para=documentos/)
  })

  it('refuses a guardian without a phone or e-mail, and one who is nobody', async () => {
    const noContact = await send(signed.guardian.id, 'whatsapp')
    expect(noContact.statusCode).toBe(409)
    expect(noContact.json().detail).toMatch(/contacto/)
    const nobody = await send(crypto.randomUUID(), 'email')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().detail).toBeTruthy()
  })
})
