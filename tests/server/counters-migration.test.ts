// Migration 0026: the counters running when a deployment upgrades were counted before their keys
// carried a school; they go on as the first school's, under the keys the server now counts with.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loginThrottle } from '#server/db/schema.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { accountKey, addressKey, counterKey } from '#server/plugins/login-throttle.ts'
import { openTestDatabase } from './helpers/test-app.ts'

const MIGRATION = new URL(
  '../../src/server/db/migrations/0026_counters_per_school.sql',
  import.meta.url,
)

describe('migration 0026 on the counters already running', () => {
  it('gives every old key the first school, and leaves keys that had one', async () => {
    const database = await openTestDatabase({ singleSchool: true })
    try {
      const old = [
        'portal-rut:12345678-5',
        'enquiries:all',
        'enquiry-address:10.0.0.1',
        'address:2001:db8::1',
        'device:u1:n1',
        'rate:60000:POST /api/portal/recognize:ip:10.0.0.2',
        accountKey(DEFAULT_SCHOOL_ID, 'ana@correo.cl'),
      ]
      await database.owner.delete(loginThrottle)
      await database.owner.insert(loginThrottle).values(old.map((key) => ({ key, attempts: 3 })))
      for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
        await database.owner.execute(sql.raw(statement))
      }
      const keys = (await database.owner.select().from(loginThrottle)).map((row) => row.key)
      expect(keys.sort()).toEqual(
        [
          counterKey(DEFAULT_SCHOOL_ID, 'portal-rut', '12345678-5'),
          counterKey(DEFAULT_SCHOOL_ID, 'enquiries', 'all'),
          counterKey(DEFAULT_SCHOOL_ID, 'enquiry-address', '10.0.0.1'),
          addressKey(DEFAULT_SCHOOL_ID, '2001:db8::1'),
          `device:${DEFAULT_SCHOOL_ID}:u1:n1`,
          `rate:60000:${DEFAULT_SCHOOL_ID}:POST /api/portal/recognize:ip:10.0.0.2`,
          accountKey(DEFAULT_SCHOOL_ID, 'ana@correo.cl'),
        ].sort(),
      )
    } finally {
      await database.close()
    }
  })
})
