// People for the people-API tests: rows inserted straight into the database (with valid RUTs),
// staff sessions by role, and groups and class sessions to fill the detail pages.
import { beforeAll } from 'vitest'
import type { Role, StaffRole } from '#shared/roles.ts'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import type { Db } from '#server/db/client.ts'
import {
  classSessions,
  groupStudents,
  groupTeachers,
  groups,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { useTestApp, type TestContext } from '../helpers/test-app.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

let nextBody = 20_000_000

/** A valid RUT in canonical form; a fresh one per call unless `body` is given. */
export function rutOf(body = nextBody++): string {
  return formatRut(`${body}${computeRutCheckDigit(String(body))}`)
}

export async function seedPerson(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { role: Role },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: 'Persona',
      last_name: 'Prueba',
      rut: rutOf(),
      email: `persona${nextBody}@correo.cl`,
      phone: '+56982345678',
      birth_date: values.role === 'student' ? '2012-05-06' : null,
      ...values,
    })
    .returning()
  return row!
}

/** A complete emergency card as the office fills it in; `overrides` replaces some fields. */
export const emergencyCard = (overrides: Record<string, unknown> = {}) => ({
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '9 8123 4567' }],
  allergies: 'Penicilina',
  conditions: 'Asma leve',
  medication: 'Inhalador antes de subir',
  insurance_provider: 'Clínica Andes',
  insurance_plan: 'Seguro escolar',
  consent: true,
  consent_date: '2026-03-02',
  ...overrides,
})

/** Signs in a fresh staff member of `role`; returns the user and the auth headers. */
export async function staffSession(ctx: TestContext, role: StaffRole) {
  const user = await seedUser(ctx.db, { role })
  const { token } = await login(ctx.app, user.email!)
  return { user, headers: bearer(token) }
}

export type StaffSession = Awaited<ReturnType<typeof staffSession>>

/**
 * The usual start of a people test file: one app, and a staff member of `role` signed in on it.
 * `session` and `headers` (the same as `session.headers`) are filled in before the first test.
 */
export function useStaffSession(role: StaffRole) {
  const ctx = useTestApp()
  const session = {} as StaffSession
  const headers: Record<string, string> = {}
  beforeAll(async () => {
    Object.assign(session, await staffSession(ctx, role))
    Object.assign(headers, session.headers)
  })
  return { ctx, session, headers }
}

export async function seedGroup(
  db: Db,
  name: string,
  members: { students?: string[]; teachers?: string[] },
) {
  const [group] = await db.insert(groups).values({ name, start_date: '2026-01-01' }).returning()
  for (const id of members.students ?? []) {
    await db.insert(groupStudents).values({ group_id: group!.id, student_id: id })
  }
  for (const id of members.teachers ?? []) {
    await db.insert(groupTeachers).values({ group_id: group!.id, teacher_id: id })
  }
  return group!
}

export async function seedSession(
  db: Db,
  values: { date: string; name?: string; students?: string[]; teachers?: string[] },
) {
  const [session] = await db
    .insert(classSessions)
    .values({ name: values.name ?? null, session_date: new Date(values.date), class_type: 'other' })
    .returning()
  for (const id of values.students ?? []) {
    await db.insert(sessionStudents).values({ session_id: session!.id, student_id: id })
  }
  for (const id of values.teachers ?? []) {
    await db.insert(sessionTeachers).values({ session_id: session!.id, teacher_id: id })
  }
  return session!
}
