// Two server instances on one database (two connection pools on PostgreSQL) receiving one
// device's batches, each batch sent to both at once and in alternating order: every mutation is
// applied exactly once.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SyncPushResult } from '#shared/contract/sync-push.ts'
import { buildApp, type App } from '#server/app.ts'
import type { DbHandle } from '#server/db/client.ts'
import { auditLog, classSessions } from '#server/db/schema.ts'
import { openSharedTestDatabase, testConfig, firstSchoolDb } from '../helpers/test-app.ts'
import { login, seedUser } from '../helpers/fixtures.ts'
import { newDevice, push } from './push-fixtures.ts'

let handles: DbHandle[] = []
let apps: App[] = []

beforeAll(async () => {
  handles = await openSharedTestDatabase(2)
  await handles[0]!.migrate()
  apps = await Promise.all(
    handles.map(async (handle) => {
      const app = await buildApp({ config: testConfig(), db: handle.db })
      await app.ready()
      return app
    }),
  )
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await handles[0]?.close()
})

describe('a device pushing to two instances', () => {
  it('gets each mutation applied once, whichever instance and however often', async () => {
    const [a, b] = apps as [App, App]
    const db = firstSchoolDb(handles[0]!)
    const teacher = await seedUser(db, { role: 'teacher' })
    const token = (await login(a, teacher.email!)).token
    const deviceId = newDevice()
    const ids = Array.from({ length: 40 }, () => crypto.randomUUID())
    const mutations = ids.map((id, i) => ({
      seq: i + 1,
      name: 'session.create',
      args: { id, session_date: new Date().toISOString(), class_type: 'other' },
    }))
    const results: SyncPushResult[] = []
    for (let batch = 0; batch < 4; batch++) {
      const body = { deviceId, mutations: mutations.slice(batch * 10, batch * 10 + 10) }
      const [first, second] = batch % 2 === 0 ? [a, b] : [b, a]
      const answers = await Promise.all([push(first, token, body), push(second, token, body)])
      for (const answer of answers) {
        expect(answer.status).toBe(200)
        results.push(...answer.body.results)
      }
    }
    for (let seq = 1; seq <= 40; seq++) {
      const forSeq = results.filter((r) => r.seq === seq).map((r) => r.status)
      expect(forSeq.sort(), `seq ${seq}`).toEqual(['already_applied', 'applied'])
    }
    const [sessions] = await db.select({ n: count() }).from(classSessions)
    expect(sessions!.n).toBe(40)
    const [audits] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'class_session.create'))
    expect(audits!.n).toBe(40)
  })
})
