// Who may put a child in a group, and how many: a teacher only in the groups they teach (REST and
// push; a child put in another teacher's group would bring its card to their phone), and no group
// past its places (members and held offers): 409 with the reason in Spanish, unless an admin adds
// knowingly with `over_capacity` (audited). Two adds for the last place at once: one wins.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, groups, groupStudents } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { emergencyCard, seedGroup, seedPerson, staffSession } from '../people/people-fixtures.ts'
import { push } from '../sync/push-fixtures.ts'

type Session = Awaited<ReturnType<typeof staffSession>>

const ctx = useTestApp()
let admin: Session
let nico: Session
let carla: Session
let nicosGroup: string
let carlasGroup: string

const post = (who: Session, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object })
const student = async () => (await seedPerson(ctx.db, { role: 'student', name: 'Rider' })).id
const members = async (groupId: string) =>
  (
    await ctx.db
      .select({ id: groupStudents.student_id })
      .from(groupStudents)
      .where(and(eq(groupStudents.group_id, groupId), isNull(groupStudents.deleted_at)))
  ).length

/** A group of `capacity` places already holding `taken` riders. */
async function groupOf(capacity: number, taken: number) {
  const ids = []
  for (let i = 0; i < taken; i++) ids.push(await student())
  const group = await seedGroup(ctx.db, `Cupos ${randomUUID().slice(0, 6)}`, { students: ids })
  await ctx.db.update(groups).set({ capacity }).where(eq(groups.id, group.id))
  return group.id
}

beforeAll(async () => {
  admin = await staffSession(ctx, 'admin')
  nico = await staffSession(ctx, 'teacher')
  carla = await staffSession(ctx, 'teacher')
  nicosGroup = (await seedGroup(ctx.db, 'Nico', { teachers: [nico.user.id] })).id
  carlasGroup = (await seedGroup(ctx.db, 'Carla', { teachers: [carla.user.id] })).id
})

describe('a teacher changes the students of their own groups only', () => {
  const DETAIL = 'Solo puedes cambiar los alumnos de los grupos en que haces clases.'

  it("another teacher's group is refused (403, in Spanish) and the child's card stays closed", async () => {
    const child = await student()
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${child}/emergency`,
      headers: admin.headers,
      payload: emergencyCard({ consent: true, consent_date: '2026-03-02' }),
    })
    expect(put.statusCode).toBe(200)
    const added = await post(nico, `/api/groups/${carlasGroup}/students`, [child])
    expect(added.statusCode).toBe(403)
    expect(added.json()).toEqual({ code: 'GROUP_NOT_YOURS', detail: DETAIL })
    expect(await members(carlasGroup)).toBe(0)
    const card = await ctx.app.inject({
      url: `/api/students/${child}/emergency`,
      headers: nico.headers,
    })
    expect(card.statusCode).toBe(403)

    // The same through the push, and taking a child off her group too.
    await post(carla, `/api/groups/${carlasGroup}/students`, [child])
    const result = await push(ctx.app, nico.headers.authorization!.slice(7), {
      deviceId: `device-${randomUUID()}`,
      mutations: [
        {
          seq: 1,
          name: 'group.addStudents',
          args: { group_id: carlasGroup, student_ids: [await student()] },
        },
        {
          seq: 2,
          name: 'group.removeStudent',
          args: { group_id: carlasGroup, student_id: child },
        },
      ],
    })
    expect(result.body.results).toEqual([
      { seq: 1, status: 'rejected', code: 'GROUP_NOT_YOURS', detail: DETAIL },
      { seq: 2, status: 'rejected', code: 'GROUP_NOT_YOURS', detail: DETAIL },
    ])
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/groups/${carlasGroup}/students/${child}`,
      headers: nico.headers,
    })
    expect(removed.statusCode).toBe(403)
    expect(await members(carlasGroup)).toBe(1)
  })

  it('his own group is his to fill', async () => {
    expect(
      (await post(nico, `/api/groups/${nicosGroup}/students`, [await student()])).statusCode,
    ).toBe(204)
    expect(await members(nicosGroup)).toBe(1)
  })
})

describe("a group's places", () => {
  it('a full group answers 409 with the reason; an admin adds knowingly, and it is audited', async () => {
    const groupId = await groupOf(12, 12)
    const extra = await student()
    const full = await post(admin, `/api/groups/${groupId}/students`, [extra])
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({
      code: 'GROUP_FULL',
      detail: 'El grupo está completo (12 de 12 cupos).',
    })
    expect(await members(groupId)).toBe(12)
    // A teacher of the group may not override.
    await post(admin, `/api/groups/${groupId}/teachers`, [nico.user.id])
    const teacher = await post(nico, `/api/groups/${groupId}/students?over_capacity=true`, [extra])
    expect(teacher.statusCode).toBe(403)
    expect(teacher.json().detail).toBe(
      'Solo un administrador puede agregar alumnos por sobre los cupos del grupo.',
    )
    const forced = await post(admin, `/api/groups/${groupId}/students?over_capacity=true`, [extra])
    expect(forced.statusCode).toBe(204)
    expect(await members(groupId)).toBe(13)
    const audits = await ctx.db
      .select({ action: auditLog.action, after: auditLog.after, actor: auditLog.actor_id })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity_id, groupId), eq(auditLog.action, 'group.students.over_capacity')),
      )
    expect(audits).toEqual([
      {
        action: 'group.students.over_capacity',
        after: { taken: 13, student_ids: [extra] },
        actor: admin.user.id,
      },
    ])
    // Riders already in the group take no new place.
    expect((await post(admin, `/api/groups/${groupId}/students`, [extra])).statusCode).toBe(204)
  })

  it('more riders than free places are refused whole, naming what is left', async () => {
    const groupId = await groupOf(3, 2)
    const refused = await post(admin, `/api/groups/${groupId}/students`, [
      await student(),
      await student(),
    ])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Al grupo le queda 1 cupo libre de 3 y se agregan 2 alumnos.',
    )
    expect(await members(groupId)).toBe(2)
  })

  it('two adds at once for the last place: one wins, the other is told the group is full', async () => {
    const groupId = await groupOf(3, 2)
    const answers = await Promise.all([
      post(admin, `/api/groups/${groupId}/students`, [await student()]),
      post(admin, `/api/groups/${groupId}/students`, [await student()]),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().detail).toBe(
      'El grupo está completo (3 de 3 cupos).',
    )
    expect(await members(groupId)).toBe(3)
  })
})
