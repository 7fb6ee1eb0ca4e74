import { describe, expect, it } from 'vitest'
import {
  staffCreateBodySchema,
  studentCreateBodySchema,
  supporterCreateBodySchema,
  userDetailSchema,
  userUpdateBodySchema,
  type StudentCreateBody,
} from './users.ts'

const ID = '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b'

const student: StudentCreateBody = {
  name: ' Ana ',
  last_name: 'Pérez',
  rut: '123456785',
  email: ' Ana.Perez@Example.CL ',
  phone: '9 8123 4567',
  birth_date: '2012-03-04',
}

const messages = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])

describe('create bodies', () => {
  it('normalizes a student: trimmed names, formatted RUT, lower-case e-mail, +56 phone', () => {
    expect(studentCreateBodySchema.parse(student)).toEqual({
      name: 'Ana',
      last_name: 'Pérez',
      rut: '12.345.678-5',
      email: 'ana.perez@example.cl',
      phone: '+56981234567',
      birth_date: '2012-03-04',
    })
  })

  it('explains every wrong field in Spanish', () => {
    const r = studentCreateBodySchema.safeParse({
      name: ' ',
      last_name: '',
      rut: '12.345.678-9',
      email: 'no-es-correo',
      phone: '+56',
      birth_date: '2999-01-01',
    })
    expect(messages(r)).toEqual({
      name: 'El nombre es obligatorio.',
      last_name: 'El apellido es obligatorio.',
      rut: 'El RUT ingresado no es válido.',
      email: 'Ingresa un correo electrónico válido.',
      phone: 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.',
      birth_date: 'Ingresa una fecha de nacimiento válida.',
    })
  })

  it('requires phone and birth date for students, phone for supporters, neither for staff', () => {
    const { phone: _phone, birth_date: _birth, ...staff } = student
    expect(Object.keys(messages(studentCreateBodySchema.safeParse(staff)))).toEqual([
      'phone',
      'birth_date',
    ])
    expect(Object.keys(messages(supporterCreateBodySchema.safeParse(staff)))).toEqual(['phone'])
    expect(staffCreateBodySchema.safeParse(staff).success).toBe(true)
  })

  it("takes a guardian's landline; a student and staff give a mobile", () => {
    const { birth_date: _birth, ...adult } = student
    const landline = { ...adult, phone: '+56 2 2345 6789' }
    expect(supporterCreateBodySchema.parse(landline).phone).toBe('+56223456789')
    const mobileOnly = 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.'
    expect(
      messages(studentCreateBodySchema.safeParse({ ...student, phone: '2 2345 6789' })),
    ).toEqual({
      phone: mobileOnly,
    })
    expect(messages(staffCreateBodySchema.safeParse(landline))).toEqual({ phone: mobileOnly })
    expect(
      messages(supporterCreateBodySchema.safeParse({ ...adult, phone: '+56 9 1234 5678' })),
    ).toEqual({
      phone: 'Ese número no está asignado en Chile: revisa los dígitos.',
    })
  })

  it('rejects unknown fields', () => {
    expect(studentCreateBodySchema.safeParse({ ...student, role: 'admin' }).success).toBe(false)
    expect(staffCreateBodySchema.safeParse({ ...student }).success).toBe(false) // birth_date
  })
})

describe('userUpdateBodySchema', () => {
  it('accepts any subset and validates what is there', () => {
    expect(userUpdateBodySchema.parse({ phone: '+56 9 8765 4321' })).toEqual({
      phone: '+56987654321',
    })
    expect(userUpdateBodySchema.parse({ birth_date: null })).toEqual({ birth_date: null })
    expect(userUpdateBodySchema.safeParse({ rut: '1-1' }).success).toBe(false)
  })

  it('refuses an empty update', () => {
    expect(messages(userUpdateBodySchema.safeParse({}))).toEqual({
      '': 'No hay cambios que guardar.',
    })
  })
})

describe('userDetailSchema', () => {
  const base = {
    id: ID,
    name: 'Ana',
    last_name: 'Pérez',
    rut: '12.345.678-5',
    email: 'ana@example.cl',
    phone: null,
    birth_date: null,
  }

  it('picks the extras by role', () => {
    const supporter = { ...base, role: 'supporter', supported_students: [] }
    expect(userDetailSchema.parse(supporter)).toEqual(supporter)
    expect(userDetailSchema.safeParse({ ...base, role: 'student' }).success).toBe(false)
    expect(userDetailSchema.parse({ ...base, role: 'superadmin' }).role).toBe('superadmin')
  })
})
