// The guardian signs the school's documents per child from the recognised portal: each child's
// answer to each version in force, pending again when a new version comes; only photo consent may
// be refused; the RUT typed must be the guardian's own; a version no longer in force is refused;
// a double tap stores once; the children's sync versions move in the same transaction; and the
// PDF of what was signed carries the exact text, the answers, name, RUT, time and hash.
import { inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PortalConsents, SignedConsents, StudentConsents } from '#shared/contract/consent.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { auditLog, documentSignatures, emergencyCards, users } from '#server/db/schema.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { pdfText } from '../payments/pdf-text.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'
import { proofOf, seedAllDocuments, seedDocument } from './consent-fixtures.ts'

const ctx = useTestApp()
let caller = 0
let tokens: Record<string, string>
const nextIp = () => `10.40.${Math.floor(++caller / 200)}.${(caller % 200) + 1}`

beforeAll(async () => {
  await seedAllDocuments(ctx.db, '2025-01-01')
  tokens = await signInRoles(ctx.app, ctx.db, ['admin', 'teacher'])
})

/** A guardian with `children` children (each with an emergency card) and their portal proof. */
async function family(children = 2) {
  const { guardian, students } = await seedFamily(ctx.db, children)
  await ctx.db.insert(emergencyCards).values(students.map((s) => ({ student_id: s.id })))
  const cookie = await proofOf(ctx.app, ctx.config.jwtSecret, guardian.id, nextIp())
  return { guardian, students, cookie, rut: guardian.rut! }
}

const consents = async (cookie: string) => {
  const answer = await ctx.app.inject({
    url: '/api/portal/consents',
    headers: { cookie },
    remoteAddress: nextIp(),
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<PortalConsents>()
}

/** Every document in force answered: all accepted, photos as `photos`. */
function allAnswers(shown: PortalConsents, photos = true) {
  return shown.documents.map((doc) => ({
    kind: doc.kind,
    content_hash: doc.content_hash,
    accepted: doc.kind === 'photo_consent' ? photos : true,
  }))
}

const sign = (cookie: string, body: Record<string, unknown>, headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/portal/consents',
    payload: body,
    headers: { cookie, 'user-agent': 'Mozilla/5.0 (iPhone) Prueba', ...headers },
    remoteAddress: nextIp(),
  })

const signature = (rut: string, children: { student_id: string; answers: unknown[] }[]) => ({
  signer_name: 'Ana Pagadora Soto',
  signer_rut: rut,
  children,
})

const stateOf = (shown: PortalConsents, studentId: string) =>
  Object.fromEntries(
    shown.children.find((c) => c.id === studentId)!.statuses.map((s) => [s.kind, s.state]),
  )

const rowsOf = (studentIds: string[]) =>
  ctx.db.select().from(documentSignatures).where(inArray(documentSignatures.student_id, studentIds))

describe('the documents the guardian signs, per child', () => {
  it('answer only the recognised guardian: 401 in Spanish without the proof', async () => {
    const answer = await ctx.app.inject({ url: '/api/portal/consents', remoteAddress: nextIp() })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({
      code: 'PORTAL_PROOF_REQUIRED',
      detail: expect.stringContaining('apoderado'),
    })
  })

  it('lists each kind in force and every child pending, the conditions to ride first', async () => {
    const { students, cookie } = await family(2)
    const shown = await consents(cookie)
    expect(shown.documents.map((d) => d.kind)).toEqual([
      'waiver',
      'health_consent',
      'photo_consent',
      'terms',
      'privacy',
    ])
    expect(shown.documents[0]).toMatchObject({ required_to_ride: true, refusable: false })
    expect(shown.documents[2]).toMatchObject({ required_to_ride: false, refusable: true })
    expect(shown.documents[0]!.body).toContain('Texto de waiver')
    expect(shown.children.map((c) => c.id).sort()).toEqual(students.map((s) => s.id).sort())
    expect(shown.pending).toBe(10)
    expect(shown.children[0]!.statuses.every((s) => s.state === 'pending')).toBe(true)
  })

  it('signs for several children at once, storing time, address, user agent and hash; photos refused', async () => {
    const { students, cookie, rut, guardian } = await family(2)
    const answers = allAnswers(await consents(cookie), false)
    const signed = await sign(
      cookie,
      signature(
        rut,
        students.map((s) => ({ student_id: s.id, answers })),
      ),
    )
    expect(signed.statusCode, signed.body).toBe(200)
    const body = signed.json<SignedConsents>()
    expect(body.stored).toBe(10)
    expect(body.consents.pending).toBe(0)
    expect(stateOf(body.consents, students[0]!.id)).toEqual({
      waiver: 'accepted',
      health_consent: 'accepted',
      photo_consent: 'refused',
      terms: 'accepted',
      privacy: 'accepted',
    })
    expect(body.consents.children[0]!.statuses[0]!.signed_at).toMatch(/-0[34]:00$/)

    const rows = await rowsOf(students.map((s) => s.id))
    expect(rows).toHaveLength(10)
    expect(rows[0]).toMatchObject({
      guardian_id: guardian.id,
      signer_name: 'Ana Pagadora Soto',
      signer_rut: rut,
      user_agent: 'Mozilla/5.0 (iPhone) Prueba',
      ip: expect.stringMatching(/^10\.40\./),
    })
    const waiver = body.consents.documents.find((d) => d.kind === 'waiver')!
    expect(rows.find((r) => r.document_id === waiver.id)!.content_hash).toBe(waiver.content_hash)

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity_id, [students[0]!.id]))
    expect(audits.map((a) => [a.action, a.actor_id])).toContainEqual([
      'sign_documents',
      guardian.id,
    ])
  })

  it('lets the waiver and health consent be left unsigned, never refused', async () => {
    const { students, cookie, rut } = await family(1)
    const shown = await consents(cookie)
    const refusal = allAnswers(shown).map((a) =>
      a.kind === 'waiver' ? { ...a, accepted: false } : a,
    )
    const refused = await sign(
      cookie,
      signature(rut, [{ student_id: students[0]!.id, answers: refusal }]),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'CONSENT_REFUSAL_NOT_ALLOWED',
      detail: expect.stringContaining('solo la autorización de fotos'),
    })
    expect(await rowsOf([students[0]!.id])).toEqual([])

    const photosOnly = allAnswers(shown, false).filter((a) => a.kind === 'photo_consent')
    const partial = await sign(
      cookie,
      signature(rut, [{ student_id: students[0]!.id, answers: photosOnly }]),
    )
    expect(partial.statusCode, partial.body).toBe(200)
    const after = partial.json<SignedConsents>().consents
    expect(stateOf(after, students[0]!.id)).toMatchObject({
      waiver: 'pending',
      health_consent: 'pending',
      photo_consent: 'refused',
    })
    expect(after.pending).toBe(4)
  })

  it('takes only the guardian’s own RUT, in any spelling', async () => {
    const { students, cookie, rut } = await family(1)
    const other = await family(1)
    const answers = allAnswers(await consents(cookie))
    const child = [{ student_id: students[0]!.id, answers }]
    const wrong = await sign(cookie, signature(other.rut, child))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      code: 'CONSENT_RUT_MISMATCH',
      detail: expect.stringContaining('no es el suyo'),
    })
    const plain = await sign(cookie, signature(rut.replace(/\./g, ''), child))
    expect(plain.statusCode, plain.body).toBe(200)
    expect((await rowsOf([students[0]!.id]))[0]!.signer_rut).toBe(rut)
  })

  it('refuses another family’s child (404) and a bad body with a Spanish 400', async () => {
    const { cookie, rut } = await family(1)
    const other = await family(1)
    const answers = allAnswers(await consents(cookie))
    const notMine = await sign(
      cookie,
      signature(rut, [{ student_id: other.students[0]!.id, answers }]),
    )
    expect(notMine.statusCode).toBe(404)
    expect(notMine.json()).toMatchObject({ code: 'CONSENT_STUDENT_UNKNOWN' })
    expect(await rowsOf([other.students[0]!.id])).toEqual([])

    const noName = await sign(cookie, { ...signature(rut, []), signer_name: 'Ana' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json<{ detail: string }>().detail).toContain('nombre y apellido')
  })

  it('answers a double tap once: the same signature twice stores each answer once', async () => {
    const { students, cookie, rut } = await family(2)
    const answers = allAnswers(await consents(cookie))
    const body = signature(
      rut,
      students.map((s) => ({ student_id: s.id, answers })),
    )
    const [first, second] = await Promise.all([sign(cookie, body), sign(cookie, body)])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const stored = [first, second].map((r) => r.json<SignedConsents>().stored).sort()
    expect(stored).toEqual([0, 10])
    expect(await rowsOf(students.map((s) => s.id))).toHaveLength(10)
    const third = await sign(cookie, body)
    expect(third.json<SignedConsents>()).toMatchObject({ stored: 0, consents: { pending: 0 } })
  })

  it('moves the signed children’s user and emergency card versions, not their siblings’', async () => {
    const { students, cookie, rut } = await family(2)
    const [signedChild, sibling] = students.map((s) => s.id) as [string, string]
    const versions = async () => {
      const people = await ctx.db
        .select({ id: users.id, version: users.version })
        .from(users)
        .where(inArray(users.id, [signedChild, sibling]))
      const cards = await ctx.db
        .select({ id: emergencyCards.student_id, version: emergencyCards.version })
        .from(emergencyCards)
        .where(inArray(emergencyCards.student_id, [signedChild, sibling]))
      return {
        user: Object.fromEntries(people.map((p) => [p.id, p.version])),
        card: Object.fromEntries(cards.map((c) => [c.id, c.version])),
      }
    }
    const before = await versions()
    const answers = allAnswers(await consents(cookie))
    const signed = await sign(cookie, signature(rut, [{ student_id: signedChild, answers }]))
    expect(signed.statusCode).toBe(200)
    const after = await versions()
    expect(after.user[signedChild]).toBeGreaterThan(before.user[signedChild]!)
    expect(after.card[signedChild]).toBeGreaterThan(before.card[signedChild]!)
    expect(after.user[sibling]).toBe(before.user[sibling])
    expect(after.card[sibling]).toBe(before.card[sibling])
  })

  it('gives the guardian and the school a PDF with the exact text, the answers, name, RUT and hash', async () => {
    const { students, cookie, rut } = await family(1)
    const other = await family(1)
    const shown = await consents(cookie)
    await sign(
      cookie,
      signature(rut, [{ student_id: students[0]!.id, answers: allAnswers(shown, false) }]),
    )
    const url = `/api/portal/consents/pdf?student_id=${students[0]!.id}`
    const pdf = await ctx.app.inject({ url, headers: { cookie }, remoteAddress: nextIp() })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain('documentos-firmados-hijo0-pagadora.pdf')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('Documentos firmados')
    expect(text).toContain('Alumno: Hijo0 Pagadora')
    expect(text).toContain('Texto de waiver vigente desde 2025-01-01.')
    expect(text).toContain(`Ana Pagadora Soto (${rut})`)
    expect(text).toContain('Rechazado')
    expect(text).toContain(shown.documents[0]!.content_hash)

    const notMine = await ctx.app.inject({
      url: `/api/portal/consents/pdf?student_id=${other.students[0]!.id}`,
      headers: { cookie },
      remoteAddress: nextIp(),
    })
    expect(notMine.statusCode).toBe(404)

    const school = await ctx.app.inject({
      url: `/api/students/${students[0]!.id}/consents/pdf`,
      headers: bearer(tokens.admin!),
    })
    expect(school.statusCode).toBe(200)
    expect(pdfText(school.rawPayload)).toContain('Texto de waiver vigente desde 2025-01-01.')
    const teacher = await ctx.app.inject({
      url: `/api/students/${students[0]!.id}/consents`,
      headers: bearer(tokens.teacher!),
    })
    expect(teacher.statusCode).toBe(403)
  })

  it('asks again when the school publishes a new version; admins see both signatures', async () => {
    const { students, cookie, rut } = await family(1)
    const child = students[0]!.id
    const first = await consents(cookie)
    await sign(cookie, signature(rut, [{ student_id: child, answers: allAnswers(first) }]))
    expect((await consents(cookie)).pending).toBe(0)

    const today = todayInSantiago()
    const next = await seedDocument(ctx.db, 'waiver', today, `Descargo nuevo del ${today}.`)
    const again = await consents(cookie)
    expect(again.pending).toBe(1)
    expect(stateOf(again, child)).toMatchObject({ waiver: 'pending', health_consent: 'accepted' })
    expect(again.documents[0]).toMatchObject({ id: next.id, body: `Descargo nuevo del ${today}.` })

    // A page opened before the new version signs the old text: refused, nothing stored.
    const stale = await sign(
      cookie,
      signature(rut, [{ student_id: child, answers: allAnswers(first).slice(0, 1) }]),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'DOCUMENT_VERSION_CHANGED' })

    const fresh = await sign(
      cookie,
      signature(rut, [{ student_id: child, answers: allAnswers(again).slice(0, 1) }]),
    )
    expect(fresh.json<SignedConsents>()).toMatchObject({ stored: 1, consents: { pending: 0 } })

    const school = await ctx.app.inject({
      url: `/api/students/${child}/consents`,
      headers: bearer(tokens.admin!),
    })
    expect(school.statusCode).toBe(200)
    const listed = school.json<StudentConsents>()
    const waivers = listed.signatures.filter((s) => s.kind === 'waiver')
    expect(waivers.map((s) => s.in_force)).toEqual([true, false])
    expect(waivers[0]).toMatchObject({
      accepted: true,
      signer_rut: rut,
      user_agent: 'Mozilla/5.0 (iPhone) Prueba',
      content_hash: next.content_hash,
    })
    expect(listed.statuses.every((s) => s.state === 'accepted')).toBe(true)
    const pdf = await ctx.app.inject({
      url: `/api/portal/consents/pdf?student_id=${child}`,
      headers: { cookie },
      remoteAddress: nextIp(),
    })
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain(`Descargo nuevo del ${today}.`)
    expect(text).not.toContain('Texto de waiver')

    const missing = await ctx.app.inject({
      url: `/api/students/${crypto.randomUUID()}/consents`,
      headers: bearer(tokens.admin!),
    })
    expect(missing.statusCode).toBe(404)
  })
})
