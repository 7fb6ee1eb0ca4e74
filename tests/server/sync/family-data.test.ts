// Ley 21.719 on devices: a pull carries of families only what field work needs (no RUT, e-mail
// or birth date), health notes only under a signed health consent, and per student the documents
// required to ride that the guardian has not signed (the roster's mark).
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { schoolDocuments } from '#server/db/schema.ts'
import { syncResponseSchema, type SyncResponse } from '#shared/contract/sync.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { pull } from '#server/sync/sync-queries.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedDocument, signDocument } from '../helpers/signed-documents.ts'
import { emergencyCard, seedGroup, seedPerson, staffSession } from '../people/people-fixtures.ts'

const ctx = useTestApp()
let admin: Record<string, string>
let teacher: Record<string, string>
let teacherId = ''
const kid = { signed: '', unsigned: '' }
let guardian = ''
const FAMILY = {
  guardianRut: '12.345.678-5',
  guardianEmail: 'ana.perez@correo.cl',
  kidRuts: ['23.456.789-1', '24.681.357-0'],
  births: ['2014-05-12', '2016-08-30'],
}

async function pullAs(headers: Record<string, string>, cursor?: string) {
  const url = cursor ? `/api/sync?cursor=${encodeURIComponent(cursor)}` : '/api/sync'
  const response = await ctx.app.inject({ url, headers })
  expect(response.statusCode).toBe(200)
  return { text: response.body, body: syncResponseSchema.parse(response.json()) }
}

const cardOf = (body: SyncResponse, id: string) =>
  body.emergency_cards?.find((c) => c.student_id === id)
const marksOf = (body: SyncResponse, id: string) =>
  body.students.find((s) => s.id === id)?.consents_missing

beforeAll(async () => {
  admin = (await staffSession(ctx, 'admin')).headers
  const t = await staffSession(ctx, 'teacher')
  teacher = t.headers
  teacherId = t.user.id
  guardian = (
    await seedPerson(ctx.db, {
      role: 'supporter',
      name: 'Ana',
      last_name: 'Pérez',
      rut: FAMILY.guardianRut,
      email: FAMILY.guardianEmail,
      phone: '+56981111111',
    })
  ).id
  const [a, b] = [0, 1].map((i) => ({
    role: 'student' as const,
    name: i === 0 ? 'Tomás' : 'Sofía',
    last_name: 'Pérez',
    rut: FAMILY.kidRuts[i],
    birth_date: FAMILY.births[i],
    email: `nino${i}@correo.cl`,
    supporter_id: guardian,
  }))
  kid.signed = (await seedPerson(ctx.db, a!)).id
  kid.unsigned = (await seedPerson(ctx.db, b!)).id
  await seedGroup(ctx.db, 'Ruta', { students: [kid.signed, kid.unsigned], teachers: [teacherId] })
  for (const id of [kid.signed, kid.unsigned]) {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${id}/emergency`,
      headers: admin,
      payload: { ...emergencyCard(), medication: 'Salbutamol' },
    })
    expect(put.statusCode).toBe(200)
  }
})

describe("what a device's pull holds of a family", () => {
  it("A teacher's pull carries no birth date and no RUT", async () => {
    const { text, body } = await pullAs(teacher)
    expect(body.students.map((s) => s.id).sort()).toEqual([kid.signed, kid.unsigned].sort())
    expect(body.supporters.map((s) => s.id)).toEqual([guardian])
    for (const secret of [
      FAMILY.guardianRut,
      ...FAMILY.kidRuts,
      ...FAMILY.births,
      FAMILY.guardianEmail,
      'nino0@correo.cl',
    ]) {
      expect(text).not.toContain(secret)
    }
    // The RUTs without dots either (the portal recognises a guardian by them).
    expect(text).not.toContain('12345678')
    for (const s of body.students)
      expect([s.rut, s.birth_date, s.email]).toEqual([null, null, null])
    // What field work needs is there: names, the guardian and their phone.
    expect(body.supporters[0]).toMatchObject({ name: 'Ana', phone: '+56981111111', rut: null })
    expect(body.students.find((s) => s.id === kid.signed)).toMatchObject({
      name: 'Tomás',
      supporter_id: guardian,
    })
  })

  it("an admin's device holds the same minimum (the rest is read online)", async () => {
    const { text } = await pullAs(admin)
    for (const secret of [FAMILY.guardianRut, ...FAMILY.kidRuts, ...FAMILY.births]) {
      expect(text).not.toContain(secret)
    }
    const online = await ctx.app.inject({ url: `/api/students/${kid.signed}`, headers: admin })
    expect(online.json()).toMatchObject({ rut: FAMILY.kidRuts[0], birth_date: FAMILY.births[0] })
  })
})

describe('health notes under a signed health consent', () => {
  it("A teacher's device receives no health notes for a child without health consent (and does with it)", async () => {
    const consent = await seedDocument(ctx.db, 'health_consent', '2026-01-01')
    await signDocument(ctx.db, consent, kid.signed, guardian)
    const { text, body } = await pullAs(teacher)
    expect(cardOf(body, kid.signed)).toMatchObject({
      allergies: 'Penicilina',
      medication: 'Salbutamol',
      health_consent_signed: true,
    })
    const without = cardOf(body, kid.unsigned)
    expect(without).toMatchObject({
      allergies: '',
      conditions: '',
      medication: '',
      insurance_provider: '',
      insurance_plan: '',
      health_consent_signed: false,
      contacts: [expect.objectContaining({ name: 'Marta Soto', phone: '+56981234567' })],
    })
    // Only the signed child's notes are in the answer at all.
    expect(text.split('Salbutamol')).toHaveLength(2)
  })

  it("the card's GET answers a teacher the same; an admin reads it whole, told it is unsigned", async () => {
    const mine = await ctx.app.inject({
      url: `/api/students/${kid.unsigned}/emergency`,
      headers: teacher,
    })
    expect(mine.json()).toMatchObject({ allergies: '', health_consent_signed: false })
    expect(mine.body).not.toContain('Penicilina')
    const admins = await ctx.app.inject({
      url: `/api/students/${kid.unsigned}/emergency`,
      headers: admin,
    })
    expect(admins.json()).toMatchObject({ allergies: 'Penicilina', health_consent_signed: false })
  })

  it("an admin's device gets no health notes without the signature either", async () => {
    const { body } = await pullAs(admin)
    expect(cardOf(body, kid.unsigned)).toMatchObject({
      allergies: '',
      health_consent_signed: false,
    })
    expect(cardOf(body, kid.signed)).toMatchObject({ allergies: 'Penicilina' })
  })
})

describe("the roster's marks: documents required to ride, not signed", () => {
  it('change after a signature and after a new version comes into force', async () => {
    const waiver = await seedDocument(ctx.db, 'waiver', '2026-01-01')
    const first = await pullAs(teacher)
    // The health consent is signed for one child (above); nobody has signed the waiver.
    expect(marksOf(first.body, kid.signed)).toEqual(['waiver'])
    expect(marksOf(first.body, kid.unsigned)).toEqual(['waiver', 'health_consent'])

    // The guardian signs the waiver for one child: the next delta carries that child, unmarked.
    await signDocument(ctx.db, waiver, kid.signed, guardian)
    const signed = await pullAs(teacher, first.body.cursor)
    expect(signed.body.reset).toBe(false)
    expect(marksOf(signed.body, kid.signed)).toEqual([])
    expect(signed.body.students.map((s) => s.id)).not.toContain(kid.unsigned)

    // A version for a later day changes nothing yet.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
    await seedDocument(ctx.db, 'waiver', todayInSantiago(later))
    const quiet = await pull(ctx.db, signed.body.cursor, new Date(), {
      id: teacherId,
      role: 'teacher',
    })
    expect(quiet.students).toEqual([])

    // Its day comes: every student is sent again, the signed child marked again (a new version).
    const due = await pull(ctx.db, quiet.cursor, later, { id: teacherId, role: 'teacher' })
    expect(due.reset).toBe(false)
    expect(due.students.map((s) => s.id).sort()).toEqual([kid.signed, kid.unsigned].sort())
    expect(due.students.find((s) => s.id === kid.signed)?.consents_missing).toEqual(['waiver'])
    // And once sent, the next pull is quiet again.
    const after = await pull(ctx.db, due.cursor, later, { id: teacherId, role: 'teacher' })
    expect(after.students).toEqual([])
  })

  it('a refused health consent hides the notes again (the latest answer counts)', async () => {
    const [consent] = await ctx.db
      .select()
      .from(schoolDocuments)
      .where(eq(schoolDocuments.kind, 'health_consent'))
    await signDocument(ctx.db, consent!, kid.signed, guardian, false)
    const { body } = await pullAs(teacher)
    expect(cardOf(body, kid.signed)).toMatchObject({ allergies: '', health_consent_signed: false })
    expect(marksOf(body, kid.signed)).toContain('health_consent')
  })
})
