// Issue 21, item 4: 'Accesos a fichas' (GET /api/emergency-access, admins only) says which teacher
// could read which child's emergency card, why (a group they teach, or a class: created by them,
// or who put them on it), when it reached their devices and when they opened it; teachers who
// put themselves on a class come first.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  emergencyAccessResponseSchema,
  type EmergencyAccessResponse,
} from '#shared/contract/emergency-access.ts'
import { classSessions, sessionStudents, sessionTeachers, users } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { push } from '../sync/push-fixtures.ts'
import { seedGroup, seedPerson, seedSession, staffSession } from './people-fixtures.ts'

const ctx = useTestApp()
let admin: Awaited<ReturnType<typeof staffSession>>
type Staff = Awaited<ReturnType<typeof staffSession>>
const t: Record<'tomas' | 'rita' | 'sara' | 'ulises', Staff> = {} as never
const s: Record<'ana' | 'beto' | 'carla' | 'dora', string> = {} as never
let groupClass: string
let paseo: string
let particular: string
const DAY = 86_400_000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const report = async (query = ''): Promise<EmergencyAccessResponse> => {
  const response = await ctx.app.inject({
    url: `/api/emergency-access${query}`,
    headers: admin.headers,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return emergencyAccessResponseSchema.parse(response.json())
}
const label = (r: EmergencyAccessResponse['rows'][number]) =>
  `${r.teacher.name} → ${r.student.name}`

beforeAll(async () => {
  admin = await staffSession(ctx, 'admin')
  const names = { tomas: 'Tomás', rita: 'Rita', sara: 'Sara', ulises: 'Ulises' } as const
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    t[key] = await staffSession(ctx, 'teacher')
    await ctx.db.update(users).set({ name }).where(eq(users.id, t[key].user.id))
  }
  for (const name of ['ana', 'beto', 'carla', 'dora'] as const) {
    const shown = name[0]!.toUpperCase() + name.slice(1)
    s[name] = (await seedPerson(ctx.db, { role: 'student', name: shown, last_name: 'Soto' })).id
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${s[name]}/emergency`,
      headers: admin.headers,
      payload: { allergies: 'Maní', consent: true, consent_date: '2026-03-02' },
    })
  }
  // Tomás teaches 'Martes' (Ana); its class of yesterday holds Ana.
  const group = await seedGroup(ctx.db, 'Martes', {
    students: [s.ana],
    teachers: [t.tomas.user.id],
  })
  groupClass = (await seedSession(ctx.db, { date: daysFromNow(-1), students: [s.ana] })).id
  await ctx.db
    .update(classSessions)
    .set({ group_id: group.id, class_type: 'group', name: 'Martes' })
    .where(eq(classSessions.id, groupClass))
  // Before the rule, Rita put herself on Tomás's class (a row as the old server left it).
  await ctx.db
    .insert(sessionTeachers)
    .values({ session_id: groupClass, teacher_id: t.rita.user.id, assigned_by: t.rita.user.id })
  // Rita's own Paseo, from her phone.
  paseo = randomUUID()
  const pushed = await push(ctx.app, t.rita.headers.authorization!.slice(7), {
    deviceId: `device-${randomUUID()}`,
    mutations: [
      {
        seq: 1,
        name: 'session.create',
        args: {
          id: paseo,
          session_date: daysFromNow(2),
          class_type: 'other',
          name: 'Paseo al cerro',
        },
      },
      {
        seq: 2,
        name: 'session.addTeachers',
        args: { session_id: paseo, teacher_ids: [t.rita.user.id] },
      },
    ],
  })
  expect(pushed.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
  // Beto on it as the old server let her (a teacher now fills a class with her groups' children).
  await ctx.db.insert(sessionStudents).values({ session_id: paseo, student_id: s.beto })
  // An admin puts Sara on Carla's private class (a substitute), and put Ulises on it once and
  // took him off before he ever pulled.
  particular = (await seedSession(ctx.db, { date: daysFromNow(-3), students: [s.carla] })).id
  await ctx.db
    .update(classSessions)
    .set({ class_type: 'one_to_one', name: 'Particular' })
    .where(eq(classSessions.id, particular))
  for (const who of [t.sara, t.ulises]) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/class_sessions/${particular}/teachers`,
      headers: admin.headers,
      payload: [who.user.id],
    })
    expect(added.statusCode).toBe(204)
  }
  await ctx.app.inject({
    method: 'DELETE',
    url: `/api/class_sessions/${particular}/teachers/${t.ulises.user.id}`,
    headers: admin.headers,
  })
  // Tomás's phone pulls; then Sara opens Carla's card.
  await ctx.app.inject({ url: '/api/sync?device=telefono-tomas', headers: t.tomas.headers })
  const read = await ctx.app.inject({
    url: `/api/students/${s.carla}/emergency`,
    headers: t.sara.headers,
  })
  expect(read.statusCode).toBe(200)
})

describe('Accesos a fichas', () => {
  it('lists who could read each card and why: self-assignments first, then the newest', async () => {
    const { rows, total } = await report()
    expect(rows.map(label)).toEqual([
      // Flagged, the newest class first.
      'Rita → Beto',
      'Rita → Ana',
      // Then by the last delivery or read: Sara read after Tomás's phone pulled.
      'Sara → Carla',
      'Tomás → Ana',
    ])
    expect(total).toBe(4)
    const [ritaBeto, ritaAna, saraCarla, tomasAna] = rows
    expect(ritaBeto).toMatchObject({
      self_assigned: true,
      current: true,
      reasons: [
        {
          kind: 'class',
          session_id: paseo,
          name: 'Paseo al cerro',
          class_type: 'other',
          via: 'teacher',
          created_by_teacher: true,
          assigned_by: { id: t.rita.user.id, name: 'Rita' },
          self_assigned: true,
          current: true,
        },
      ],
      devices: [],
      reads: { count: 0, last_at: null },
      last_at: null,
    })
    expect(ritaAna).toMatchObject({
      self_assigned: true,
      reasons: [
        {
          kind: 'class',
          session_id: groupClass,
          group_name: 'Martes',
          created_by_teacher: false,
          self_assigned: true,
        },
      ],
    })
    expect(saraCarla).toMatchObject({
      self_assigned: false,
      current: true,
      reasons: [
        {
          kind: 'class',
          session_id: particular,
          class_type: 'one_to_one',
          via: 'teacher',
          assigned_by: { id: admin.user.id },
          self_assigned: false,
        },
      ],
      reads: { count: 1 },
    })
    expect(saraCarla?.last_at).toBe(saraCarla?.reads.last_at)
    // Tomás's access is his group: its class adds nothing and is not listed.
    expect(tomasAna).toMatchObject({
      self_assigned: false,
      current: true,
      reasons: [{ kind: 'group', group_name: 'Martes' }],
      more_classes: 0,
      devices: [{ device_id: 'telefono-tomas', deliveries: 1 }],
    })
    // Ulises was taken off before any card reached him: nothing to show. Dora is in no class.
    expect(rows.some((r) => r.teacher.id === t.ulises.user.id || r.student.id === s.dora)).toBe(
      false,
    )
  })

  it("searches the teacher's and the student's names, and limits the rows", async () => {
    expect((await report('?search=rita')).rows.map(label)).toEqual(['Rita → Beto', 'Rita → Ana'])
    expect((await report(`?search=${encodeURIComponent('ANA tomás')}`)).rows.map(label)).toEqual([
      'Tomás → Ana',
    ])
    const limited = await report('?limit=1')
    expect(limited.total).toBe(4)
    expect(limited.rows.map(label)).toEqual(['Rita → Beto'])
  })

  it('is for admins only', async () => {
    const asTeacher = await ctx.app.inject({
      url: '/api/emergency-access',
      headers: t.tomas.headers,
    })
    expect(asTeacher.statusCode).toBe(403)
    expect(asTeacher.json().code).toBe('FORBIDDEN')
    expect((await ctx.app.inject({ url: '/api/emergency-access' })).statusCode).toBe(401)
  })
})
