// DESIGN §4 Idempotency-Key, seen by a client: concurrent replays of one write create one row and
// answer either the stored result or 409 IDEMPOTENCY_IN_FLIGHT; a later replay answers the stored
// body flagged `idempotent-replayed`; another body under the same key is a 422; keys are per user;
// a malformed key is a 400.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classSessions, users } from '#server/db/schema.ts'
import { bearer } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { rutOf } from '../people/people-fixtures.ts'
import { signIn } from './identities.ts'

let ctx: TestContext
let admin: { id: string; token: string }
let teacher: { id: string; token: string }
beforeAll(async () => {
  ctx = await createTestApp()
  admin = await signIn(ctx.app, ctx.db, 'admin')
  teacher = await signIn(ctx.app, ctx.db, 'teacher')
})
afterAll(() => ctx?.close())

const studentBody = (rut = rutOf()) => ({
  name: 'Ana',
  last_name: 'Pérez',
  rut,
  email: `ana.${rut.replace(/\D/g, '')}@correo.cl`,
  phone: '+56982345678',
  birth_date: '2013-04-05',
})

const sessionBody = () => ({
  id: randomUUID(),
  name: 'Técnica en bajada',
  session_date: '2025-03-10T10:00:00-03:00',
  class_type: 'other',
})

function post(url: string, token: string, payload: unknown, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  })
}

async function replayConcurrently(url: string, token: string, payload: unknown, key: string) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => post(url, token, payload, key)),
  )
  const created = answers.filter((a) => a.statusCode === 201)
  const inFlight = answers.filter((a) => a.statusCode === 409)
  expect(created.length + inFlight.length).toBe(answers.length)
  expect(created.length).toBeGreaterThanOrEqual(1)
  for (const answer of inFlight) expect(answer.json().code).toBe('IDEMPOTENCY_IN_FLIGHT')
  const bodies = created.map((a) => a.json() as Record<string, unknown>)
  for (const body of bodies) expect(body.id).toBe(bodies[0]!.id)
  return bodies[0]!
}

const countStudentsWithRut = async (rut: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.rut, rut))).length

/** An admin's new student under `key` is refused with `status` and `code`, and nothing is written. */
async function expectNewStudentRefused(key: string, status: number, code: string) {
  const other = studentBody()
  const answer = await post('/api/students', admin.token, other, key)
  expect(answer.statusCode).toBe(status)
  expect(answer.json()).toMatchObject({ code, detail: expect.any(String) })
  expect(await countStudentsWithRut(other.rut)).toBe(0)
}

describe('POST /api/students under one Idempotency-Key', () => {
  const body = studentBody()
  const key = `alta-${randomUUID()}`
  let first: Record<string, unknown>

  it('creates exactly one student from 10 concurrent identical requests', async () => {
    first = await replayConcurrently('/api/students', admin.token, body, key)
    expect(first).toMatchObject({ rut: body.rut, name: 'Ana' })
    expect(await countStudentsWithRut(body.rut)).toBe(1)
  })

  it('answers a later replay with the stored body, flagged as replayed', async () => {
    const replay = await post('/api/students', admin.token, body, key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    const { temporary_password: _shownOnce, ...stored } = first
    expect(replay.json()).toEqual(stored)
    expect(await countStudentsWithRut(body.rut)).toBe(1)
  })

  it('refuses the same key with another body with 422 and creates nothing', async () => {
    await expectNewStudentRefused(key, 422, 'IDEMPOTENCY_KEY_REUSED')
  })

  it('keeps keys per user: another user with the same key gets a write of their own', async () => {
    const other = studentBody()
    const answer = await post('/api/students', teacher.token, other, key)
    expect(answer.statusCode).toBe(201)
    expect(answer.headers['idempotent-replayed']).toBeUndefined()
    // A teacher's answer has no RUT of a family (Ley 21.719); the student is stored with it.
    expect(answer.json()).toMatchObject({ name: 'Ana', rut: null, birth_date: null })
    expect(await countStudentsWithRut(other.rut)).toBe(1)
  })

  it.each([
    ['with spaces', 'clave con espacios'],
    ['too long', 'k'.repeat(201)],
    ['non-ASCII', 'clave-ñandú'],
    ['empty', ''],
  ])('refuses a key %s with 400 before writing anything', async (_label, badKey) => {
    await expectNewStudentRefused(badKey, 400, 'IDEMPOTENCY_KEY_INVALID')
  })
})

describe('POST /api/class_sessions with a client id under one Idempotency-Key', () => {
  it('creates one session from 10 concurrent replays and replays it later', async () => {
    const body = sessionBody()
    const key = randomUUID()
    const first = await replayConcurrently('/api/class_sessions', teacher.token, body, key)
    expect(first.id).toBe(body.id)
    const rows = await ctx.db.select().from(classSessions).where(eq(classSessions.id, body.id))
    expect(rows).toHaveLength(1)

    const replay = await post('/api/class_sessions', teacher.token, body, key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first)
  })
})
