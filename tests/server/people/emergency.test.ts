import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { syncResponseSchema } from '#shared/contract/sync.ts'
import { auditLog } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedDocument, signDocument } from '../helpers/signed-documents.ts'
import {
  emergencyCard,
  seedGroup,
  seedPerson,
  seedSession,
  staffSession,
} from './people-fixtures.ts'

const ctx = useTestApp()
let admin: Record<string, string>
let teacher: Record<string, string>
let groupStudent = ''
let sessionStudent = ''
let otherStudent = ''

const card = emergencyCard()

const put = (id: string, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/students/${id}/emergency`, headers, payload })
const get = (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ url: `/api/students/${id}/emergency`, headers })

beforeAll(async () => {
  admin = (await staffSession(ctx, 'admin')).headers
  const t = await staffSession(ctx, 'teacher')
  teacher = t.headers
  groupStudent = (await seedPerson(ctx.db, { role: 'student', name: 'Tomás' })).id
  sessionStudent = (await seedPerson(ctx.db, { role: 'student', name: 'Sofía' })).id
  otherStudent = (await seedPerson(ctx.db, { role: 'student', name: 'Diego' })).id
  await seedGroup(ctx.db, 'Ruta', { students: [groupStudent], teachers: [t.user.id] })
  await seedSession(ctx.db, {
    date: new Date().toISOString(),
    students: [sessionStudent],
    teachers: [t.user.id],
  })
  for (const id of [groupStudent, sessionStudent, otherStudent]) {
    expect((await put(id, card)).statusCode).toBe(200)
  }
  // The guardian signed the health consent for the group's student: their notes reach teachers.
  const guardian = (await seedPerson(ctx.db, { role: 'supporter', name: 'Ana' })).id
  const consent = await seedDocument(ctx.db, 'health_consent', '2026-01-01')
  await signDocument(ctx.db, consent, groupStudent, guardian)
})

describe('emergency card', () => {
  it('an admin saves it: the phone is normalised, the consent names who recorded it, audited', async () => {
    const response = await get(groupStudent, admin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '+56981234567' }],
      allergies: 'Penicilina',
      consent: true,
      consent_date: '2026-03-02',
      consent_recorded_by: expect.stringContaining('Apellido'),
    })
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity_id, groupStudent), eq(auditLog.action, 'update_emergency_card')),
      )
    expect(entry?.after).toMatchObject({ consent: true })
    expect(JSON.stringify(entry)).not.toContain('Penicilina')
  })

  it('a teacher may not write it', async () => {
    const response = await put(groupStudent, { ...card, allergies: '' }, teacher)
    expect(response.statusCode).toBe(403)
    expect((await get(groupStudent, admin)).json().allergies).toBe('Penicilina')
  })

  it('a teacher reads the cards of their group and session students, no one else', async () => {
    expect((await get(groupStudent, teacher)).json().allergies).toBe('Penicilina')
    expect((await get(sessionStudent, teacher)).statusCode).toBe(200)
    const reads = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity_id, sessionStudent), eq(auditLog.action, 'view_emergency_card')),
      )
    expect(reads).toHaveLength(1)
    const refused = await get(otherStudent, teacher)
    expect(refused.statusCode).toBe(403)
    expect(JSON.stringify(refused.json())).not.toContain('Penicilina')
  })

  it('refuses health notes without the guardian consent, in Spanish', async () => {
    const response = await put(otherStudent, { ...card, consent: false, consent_date: null })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain('autorizó guardar estos datos')
    const contactsOnly = await put(otherStudent, { contacts: card.contacts })
    expect(contactsOnly.statusCode).toBe(200)
    expect(contactsOnly.json()).toMatchObject({ consent: false, allergies: '' })
  })

  it('answers 400 in Spanish for a bad phone, a missing contact name or an unknown field', async () => {
    const phone = await put(groupStudent, {
      ...card,
      contacts: [{ ...card.contacts[0], phone: '123' }],
    })
    expect(phone.statusCode).toBe(400)
    expect(phone.json().detail).toBe(
      'Ingresa un celular (9 dígitos, comienza con 9) o un teléfono fijo con su código de área, por ejemplo +56 2 2345 6789.',
    )
    const name = await put(groupStudent, {
      ...card,
      contacts: [{ ...card.contacts[0], name: ' ' }],
    })
    expect(name.statusCode).toBe(400)
    expect(name.json().detail).toMatch(/obligatorio|nombre/)
    expect((await put(groupStudent, { ...card, blood: 'O+' })).statusCode).toBe(400)
    expect((await put('no-es-un-id', card)).statusCode).toBe(400)
  })

  it("a teacher's pull holds only their own students' cards; an admin's holds all", async () => {
    const mine = syncResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/sync', headers: teacher })).json(),
    )
    expect(mine.emergency_cards?.map((c) => c.student_id).sort()).toEqual(
      [groupStudent, sessionStudent].sort(),
    )
    const all = syncResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/sync', headers: admin })).json(),
    )
    expect(all.emergency_cards?.map((c) => c.student_id)).toEqual(
      expect.arrayContaining([groupStudent, sessionStudent, otherStudent]),
    )
  })

  it('records one audit row per card read on a device; refuses reads of other students', async () => {
    const views = [
      { student_id: groupStudent, viewed_at: '2026-03-10T10:00:00-03:00' },
      { student_id: groupStudent, viewed_at: '2026-03-10T10:05:00-03:00' },
    ]
    const url = '/api/emergency-cards/views'
    const sent = await ctx.app.inject({ method: 'POST', url, headers: teacher, payload: { views } })
    expect(sent.statusCode).toBe(204)
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, groupStudent), eq(auditLog.action, 'view_emergency_card')))
    // Two reads sent by the device, and the reads through the API in the tests above.
    expect(rows.filter((r) => r.actor_id !== null && 'viewed_at' in Object(r.after))).toHaveLength(
      2,
    )
    const other = [{ student_id: otherStudent, viewed_at: '2026-03-10T10:00:00-03:00' }]
    const refused = await ctx.app.inject({
      method: 'POST',
      url,
      headers: teacher,
      payload: { views: other },
    })
    expect(refused.statusCode).toBe(403)
    const empty = await ctx.app.inject({
      method: 'POST',
      url,
      headers: teacher,
      payload: { views: [] },
    })
    expect(empty.statusCode).toBe(400)
  })
})
