import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, refreshTokens, users } from '#server/db/schema.ts'
import { bearer, login, refresh, seedUser } from '../helpers/fixtures.ts'
import { seedPerson, staffSession, useStaffSession } from './people-fixtures.ts'

const { ctx, session: admin } = useStaffSession('admin')

const del = (url: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'DELETE', url, headers })

describe('DELETE /api/{list}/{id}', () => {
  it('hides a student from lists and detail but keeps the row, and audits it', async () => {
    const student = await seedPerson(ctx.db, { role: 'student', name: 'Borrable' })
    const response = await del(`/api/students/${student.id}`)
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const list = await ctx.app.inject({ url: '/api/students', headers: admin.headers })
    expect(list.json().map((u: { id: string }) => u.id)).not.toContain(student.id)
    expect(
      (await ctx.app.inject({ url: `/api/students/${student.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, student.id))
    expect(row).toMatchObject({ active: false, name: 'Borrable' })
    expect(row!.deactivated_at).toBeInstanceOf(Date)
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, student.id))
    expect(entry).toMatchObject({
      action: 'deactivate',
      actor_id: admin.user.id,
      before: { active: true },
      after: { active: false },
    })
    expect((await del(`/api/students/${student.id}`)).statusCode).toBe(404)
  })

  it('ends a teacher: their token stops working, refresh is revoked, login fails', async () => {
    const teacher = await seedUser(ctx.db, { role: 'teacher' })
    const session = await login(ctx.app, teacher.email!)
    expect((await del(`/api/teachers/${teacher.id}`)).statusCode).toBe(204)
    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(session.token) })
    expect(me.statusCode).toBe(401)
    expect((await refresh(ctx.app, session.refreshCookie)).statusCode).toBe(401)
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, teacher.id), isNull(refreshTokens.revoked_at)))
    expect(live).toEqual([])
    expect((await login(ctx.app, teacher.email!)).status).toBe(401)
  })

  it('answers 404 for a user of another list', async () => {
    const supporter = await seedPerson(ctx.db, { role: 'supporter' })
    expect((await del(`/api/students/${supporter.id}`)).statusCode).toBe(404)
    expect((await del('/api/students/no-uuid')).statusCode).toBe(400)
  })

  it('refuses to deactivate oneself with 409', async () => {
    const { user, headers } = await staffSession(ctx, 'superadmin')
    const response = await del(`/api/admins/${user.id}`, headers)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      detail: 'No puedes desactivar tu propia cuenta.',
      code: 'CANNOT_DEACTIVATE_SELF',
    })
  })

  it('only a superadmin deactivates admins; teachers deactivate nobody', async () => {
    const other = await seedPerson(ctx.db, { role: 'admin' })
    expect((await del(`/api/admins/${other.id}`)).statusCode).toBe(403)
    const teacher = await staffSession(ctx, 'teacher')
    const student = await seedPerson(ctx.db, { role: 'student' })
    expect((await del(`/api/students/${student.id}`, teacher.headers)).statusCode).toBe(403)
    const superadmin = await staffSession(ctx, 'superadmin')
    expect((await del(`/api/admins/${other.id}`, superadmin.headers)).statusCode).toBe(204)
  })

  it('frees the RUT for a new active student', async () => {
    const student = await seedPerson(ctx.db, { role: 'student' })
    await del(`/api/students/${student.id}`)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: admin.headers,
      payload: {
        name: 'Otra',
        last_name: 'Vez',
        rut: student.rut,
        email: 'otra@correo.cl',
        phone: '+56981112222',
        birth_date: '2014-01-01',
      },
    })
    expect(response.statusCode).toBe(201)
  })
})
