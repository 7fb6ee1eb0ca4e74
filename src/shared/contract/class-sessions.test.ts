import { describe, expect, it } from 'vitest'
import {
  CLASS_TYPE_LABELS,
  classSessionCreateBodySchema,
  sessionStudentPatchBodySchema,
  sessionStudentsAddBodySchema,
  sessionTeachersAddBodySchema,
  type ClassSessionCreateBody,
} from './class-sessions.ts'

const A = '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b'
const B = '7d9f2c44-1e8b-4a61-8f3c-52a1b0c9d8e7'

describe('classSessionCreateBodySchema', () => {
  const minimal: ClassSessionCreateBody = {
    session_date: '2026-11-04T10:00:00-03:00',
    class_type: 'other',
  }

  it('needs only a date and a type; blank optional text becomes null', () => {
    expect(
      classSessionCreateBodySchema.parse({ ...minimal, name: '  ', description: 'Cerro' }),
    ).toEqual({
      ...minimal,
      name: null,
      description: 'Cerro',
      group_id: null,
      location: null,
    })
  })

  it('keeps a client-generated id for offline creation', () => {
    expect(classSessionCreateBodySchema.parse({ ...minimal, id: A }).id).toBe(A)
    expect(classSessionCreateBodySchema.safeParse({ ...minimal, id: 'temp-1' }).success).toBe(false)
  })

  it('lets only a group class name a group', () => {
    expect(
      classSessionCreateBodySchema.safeParse({ ...minimal, class_type: 'group', group_id: A })
        .success,
    ).toBe(true)
    const r = classSessionCreateBodySchema.safeParse({ ...minimal, group_id: A })
    expect(r.error?.issues).toMatchObject([
      { path: ['group_id'], message: 'Solo una clase grupal puede pertenecer a un grupo.' },
    ])
  })

  it('asks for a class type in Spanish and rejects unknown fields', () => {
    const r = classSessionCreateBodySchema.safeParse({ session_date: minimal.session_date })
    expect(r.error?.issues[0]?.message).toBe('Selecciona un tipo de clase.')
    expect(classSessionCreateBodySchema.safeParse({ ...minimal, students: [] }).success).toBe(false)
  })
})

describe('adding people to a session', () => {
  it('students: an array of {student_id, used_transport?}', () => {
    const body = [{ student_id: A, used_transport: true }, { student_id: B }]
    expect(sessionStudentsAddBodySchema.parse(body)).toEqual(body)
  })

  it('students: refuses the same student twice and unknown fields', () => {
    const r = sessionStudentsAddBodySchema.safeParse([{ student_id: A }, { student_id: A }])
    expect(r.error?.issues[0]?.message).toBe('Un alumno aparece más de una vez.')
    expect(
      sessionStudentsAddBodySchema.safeParse([{ student_id: A, attended: true }]).success,
    ).toBe(false)
  })

  it('teachers: an array of ids', () => {
    expect(sessionTeachersAddBodySchema.parse([B])).toEqual([B])
  })

  it('transport patch carries the value, not a toggle', () => {
    expect(sessionStudentPatchBodySchema.parse({ used_transport: false })).toEqual({
      used_transport: false,
    })
    expect(sessionStudentPatchBodySchema.safeParse({}).success).toBe(false)
  })
})

it('labels class types as the attendance screens show them', () => {
  expect(CLASS_TYPE_LABELS).toEqual({
    group: 'Grupal Recurrente',
    other: 'Paseo',
    one_to_one: 'Particular',
  })
})
