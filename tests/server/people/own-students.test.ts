// One rule for "a teacher's own students" (teacher-scope-data.ts): the students a teacher's pull sends,
// the emergency cards it sends, the card's GET and the device's read log agree, student by student.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { syncResponseSchema } from '#shared/contract/sync.ts'
import { classSessions } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
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
const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** Each student, and whether they are the teacher's own. */
const cases: Record<string, { id: string; own: boolean }> = {}

const card = emergencyCard({
  conditions: '',
  medication: '',
  insurance_provider: '',
  insurance_plan: '',
})

beforeAll(async () => {
  admin = (await staffSession(ctx, 'admin')).headers
  const t = await staffSession(ctx, 'teacher')
  const colleague = await staffSession(ctx, 'teacher')
  teacher = t.headers
  const me = [t.user.id]
  const student = async (label: string, own: boolean) => {
    const { id } = await seedPerson(ctx.db, { role: 'student', name: label })
    cases[label] = { id, own }
    return id
  }
  // Their group: its students are theirs whatever the dates.
  const group = await seedGroup(ctx.db, 'Ruta', {
    students: [await student('de su grupo', true)],
    teachers: me,
  })
  // A drop-in to a class of their group, this week (they are the group's teacher, not the class's).
  const groupClass = await seedSession(ctx.db, {
    date: daysFromNow(-2),
    students: [await student('invitado a una clase de su grupo', true)],
  })
  await ctx.db
    .update(classSessions)
    .set({ group_id: group.id })
    .where(eq(classSessions.id, groupClass.id))
  // A private class they teach, in the window.
  await seedSession(ctx.db, {
    date: daysFromNow(3),
    students: [await student('de una clase suya en la ventana', true)],
    teachers: me,
  })
  // A class they taught long ago (outside the 90 days back).
  await seedSession(ctx.db, {
    date: daysFromNow(-200),
    students: [await student('de una clase suya de hace meses', false)],
    teachers: me,
  })
  // A colleague's group in which they once taught one class, long ago.
  const other = await seedGroup(ctx.db, 'Jueves', {
    students: [await student('del grupo de otro profesor', false)],
    teachers: [colleague.user.id],
  })
  const substituted = await seedSession(ctx.db, { date: daysFromNow(-150), teachers: me })
  await ctx.db
    .update(classSessions)
    .set({ group_id: other.id })
    .where(eq(classSessions.id, substituted.id))
  // A deleted class they teach, in the window.
  const deleted = await seedSession(ctx.db, {
    date: daysFromNow(1),
    students: [await student('de una clase suya eliminada', false)],
    teachers: me,
  })
  await ctx.db
    .update(classSessions)
    .set({ deleted_at: new Date() })
    .where(eq(classSessions.id, deleted.id))
  for (const { id } of Object.values(cases)) {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${id}/emergency`,
      headers: admin,
      payload: card,
    })
    expect(saved.statusCode).toBe(200)
  }
})

describe("a teacher's own students", () => {
  it('the pull, its emergency cards, the card GET and the read log agree on each student', async () => {
    const pulled = syncResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/sync', headers: teacher })).json(),
    )
    const students = new Set(pulled.students.map((s) => s.id))
    const cards = new Set(pulled.emergency_cards?.map((c) => c.student_id))
    const seen: Record<string, boolean[]> = {}
    const expected: Record<string, boolean[]> = {}
    for (const [label, { id, own }] of Object.entries(cases)) {
      const read = await ctx.app.inject({ url: `/api/students/${id}/emergency`, headers: teacher })
      const logged = await ctx.app.inject({
        method: 'POST',
        url: '/api/emergency-cards/views',
        headers: teacher,
        payload: { views: [{ student_id: id, viewed_at: new Date().toISOString() }] },
      })
      expect([200, 403]).toContain(read.statusCode)
      if (read.statusCode === 403) expect(read.body).not.toContain('Penicilina')
      seen[label] = [
        students.has(id),
        cards.has(id),
        read.statusCode === 200,
        logged.statusCode === 204,
      ]
      expected[label] = [own, own, own, own]
    }
    expect(seen).toEqual(expected)
  })
})
