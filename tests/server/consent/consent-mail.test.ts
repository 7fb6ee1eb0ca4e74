// When the school has SMTP and the guardian an e-mail, signing sends the guardian the PDF of what
// was signed, one per child; a repeat that stores nothing sends nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PortalConsents } from '#shared/contract/consent.ts'
import { users } from '#server/db/schema.ts'
import { withTestApp } from '../helpers/test-app.ts'
import { startTestSmtp, type TestSmtp } from '../helpers/test-smtp.ts'
import { pdfText } from '../payments/pdf-text.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'
import { proofOf, seedAllDocuments } from './consent-fixtures.ts'

let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startTestSmtp()
})
afterAll(() => smtp.close())

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('nothing arrived')
}

describe('the copy of what was signed, by e-mail', () => {
  it('mails the guardian one PDF per child signed for, once', async () => {
    await withTestApp({ smtp: { url: smtp.url, from: 'escuela@prueba.cl' } }, async (ctx) => {
      await seedAllDocuments(ctx.db, '2025-01-01')
      const { guardian, students } = await seedFamily(ctx.db, 2)
      await ctx.db
        .update(users)
        .set({ email: 'ana.firma@prueba.cl' })
        .where(eq(users.id, guardian.id))
      const cookie = await proofOf(ctx.app, ctx.config.jwtSecret, guardian.id, '10.41.0.1')
      const shown = (
        await ctx.app.inject({ url: '/api/portal/consents', headers: { cookie } })
      ).json<PortalConsents>()
      const body = {
        signer_name: 'Ana Pagadora',
        signer_rut: guardian.rut,
        children: students.map((s) => ({
          student_id: s.id,
          answers: shown.documents.map((d) => ({
            kind: d.kind,
            content_hash: d.content_hash,
            accepted: true,
          })),
        })),
      }
      const post = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/portal/consents',
          payload: body,
          headers: { cookie },
        })
      expect((await post()).statusCode).toBe(200)
      const mail = await until(() =>
        smtp.received.find((m) => m.to.includes('ana.firma@prueba.cl')),
      )
      expect(mail.subject).toBe('Documentos firmados en Escuela de prueba')
      expect(mail.text).toContain('Hijo0 Pagadora, Hijo1 Pagadora')
      expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
        'documentos-firmados-hijo0-pagadora.pdf',
        'documentos-firmados-hijo1-pagadora.pdf',
      ])
      expect(pdfText(mail.attachments[0]!.content)).toContain('Texto de waiver')

      expect((await post()).json()).toMatchObject({ stored: 0 })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received.filter((m) => m.to.includes('ana.firma@prueba.cl'))).toHaveLength(1)
    })
  }, 90_000)
})
