import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '#server/db/schema.ts'
import { seedPerson, useStaffSession } from './people-fixtures.ts'

const { ctx, headers } = useStaffSession('teacher')

const link = (method: 'POST' | 'DELETE', supporterId: string, studentId: string) =>
  ctx.app.inject({ method, url: `/api/supporters/${supporterId}/students/${studentId}`, headers })

const supportedIds = async (supporterId: string) => {
  const response = await ctx.app.inject({ url: `/api/supporters/${supporterId}`, headers })
  return response.json().supported_students.map((s: { id: string }) => s.id)
}

describe('supporter ↔ student links', () => {
  it('assigns a student idempotently and shows them on both detail pages', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter' })
    const student = await seedPerson(ctx.db, { role: 'student' })
    expect((await link('POST', supporter.id, student.id)).statusCode).toBe(204)
    expect((await link('POST', supporter.id, student.id)).statusCode).toBe(204)
    expect(await supportedIds(supporter.id)).toEqual([student.id])
    const detail = await ctx.app.inject({ url: `/api/students/${student.id}`, headers })
    expect(detail.json().supporter.id).toBe(supporter.id)
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, student.id))
    expect(entries).toMatchObject([
      {
        action: 'assign_supporter',
        before: { supporter_id: null },
        after: { supporter_id: supporter.id },
      },
    ])
  })

  it('moves a student from a previous supporter', async () => {
    const first = await seedPerson(ctx.db, { role: 'supporter' })
    const second = await seedPerson(ctx.db, { role: 'supporter' })
    const student = await seedPerson(ctx.db, { role: 'student', supporter_id: first.id })
    await link('POST', second.id, student.id)
    expect(await supportedIds(first.id)).toEqual([])
    expect(await supportedIds(second.id)).toEqual([student.id])
  })

  it('removes only a link that points to this supporter', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter' })
    const other = await seedPerson(ctx.db, { role: 'supporter' })
    const student = await seedPerson(ctx.db, { role: 'student', supporter_id: supporter.id })
    expect((await link('DELETE', other.id, student.id)).statusCode).toBe(204)
    expect(await supportedIds(supporter.id)).toEqual([student.id])
    expect((await link('DELETE', supporter.id, student.id)).statusCode).toBe(204)
    expect((await link('DELETE', supporter.id, student.id)).statusCode).toBe(204)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student.id))
    expect(row!.supporter_id).toBeNull()
  })

  it('answers 404 when either person is missing, inactive or of another role', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter' })
    const student = await seedPerson(ctx.db, { role: 'student' })
    const inactive = await seedPerson(ctx.db, { role: 'student', active: false })
    const unknown = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c'
    for (const [s, st] of [
      [supporter.id, unknown],
      [unknown, student.id],
      [supporter.id, inactive.id],
      [student.id, supporter.id],
    ] as const) {
      expect((await link('POST', s, st)).statusCode).toBe(404)
      expect((await link('DELETE', s, st)).statusCode).toBe(404)
    }
    expect((await link('POST', supporter.id, 'x')).statusCode).toBe(400)
  })

  it('requires a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/supporters/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c/students/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    })
    expect(response.statusCode).toBe(401)
  })
})
