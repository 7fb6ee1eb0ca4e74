import { describe, expect, it } from 'vitest'
import { and, count, eq, sql } from 'drizzle-orm'
import { isValidRut } from '#shared/rut.ts'
import { buildApp } from '#server/app.ts'
import { classSessions, emergencyCards, groups, sessionStudents, users } from '#server/db/schema.ts'
import { windowAt } from '#server/classes/teacher-scope-data.ts'
import { readableCards } from '#server/people/emergency-data.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { testConfig, useTestDatabase } from './helpers/test-app.ts'
import { login } from './helpers/fixtures.ts'

describe('demo school', () => {
  const database = useTestDatabase()

  it('is seeded on an empty database and not again', async () => {
    const config = testConfig({ demo: true })
    const first = await bootstrap(database.db, config)
    expect(first.kind).toBe('demo')
    expect((await bootstrap(database.db, config)).kind).toBe('none')
  })

  it('has the fixed staff logins with the demo password', async () => {
    const app = await buildApp({ config: testConfig(), db: database.db })
    for (const email of ['superadmin@demo.cl', 'admin@demo.cl', 'profesor@demo.cl']) {
      const result = await login(app, email, 'Demo1234!')
      expect(result.status).toBe(200)
      expect((result.body.user as { must_change_password: boolean }).must_change_password).toBe(
        false,
      )
    }
    await app.close()
  })

  it('has ~40 students with valid RUTs and a guardian 12.345.678-5 with several students', async () => {
    const students = await database.db.select().from(users).where(eq(users.role, 'student'))
    expect(students.length).toBeGreaterThanOrEqual(35)
    expect(students.every((s) => s.rut && isValidRut(s.rut))).toBe(true)
    const [guardian] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'supporter'), eq(users.rut, '12.345.678-5')))
    expect(guardian).toBeDefined()
    expect(students.filter((s) => s.supporter_id === guardian!.id).length).toBeGreaterThanOrEqual(2)
  })

  it('has 4 weekly groups and three months of sessions with attendance and transport', async () => {
    const groupRows = await database.db.select().from(groups)
    expect(groupRows).toHaveLength(4)
    expect(groupRows.every((g) => g.rrule?.startsWith('FREQ=WEEKLY;BYDAY='))).toBe(true)
    const [sessions] = await database.db.select({ n: count() }).from(classSessions)
    expect(sessions!.n).toBeGreaterThan(60)
    const [attended] = await database.db.select({ n: count() }).from(sessionStudents)
    const [rode] = await database.db
      .select({ n: count() })
      .from(sessionStudents)
      .where(eq(sessionStudents.used_transport, true))
    expect(attended!.n).toBeGreaterThan(300)
    expect(rode!.n).toBeGreaterThan(0)
    expect(rode!.n).toBeLessThan(attended!.n)
  })

  it("gives three of the demo teacher's children a card that reaches the teacher's phone", async () => {
    expect(await database.db.select().from(emergencyCards)).toHaveLength(3)
    const [teacher] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'profesor@demo.cl'))
    // As the teacher's pull carries them: the guardians signed the health consent for them.
    const cards = await readableCards(
      database.db,
      { id: teacher!.id, role: 'teacher' },
      windowAt(new Date()),
    )
    expect(cards).toHaveLength(3)
    expect(cards.every((card) => card.health_consent_signed === true)).toBe(true)
    const kinds = cards.map((card) => [card.allergies !== '', card.medication !== ''])
    expect(kinds).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
        [false, false],
      ]),
    )
    expect(cards.every((card) => card.contacts.length > 0)).toBe(true)
    // The rest of the school's children have none.
    const [students] = await database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'student'))
    expect(students!.n).toBeGreaterThan(30)
  })
})

describe('first superadmin', () => {
  const database = useTestDatabase()

  it('is created with a generated password shown once, to be changed at first login', async () => {
    const result = await bootstrap(
      database.db,
      testConfig({ superadmin: { email: 'jefa@escuela.cl', password: undefined } }),
    )
    expect(result.kind).toBe('superadmin')
    const password =
      result.kind === 'superadmin' ? /: (\S+)$/.exec(result.lines[1]!)?.[1] : undefined
    expect(password).toBeTruthy()
    const app = await buildApp({ config: testConfig(), db: database.db })
    const session = await login(app, 'jefa@escuela.cl', password!)
    expect(session.status).toBe(200)
    expect((session.body.user as { must_change_password: boolean }).must_change_password).toBe(true)
    await app.close()
    const [students] = await database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'student'))
    expect(students!.n).toBe(0)
  })
})

describe('sync version', () => {
  const database = useTestDatabase()

  it('is taken from one global sequence on every insert, update and soft delete', async () => {
    const { db } = database
    const [user] = await db.insert(users).values({ role: 'student', name: 'Ana' }).returning()
    const [group] = await db
      .insert(groups)
      .values({ name: 'G', start_date: '2025-03-01' })
      .returning()
    expect(group!.version).toBeGreaterThan(user!.version)
    const [renamed] = await db
      .update(users)
      .set({ name: 'Ana María' })
      .where(eq(users.id, user!.id))
      .returning()
    expect(renamed!.version).toBeGreaterThan(group!.version)
    // A write that tries to set the version itself still gets the next one.
    const [deleted] = await db
      .update(groups)
      .set({ deleted_at: sql`now()`, version: 1 })
      .where(eq(groups.id, group!.id))
      .returning()
    expect(deleted!.version).toBeGreaterThan(renamed!.version)
  })
})
