// Shared set-up for the groups and class-sessions API tests: signed-in staff of each role,
// students and teachers inserted directly, and a small request helper.
import { beforeAll } from 'vitest'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'
import { useTestApp, type TestContext } from '../helpers/test-app.ts'

export interface Staff {
  superadmin: string
  admin: string
  teacher: string
  teacherId: string
}

export async function signInStaff(ctx: TestContext): Promise<Staff> {
  const tokens: Record<string, string> = {}
  let teacherId = ''
  for (const role of ['superadmin', 'admin', 'teacher'] as const) {
    const user = await seedUser(ctx.db, { role })
    tokens[role] = (await login(ctx.app, user.email!)).token
    if (role === 'teacher') teacherId = user.id
  }
  return {
    superadmin: tokens.superadmin!,
    admin: tokens.admin!,
    teacher: tokens.teacher!,
    teacherId,
  }
}

export async function addPerson(
  db: Db,
  role: 'student' | 'teacher',
  name: string,
  last_name: string,
  extra: { rut?: string; active?: boolean } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      role,
      name,
      last_name,
      rut: extra.rut ?? null,
      email: `${name}.${last_name}.${Math.random().toString(36).slice(2)}@prueba.cl`.toLowerCase(),
      active: extra.active ?? true,
    })
    .returning()
  return row!
}

export function api(ctx: TestContext, token: string) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

export type Api = ReturnType<typeof api>

/**
 * The usual start of a groups or class-sessions test file: one app, staff of each role signed in
 * (filled in before the first test), and a request helper for the admin and for the teacher.
 */
export function useStaffApi() {
  const ctx = useTestApp()
  const staff = {} as Staff
  beforeAll(async () => {
    Object.assign(staff, await signInStaff(ctx))
  })
  const as =
    (role: 'admin' | 'teacher'): Api =>
    (...request) =>
      api(ctx, staff[role])(...request)
  return { ctx, staff, asAdmin: as('admin'), asTeacher: as('teacher') }
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
