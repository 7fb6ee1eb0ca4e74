// A group's scheduled class is one class: two phones that open it offline with different ids end
// with one class on the server (the later id an alias of it), every mark on it once, billed once,
// and the phone whose id lost forgets its copy on its next pull.
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { groupClassId } from '#shared/group-class-id.ts'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import {
  classSessions,
  groups,
  groupStudents,
  groupTeachers,
  sessionStudents,
} from '#server/db/schema.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { dayOf, lastMonth, seedFamily, seedPrices } from '../payments/billing-fixtures.ts'
import { newDevice, push } from './push-fixtures.ts'

const ctx = useTestApp()
beforeAll(async () => {
  await seedPrices(ctx.db)
})

/** A group taught by two teachers, signed in. */
async function seedGroup(app: App, db: Db, name: string) {
  const teachers = [
    await seedUser(db, { role: 'teacher' }),
    await seedUser(db, { role: 'teacher' }),
  ]
  const [group] = await db.insert(groups).values({ name, start_date: '2026-01-01' }).returning()
  await db
    .insert(groupTeachers)
    .values(teachers.map((t) => ({ group_id: group!.id, teacher_id: t.id })))
  const tokens = await Promise.all(teachers.map(async (t) => (await login(app, t.email!)).token))
  return { groupId: group!.id, tokens }
}

/** The children ride in the group: a teacher marks on its class only children of their groups. */
async function joinGroup(groupId: string, students: { id: string }[]) {
  await ctx.db
    .insert(groupStudents)
    .values(students.map((s) => ({ group_id: groupId, student_id: s.id })))
}

/** The same instant written in UTC and with Santiago's offset, as two phones may send it. */
function twoWritings(at: Date): [string, string] {
  const utc = at.toISOString()
  const local = new Date(at.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00')
  return [utc, local]
}

const openClass = (id: string, groupId: string, start: string, name: string) => ({
  seq: 1,
  name: 'session.create',
  args: { id, name, session_date: start, class_type: 'group', group_id: groupId },
})
const markPresent = (sessionId: string, studentId: string) => ({
  seq: 2,
  name: 'session.addStudents',
  args: { session_id: sessionId, students: [{ student_id: studentId, status: 'present' }] },
})

async function liveClassesOf(db: Db, groupId: string) {
  return db
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(and(eq(classSessions.group_id, groupId), isNull(classSessions.deleted_at)))
}

async function liveMarksOf(db: Db, studentId: string) {
  return db
    .select({ session_id: sessionStudents.session_id })
    .from(sessionStudents)
    .innerJoin(classSessions, eq(classSessions.id, sessionStudents.session_id))
    .where(
      and(
        eq(sessionStudents.student_id, studentId),
        isNull(sessionStudents.deleted_at),
        isNull(classSessions.deleted_at),
      ),
    )
}

async function pull(token: string, cursor?: string): Promise<SyncResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const response = await ctx.app.inject({ url: `/api/sync${query}`, headers: bearer(token) })
  return response.json() as SyncResponse
}

describe("one group's class opened offline on two phones", () => {
  for (const who of ['two teachers of the group', "one teacher's two phones"] as const) {
    it(`ends as one class, the child attending and billed once (${who})`, async () => {
      const name = `Iniciación Infantil (${who})`
      const { groupId, tokens } = await seedGroup(ctx.app, ctx.db, name)
      const [first, second] = who === 'two teachers of the group' ? tokens : [tokens[0], tokens[0]]
      const { students } = await seedFamily(ctx.db, 1)
      await joinGroup(groupId, students)
      const child = students[0]!
      const period = lastMonth()
      const [utc, local] = twoWritings(
        dayOf(period, 12 + (who === 'two teachers of the group' ? 0 : 1)),
      )
      const [idA, idB] = [crypto.randomUUID(), crypto.randomUUID()]
      const secondStart = await pull(second!)

      const a = await push(ctx.app, first!, {
        deviceId: newDevice(),
        mutations: [openClass(idA, groupId, utc, name), markPresent(idA, child.id)],
      })
      const b = await push(ctx.app, second!, {
        deviceId: newDevice(),
        mutations: [openClass(idB, groupId, local, name), markPresent(idB, child.id)],
      })
      expect(a.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
      expect(b.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])

      expect(await liveClassesOf(ctx.db, groupId)).toEqual([{ id: idA }])
      expect(await liveMarksOf(ctx.db, child.id)).toEqual([{ session_id: idA }])
      const preview = (await generateInvoices(ctx.db, period, { dryRun: true }))!
      const bill = preview.changes.find((c) => c.student.id === child.id)
      // One group class ($10.000) and the service fee ($500).
      expect(bill?.total_amount).toBe(10_500)

      // The second phone's next pull forgets its own id and brings the one class with the child.
      const next = await pull(second!, secondStart.cursor)
      expect(next.deleted.class_sessions).toContain(idB)
      const mine = next.class_sessions.filter((s) => s.group_id === groupId)
      expect(mine.map((s) => s.id)).toEqual([idA])
      expect(mine[0]!.student_ids).toEqual([child.id])
    })
  }

  it('applies a later change named by the merged id to the one class, REST included', async () => {
    const name = 'Iniciación Infantil 17:30'
    const { groupId, tokens } = await seedGroup(ctx.app, ctx.db, name)
    const { students } = await seedFamily(ctx.db, 2)
    await joinGroup(groupId, students)
    const [utc, local] = twoWritings(dayOf(lastMonth(), 20))
    const [idA, idB] = [crypto.randomUUID(), crypto.randomUUID()]
    await push(ctx.app, tokens[0]!, {
      deviceId: newDevice(),
      mutations: [openClass(idA, groupId, utc, name)],
    })
    const phone = newDevice()
    await push(ctx.app, tokens[1]!, {
      deviceId: phone,
      mutations: [openClass(idB, groupId, local, name)],
    })
    const later = await push(ctx.app, tokens[1]!, {
      deviceId: phone,
      mutations: [
        { ...markPresent(idB, students[0]!.id), seq: 2 },
        {
          seq: 3,
          name: 'session.setTransport',
          args: { session_id: idB, student_id: students[0]!.id, used_transport: true },
        },
        { seq: 4, name: 'session.cancel', args: { session_id: idB, cancel: { reason: 'rain' } } },
        { seq: 5, name: 'session.uncancel', args: { session_id: idB } },
      ],
    })
    expect(later.body.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ])
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/class_sessions/${idB}/students`,
      headers: bearer(tokens[1]!),
      payload: [{ student_id: students[1]!.id }],
    })
    expect(added.statusCode).toBe(204)
    const detail = await ctx.app.inject({
      url: `/api/class_sessions/${idB}`,
      headers: bearer(tokens[1]!),
    })
    expect(detail.statusCode).toBe(200)
    const body = detail.json() as {
      id: string
      students: { id: string; used_transport: boolean }[]
    }
    expect(body.id).toBe(idA)
    expect(body.students.map((s) => [s.id, s.used_transport]).sort()).toEqual(
      [
        [students[0]!.id, true],
        [students[1]!.id, false],
      ].sort(),
    )

    // An admin creating that class again through the API is told it exists.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/class_sessions',
      headers: bearer(tokens[0]!),
      payload: { session_date: utc, class_type: 'group', group_id: groupId },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'CLASS_ALREADY_EXISTS' })
    expect(again.json().detail).toContain(name)

    const deleted = await push(ctx.app, tokens[1]!, {
      deviceId: phone,
      mutations: [{ seq: 6, name: 'session.delete', args: { session_id: idB } }],
    })
    expect(deleted.body.results[0]!.status).toBe('applied')
    expect(await liveClassesOf(ctx.db, groupId)).toEqual([])
  })

  it("is one class from the start when both phones open it from 'Hoy' (the same id)", async () => {
    const name = 'Iniciación Infantil (Hoy)'
    const { groupId, tokens } = await seedGroup(ctx.app, ctx.db, name)
    const { students } = await seedFamily(ctx.db, 2)
    await joinGroup(groupId, students)
    const [utc, local] = twoWritings(dayOf(lastMonth(), 21))
    const [idA, idB] = [groupClassId(groupId, utc), groupClassId(groupId, local)]
    expect(idB).toBe(idA)
    const answers = await Promise.all(
      [utc, local].map((start, i) =>
        push(ctx.app, tokens[i]!, {
          deviceId: newDevice(),
          mutations: [openClass(idA, groupId, start, name), markPresent(idA, students[i]!.id)],
        }),
      ),
    )
    for (const answer of answers) {
      expect(answer.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
    }
    expect(await liveClassesOf(ctx.db, groupId)).toEqual([{ id: idA }])
    for (const child of students) {
      expect(await liveMarksOf(ctx.db, child.id)).toEqual([{ session_id: idA }])
    }
  })

  it("opens anew from 'Hoy' a class deleted meanwhile, its id then naming the new class", async () => {
    const name = 'Iniciación Infantil (reabierta)'
    const { groupId, tokens } = await seedGroup(ctx.app, ctx.db, name)
    const { students } = await seedFamily(ctx.db, 1)
    await joinGroup(groupId, students)
    const start = dayOf(lastMonth(), 22).toISOString()
    const id = groupClassId(groupId, start)
    const phone = newDevice()
    const opened = await push(ctx.app, tokens[0]!, {
      deviceId: phone,
      mutations: [
        openClass(id, groupId, start, name),
        { seq: 2, name: 'session.delete', args: { session_id: id } },
      ],
    })
    expect(opened.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
    const before = await pull(tokens[0]!)

    const again = await push(ctx.app, tokens[0]!, {
      deviceId: phone,
      mutations: [
        { ...openClass(id, groupId, start, name), seq: 3 },
        { ...markPresent(id, students[0]!.id), seq: 4 },
      ],
    })
    expect(again.body.results.map((r) => r.status)).toEqual(['applied', 'applied'])
    const live = await liveClassesOf(ctx.db, groupId)
    expect(live).toHaveLength(1)
    expect(live[0]!.id).not.toBe(id)
    expect(await liveMarksOf(ctx.db, students[0]!.id)).toEqual([{ session_id: live[0]!.id }])
    const next = await pull(tokens[0]!, before.cursor)
    expect(next.deleted.class_sessions).toContain(id)
    expect(next.class_sessions.filter((s) => s.group_id === groupId).map((s) => s.id)).toEqual([
      live[0]!.id,
    ])
  })
})
