// DESIGN §9 "every write that matters is audited": one write per API area, each of which must
// leave an audit_log row naming the caller as actor and the entity it touched.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previousBillingPeriod } from '#shared/dates.ts'
import { auditLog } from '#server/db/schema.ts'
import { bearer, TEST_PASSWORD } from '../helpers/fixtures.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { rutOf, seedPerson } from '../people/people-fixtures.ts'
import { signIn } from './identities.ts'

let ctx: TestContext
let admin: { id: string; token: string }
beforeAll(async () => {
  ctx = await createTestApp()
  admin = await signIn(ctx.app, ctx.db, 'admin')
})
afterAll(() => ctx?.close())

interface Write {
  method: 'POST' | 'PATCH' | 'DELETE'
  url: string
  payload?: unknown
  /** The audited entity, and its id when the request alone tells it. */
  entity: string
  entityId?: string | ((body: Record<string, unknown>) => string)
}

async function writes(): Promise<Write[]> {
  const student = await seedPerson(ctx.db, { role: 'student' })
  const supporter = await seedPerson(ctx.db, { role: 'supporter' })
  const leaving = await seedPerson(ctx.db, { role: 'student' })
  const sessionId = randomUUID()
  const rut = rutOf()
  const period = previousBillingPeriod()
  return [
    {
      method: 'POST',
      url: '/api/students',
      payload: {
        name: 'Eva',
        last_name: 'Soto',
        rut,
        email: `eva.${rut.replace(/\D/g, '')}@correo.cl`,
        phone: '+56987654321',
        birth_date: '2014-01-02',
      },
      entity: 'user',
      entityId: (body) => String(body.id),
    },
    {
      method: 'PATCH',
      url: `/api/users/${student.id}`,
      payload: { name: 'Renombrada' },
      entity: 'user',
      entityId: student.id,
    },
    { method: 'DELETE', url: `/api/students/${leaving.id}`, entity: 'user', entityId: leaving.id },
    {
      method: 'POST',
      url: `/api/supporters/${supporter.id}/students/${student.id}`,
      entity: 'user',
    },
    {
      method: 'POST',
      url: '/api/groups',
      payload: {
        name: 'Grupo auditado',
        start_date: '2025-03-01',
        rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=0',
      },
      entity: 'group',
      entityId: (body) => String(body.id),
    },
    {
      method: 'POST',
      url: '/api/class_sessions',
      payload: { id: sessionId, session_date: '2025-03-08T10:00:00-03:00', class_type: 'other' },
      entity: 'class_session',
      entityId: sessionId,
    },
    {
      method: 'POST',
      url: `/api/class_sessions/${sessionId}/students`,
      payload: [{ student_id: student.id, used_transport: true }],
      entity: 'class_session',
      entityId: sessionId,
    },
    { method: 'POST', url: '/api/prices/service_fee?fee_amount=1500', entity: 'service_fee' },
    {
      method: 'POST',
      url: '/api/prices/discount_tiers',
      payload: { min_classes: 4, max_classes: 8, discount_percentage: 10 },
      entity: 'discount_tier',
    },
    {
      method: 'POST',
      url: '/api/invoices/generate',
      payload: { billing_period: period },
      entity: 'billing_period',
      entityId: period,
    },
    {
      method: 'POST',
      url: '/api/users/me/password',
      payload: {
        current_password: TEST_PASSWORD,
        new_password: 'Montaña2025!x',
        confirm_password: 'Montaña2025!x',
      },
      entity: 'user',
      entityId: admin.id,
    },
  ]
}

describe('audit trail', () => {
  it('records the actor and the entity of one write of every area', async () => {
    const missing: string[] = []
    for (const write of await writes()) {
      const before = await ctx.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.actor_id, admin.id), eq(auditLog.entity, write.entity)))
      const response = await ctx.app.inject({
        method: write.method,
        url: write.url,
        headers: bearer(admin.token),
        ...(write.payload === undefined ? {} : { payload: write.payload as object }),
      })
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBeLessThan(
        300,
      )
      const body = response.body ? (response.json() as Record<string, unknown>) : {}
      const rows = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actor_id, admin.id), eq(auditLog.entity, write.entity)))
      const known = new Set(before.map((row) => row.id))
      const added = rows.filter((row) => !known.has(row.id))
      const entityId = typeof write.entityId === 'function' ? write.entityId(body) : write.entityId
      const matching = added.filter((row) => entityId === undefined || row.entity_id === entityId)
      if (matching.length === 0) missing.push(`${write.method} ${write.url}`)
    }
    expect(missing).toEqual([])
  })
})
