import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { addPerson, UNKNOWN_ID, useStaffApi } from './classes-helpers.ts'

const { ctx, staff, asAdmin, asTeacher } = useStaffApi()

/** A class an admin put the teacher on: theirs to fill with any child (class-access-data.ts). */
async function newSession() {
  const response = await asAdmin('POST', '/api/class_sessions', {
    session_date: '2026-11-04T10:00:00-03:00',
    class_type: 'other',
  })
  const id = response.json().id as string
  await asAdmin('POST', `/api/class_sessions/${id}/teachers`, [staff.teacherId])
  return id
}

const students = async (sessionId: string) =>
  (await asTeacher('GET', `/api/class_sessions/${sessionId}`)).json().students as {
    student_id: string
    used_transport: boolean
  }[]

const transportOf = async (sessionId: string) =>
  Object.fromEntries((await students(sessionId)).map((s) => [s.student_id, s.used_transport]))

const stored = (sessionId: string) =>
  queryRows<{ student_id: string; version: number; deleted_at: unknown }>(
    ctx.db,
    sql`select student_id, version, deleted_at from session_students
        where session_id = ${sessionId}::uuid order by student_id`,
  )

describe('POST /api/class_sessions/{id}/students', () => {
  it('adds students sorted by full name; transport defaults to false', async () => {
    const sessionId = await newSession()
    const zoe = await addPerson(ctx.db, 'student', 'Zoe', 'Araya', { rut: '11.111.111-1' })
    const ana = await addPerson(ctx.db, 'student', 'Ana', 'Soto')
    const response = await asTeacher('POST', `/api/class_sessions/${sessionId}/students`, [
      { student_id: zoe.id, used_transport: true },
      { student_id: ana.id },
    ])
    expect(response.statusCode).toBe(204)
    // The teacher reads no RUT (Ley 21.719); an admin reads Zoe's.
    expect(await students(sessionId)).toEqual([
      {
        id: ana.id,
        student_id: ana.id,
        name: 'Ana',
        last_name: 'Soto',
        rut: null,
        used_transport: false,
        status: 'present',
      },
      {
        id: zoe.id,
        student_id: zoe.id,
        name: 'Zoe',
        last_name: 'Araya',
        rut: null,
        used_transport: true,
        status: 'present',
      },
    ])
    const asSeenByAdmin = (await asAdmin('GET', `/api/class_sessions/${sessionId}`)).json()
    expect(asSeenByAdmin.students.map((s: { rut: string | null }) => s.rut)).toEqual([
      null,
      '11.111.111-1',
    ])
  })

  it('adding a present student again changes nothing unless transport is given', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Pía', 'Rojas')
    const url = `/api/class_sessions/${sessionId}/students`
    await asTeacher('POST', url, [{ student_id: s.id, used_transport: true }])
    const before = await stored(sessionId)
    expect((await asTeacher('POST', url, [{ student_id: s.id }])).statusCode).toBe(204)
    expect(await stored(sessionId)).toEqual(before)
    expect(await transportOf(sessionId)).toEqual({ [s.id]: true })
    // An explicit value is intent: it is set even for a present student.
    await asTeacher('POST', url, [{ student_id: s.id, used_transport: false }])
    expect(await transportOf(sessionId)).toEqual({ [s.id]: false })
    expect(await stored(sessionId)).toHaveLength(1)
  })

  it('two teachers adding the same student at once store one row, without errors', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Simón', 'Paz')
    const url = `/api/class_sessions/${sessionId}/students`
    const answers = await Promise.all([
      asTeacher('POST', url, [{ student_id: s.id, used_transport: true }]),
      asAdmin('POST', url, [{ student_id: s.id, used_transport: true }]),
      asTeacher('POST', url, [{ student_id: s.id }]),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204])
    expect(await stored(sessionId)).toHaveLength(1)
    expect(await transportOf(sessionId)).toEqual({ [s.id]: true })
  })

  it('crossed concurrent calls on the same students neither fail nor duplicate', async () => {
    const sessionId = await newSession()
    const [a, b, c] = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((n) => addPerson(ctx.db, 'student', n, 'Cruce')),
    )
    const url = `/api/class_sessions/${sessionId}/students`
    const answers = await Promise.all([
      asTeacher('POST', url, [{ student_id: a!.id, used_transport: true }, { student_id: b!.id }]),
      asAdmin('POST', url, [{ student_id: b!.id, used_transport: true }, { student_id: a!.id }]),
      asTeacher('POST', url, [{ student_id: c!.id }, { student_id: b!.id }, { student_id: a!.id }]),
      asAdmin('POST', `${url.replace('/students', '/teachers')}`, [staff.teacherId]),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 204])
    expect(await stored(sessionId)).toHaveLength(3)
    // Both explicit values were applied; the unset ones never overwrote them.
    expect(await transportOf(sessionId)).toEqual({ [a!.id]: true, [b!.id]: true, [c!.id]: false })
  })

  it('refuses unknown or inactive students by id and the same student twice', async () => {
    const sessionId = await newSession()
    const gone = await addPerson(ctx.db, 'student', 'Ida', 'Lejos', { active: false })
    const url = `/api/class_sessions/${sessionId}/students`
    const response = await asTeacher('POST', url, [{ student_id: gone.id }])
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(`Estos alumnos no existen o no están activos: ${gone.id}.`)
    const twice = await asTeacher('POST', url, [{ student_id: gone.id }, { student_id: gone.id }])
    expect(twice.json().detail).toBe('Un alumno aparece más de una vez.')
    const extra = await asTeacher('POST', url, [{ student_id: gone.id, attended: true }])
    expect(extra.json().detail).toBe("Campo no permitido: '0.attended'.")
    expect(await stored(sessionId)).toEqual([])
  })

  it('answers 404 for a deleted session, saying it was deleted', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Eva', 'Tarde')
    await asTeacher('DELETE', `/api/class_sessions/${sessionId}`)
    const response = await asTeacher('POST', `/api/class_sessions/${sessionId}/students`, [
      { student_id: s.id },
    ])
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('La clase fue eliminada; este cambio no se guardó.')
  })

  it('replays the same call with the same Idempotency-Key: one effect, the stored answer', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Rosa', 'Clave')
    const url = `/api/class_sessions/${sessionId}/students`
    const key = { 'idempotency-key': `outbox-${sessionId}` }
    const body = [{ student_id: s.id, used_transport: true }]
    const first = await asTeacher('POST', url, body, key)
    expect(first.statusCode).toBe(204)
    // Someone changes the transport in between; the replay must not set it back.
    await asTeacher('PATCH', `${url}/${s.id}`, { used_transport: false })
    const replay = await asTeacher('POST', url, body, key)
    expect(replay.statusCode).toBe(204)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await transportOf(sessionId)).toEqual({ [s.id]: false })
    const audit = await asAdmin('GET', `/api/audit?entity=class_session&entity_id=${sessionId}`)
    const adds = audit.json().filter((e: { action: string }) => e.action.endsWith('students.add'))
    expect(adds).toHaveLength(1)
    const other = await asTeacher('POST', url, [{ student_id: s.id }], key)
    expect(other.statusCode).toBe(422)
  })
})

describe('PATCH /api/class_sessions/{id}/students/{studentId}', () => {
  it('sets the transport value, and repeating it is harmless', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Leo', 'Van')
    await asTeacher('POST', `/api/class_sessions/${sessionId}/students`, [{ student_id: s.id }])
    const url = `/api/class_sessions/${sessionId}/students/${s.id}`
    expect((await asTeacher('PATCH', url, { used_transport: true })).statusCode).toBe(204)
    expect((await asTeacher('PATCH', url, { used_transport: true })).statusCode).toBe(204)
    expect(await transportOf(sessionId)).toEqual({ [s.id]: true })
  })

  it('answers 404 for a student not on the session and 400 for a toggle-like body', async () => {
    const sessionId = await newSession()
    const url = `/api/class_sessions/${sessionId}/students/${UNKNOWN_ID}`
    const missing = await asTeacher('PATCH', url, { used_transport: true })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe('El alumno no está registrado en esta clase.')
    const bad = await asTeacher('PATCH', url, { used_transport: 'toggle' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe("El campo 'used_transport' tiene un tipo de dato incorrecto.")
  })
})

describe('removing people from a session', () => {
  it('removes a student, repeats harmlessly, and re-adding starts without transport', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Nico', 'Vuelve')
    const url = `/api/class_sessions/${sessionId}/students`
    await asTeacher('POST', url, [{ student_id: s.id, used_transport: true }])
    expect((await asTeacher('DELETE', `${url}/${s.id}`)).statusCode).toBe(204)
    expect(await students(sessionId)).toEqual([])
    expect((await asTeacher('DELETE', `${url}/${s.id}`)).statusCode).toBe(204)
    const patch = await asTeacher('PATCH', `${url}/${s.id}`, { used_transport: true })
    expect(patch.statusCode).toBe(404)
    await asTeacher('POST', url, [{ student_id: s.id }])
    expect(await transportOf(sessionId)).toEqual({ [s.id]: false })
    expect(await stored(sessionId)).toHaveLength(1)
  })

  it('adds and removes teachers; a student is not a teacher', async () => {
    const sessionId = await newSession()
    const t = await addPerson(ctx.db, 'teacher', 'Carla', 'Guía')
    const s = await addPerson(ctx.db, 'student', 'No', 'Guía')
    const url = `/api/class_sessions/${sessionId}/teachers`
    expect((await asTeacher('POST', url, [t.id, staff.teacherId])).statusCode).toBe(204)
    expect((await asTeacher('POST', url, [t.id])).statusCode).toBe(204)
    const detail = (await asTeacher('GET', `/api/class_sessions/${sessionId}`)).json()
    expect(detail.teachers.map((x: { id: string }) => x.id).sort()).toEqual(
      [t.id, staff.teacherId].sort(),
    )
    expect(detail.teachers.find((x: { id: string }) => x.id === t.id)).toEqual({
      id: t.id,
      name: 'Carla',
      last_name: 'Guía',
      email: t.email,
    })
    const wrong = await asTeacher('POST', url, [s.id])
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('UNKNOWN_TEACHERS')
    expect((await asTeacher('DELETE', `${url}/${t.id}`)).statusCode).toBe(204)
    const after = (await asTeacher('GET', `/api/class_sessions/${sessionId}`)).json()
    expect(after.teachers.map((x: { id: string }) => x.id)).toEqual([staff.teacherId])
    const never = await asTeacher('DELETE', `${url}/${s.id}`)
    expect(never.statusCode).toBe(404)
    expect(never.json().detail).toBe('El profesor no está asignado a esta clase.')
  })
})

describe('attendance status (present / absent)', () => {
  it('records an absence, keeps it on a repeat without status, and answers 400 on a bad one', async () => {
    const sessionId = await newSession()
    const s = await addPerson(ctx.db, 'student', 'Tomás', 'Vera')
    const url = `/api/class_sessions/${sessionId}/students`
    expect(
      (await asTeacher('POST', url, [{ student_id: s.id, status: 'absent' }])).statusCode,
    ).toBe(204)
    expect(await students(sessionId)).toMatchObject([{ student_id: s.id, status: 'absent' }])
    await asTeacher('POST', url, [{ student_id: s.id, used_transport: true }])
    expect(await students(sessionId)).toMatchObject([
      { student_id: s.id, status: 'absent', used_transport: true },
    ])
    await asTeacher('POST', url, [{ student_id: s.id, status: 'present' }])
    expect(await students(sessionId)).toMatchObject([{ student_id: s.id, status: 'present' }])

    const bad = await asTeacher('POST', url, [{ student_id: s.id, status: 'tarde' }])
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/status/)
  })

  it('the class list counts only present students', async () => {
    const sessionId = await newSession()
    const [a, b] = await Promise.all([
      addPerson(ctx.db, 'student', 'Uno', 'Lista'),
      addPerson(ctx.db, 'student', 'Dos', 'Lista'),
    ])
    await asTeacher('POST', `/api/class_sessions/${sessionId}/students`, [
      { student_id: a.id, status: 'present' },
      { student_id: b.id, status: 'absent' },
    ])
    const list = (await asAdmin('GET', '/api/class_sessions')).json() as {
      id: string
      student_count: number
    }[]
    expect(list.find((row) => row.id === sessionId)?.student_count).toBe(1)
  })
})
