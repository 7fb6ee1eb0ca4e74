import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { addPerson, UNKNOWN_ID, useStaffApi, type Api } from './classes-helpers.ts'

const { ctx, staff, asAdmin, asTeacher } = useStaffApi()

async function newGroup(name = 'Enduro') {
  const response = await asAdmin('POST', '/api/groups', {
    name,
    start_date: '2026-03-02',
    rrule: 'FREQ=WEEKLY;BYDAY=TU;BYHOUR=18',
  })
  return response.json().id as string
}

/** A group the signed-in teacher teaches: only those may a teacher change the students of. */
async function ownGroup(name = 'Enduro') {
  const groupId = await newGroup(name)
  await asAdmin('POST', `/api/groups/${groupId}/teachers`, [staff.teacherId])
  return groupId
}

/** A group class of `groupId` on 3 November 2026 at 18:00, created by `as`: its JSON. */
async function newGroupSession(as: Api, groupId: string) {
  const response = await as('POST', '/api/class_sessions', {
    session_date: '2026-11-03T18:00:00-03:00',
    class_type: 'group',
    group_id: groupId,
  })
  return response.json()
}

const detail = async (groupId: string) => (await asTeacher('GET', `/api/groups/${groupId}`)).json()

const versions = (groupId: string) =>
  queryRows<{ student_id: string; version: number }>(
    ctx.db,
    sql`select student_id, version from group_students where group_id = ${groupId}::uuid
        order by student_id`,
  )

describe('group students', () => {
  it('assigns students (teachers of the group may), lists them by full name with their rut (admins)', async () => {
    const groupId = await ownGroup()
    const zoe = await addPerson(ctx.db, 'student', 'Zoe', 'Araya', { rut: '11.111.111-1' })
    const ana = await addPerson(ctx.db, 'student', 'Ana', 'Soto', { rut: '22.222.222-2' })
    const response = await asTeacher('POST', `/api/groups/${groupId}/students`, [zoe.id, ana.id])
    expect(response.statusCode).toBe(204)
    expect((await asAdmin('GET', `/api/groups/${groupId}`)).json().students).toEqual([
      { id: ana.id, name: 'Ana', last_name: 'Soto', rut: '22.222.222-2', email: ana.email },
      { id: zoe.id, name: 'Zoe', last_name: 'Araya', rut: '11.111.111-1', email: zoe.email },
    ])
    // A teacher reads the same students without RUT and e-mail (Ley 21.719).
    expect((await detail(groupId)).students).toEqual([
      { id: ana.id, name: 'Ana', last_name: 'Soto', rut: null, email: null },
      { id: zoe.id, name: 'Zoe', last_name: 'Araya', rut: null, email: null },
    ])
  })

  it('leaves already assigned students untouched (no new version, no duplicate)', async () => {
    const groupId = await ownGroup()
    const s = await addPerson(ctx.db, 'student', 'Pía', 'Rojas')
    await asTeacher('POST', `/api/groups/${groupId}/students`, [s.id])
    const before = await versions(groupId)
    const again = await asTeacher('POST', `/api/groups/${groupId}/students`, [s.id, s.id])
    expect(again.statusCode).toBe(204)
    expect(await versions(groupId)).toEqual(before)
    expect((await detail(groupId)).students).toHaveLength(1)
  })

  it('removes a student, repeats the removal harmlessly and re-adds them', async () => {
    const groupId = await ownGroup()
    const s = await addPerson(ctx.db, 'student', 'Tomás', 'Vera')
    await asTeacher('POST', `/api/groups/${groupId}/students`, [s.id])
    const url = `/api/groups/${groupId}/students/${s.id}`
    expect((await asTeacher('DELETE', url)).statusCode).toBe(204)
    expect((await detail(groupId)).students).toEqual([])
    expect((await asTeacher('DELETE', url)).statusCode).toBe(204)
    expect((await asTeacher('POST', `/api/groups/${groupId}/students`, [s.id])).statusCode).toBe(
      204,
    )
    expect((await detail(groupId)).students.map((x: { id: string }) => x.id)).toEqual([s.id])
    expect(await versions(groupId)).toHaveLength(1)
  })

  it('answers 404 removing someone who never was in the group', async () => {
    const groupId = await ownGroup()
    const response = await asTeacher('DELETE', `/api/groups/${groupId}/students/${UNKNOWN_ID}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('El alumno no pertenece a este grupo.')
  })

  it('refuses unknown, inactive and wrong-role ids, naming them, and assigns none', async () => {
    const groupId = await newGroup()
    const ok = await addPerson(ctx.db, 'student', 'Luis', 'Paz')
    const gone = await addPerson(ctx.db, 'student', 'Ida', 'Paz', { active: false })
    const teacher = await addPerson(ctx.db, 'teacher', 'Profe', 'Paz')
    const response = await asAdmin('POST', `/api/groups/${groupId}/students`, [
      ok.id,
      gone.id,
      teacher.id,
      UNKNOWN_ID,
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'UNKNOWN_STUDENTS',
      detail: `Estos alumnos no existen o no están activos: ${gone.id}, ${teacher.id}, ${UNKNOWN_ID}.`,
    })
    expect((await detail(groupId)).students).toEqual([])
  })

  it('refuses a body that is not an array of uuids', async () => {
    const groupId = await newGroup()
    const objects = await asAdmin('POST', `/api/groups/${groupId}/students`, { ids: [] })
    expect(objects.statusCode).toBe(400)
    const bad = await asAdmin('POST', `/api/groups/${groupId}/students`, ['abc'])
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/^El campo '0'/)
    const empty = await asAdmin('POST', `/api/groups/${groupId}/students`, [])
    expect(empty.json().detail).toBe('Selecciona al menos un elemento.')
  })

  it('answers 404 for a deleted group', async () => {
    const groupId = await newGroup()
    const s = await addPerson(ctx.db, 'student', 'Eva', 'Lagos')
    await asAdmin('DELETE', `/api/groups/${groupId}`)
    const response = await asAdmin('POST', `/api/groups/${groupId}/students`, [s.id])
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('El grupo no existe.')
  })
})

describe('group teachers', () => {
  it('admins assign and remove teachers; teachers may not', async () => {
    const groupId = await newGroup()
    const t = await addPerson(ctx.db, 'teacher', 'Carla', 'Muñoz')
    const url = `/api/groups/${groupId}/teachers`
    expect((await asTeacher('POST', url, [t.id])).statusCode).toBe(403)
    expect((await asAdmin('POST', url, [t.id])).statusCode).toBe(204)
    expect((await detail(groupId)).teachers).toEqual([
      { id: t.id, name: 'Carla', last_name: 'Muñoz', email: t.email },
    ])
    expect((await asTeacher('DELETE', `${url}/${t.id}`)).statusCode).toBe(403)
    expect((await asAdmin('DELETE', `${url}/${t.id}`)).statusCode).toBe(204)
    expect((await detail(groupId)).teachers).toEqual([])
  })

  it('refuses a student given as a teacher', async () => {
    const groupId = await newGroup()
    const s = await addPerson(ctx.db, 'student', 'No', 'Profe')
    const response = await asAdmin('POST', `/api/groups/${groupId}/teachers`, [s.id])
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('UNKNOWN_TEACHERS')
    expect(response.json().detail).toContain(s.id)
  })
})

describe('DELETE /api/groups/{id}/class_sessions/{sessionId}', () => {
  it('detaches the session from the group and keeps the session', async () => {
    const groupId = await newGroup('Con clases')
    // The teacher's own group: only those may a teacher create classes of.
    await asAdmin('POST', `/api/groups/${groupId}/teachers`, [staff.teacherId])
    const session = await newGroupSession(asTeacher, groupId)
    expect((await detail(groupId)).class_sessions).toEqual([
      {
        id: session.id,
        name: null,
        session_date: '2026-11-03T21:00:00.000Z',
        class_type: 'group',
      },
    ])
    const url = `/api/groups/${groupId}/class_sessions/${session.id}`
    expect((await asTeacher('DELETE', url)).statusCode).toBe(204)
    expect((await detail(groupId)).class_sessions).toEqual([])
    const kept = await asTeacher('GET', `/api/class_sessions/${session.id}`)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().group_id).toBeNull()
    const again = await asTeacher('DELETE', url)
    expect(again.statusCode).toBe(404)
    expect(again.json().detail).toBe('La clase no pertenece a este grupo.')
  })

  it('answers 404 for a session of another group', async () => {
    const mine = await newGroup('Mío')
    const other = await newGroup('Otro')
    const session = await newGroupSession(asAdmin, other)
    const response = await asTeacher('DELETE', `/api/groups/${mine}/class_sessions/${session.id}`)
    expect(response.statusCode).toBe(404)
    expect((await detail(other)).class_sessions).toHaveLength(1)
  })
})
