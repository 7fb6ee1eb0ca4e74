import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maskRut } from '#shared/rut.ts'
import { buildApp, type App } from '#server/app.ts'
import type { DbHandle } from '#server/db/client.ts'
import { capturedLog, openTestDatabase, testConfig, firstSchoolDb } from '../helpers/test-app.ts'
import { seedFamily, seedInvoice } from './billing-fixtures.ts'

const { lines, stream } = capturedLog()

let database: DbHandle
let app: App
beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ config: testConfig(), db: database.db, logger: { level: 'info', stream } })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('request log of the public portal', () => {
  it('writes the looked-up RUT masked, in whatever spelling it came', async () => {
    const { guardian, students } = await seedFamily(firstSchoolDb(database), 1)
    await seedInvoice(firstSchoolDb(database), {
      student_id: students[0]!.id,
      payer_id: guardian.id,
    })
    const rut = guardian.rut! // '12.345.678-5' style
    for (const spelling of [rut, rut.replace(/\./g, ''), rut.replace(/[.-]/g, '')]) {
      lines.length = 0
      const response = await app.inject({ url: `/api/invoices/${encodeURIComponent(spelling)}` })
      expect(response.statusCode).toBe(200)
      const urls = lines
        .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
        .filter(Boolean)
      expect(urls).toEqual([`/api/invoices/${encodeURIComponent(maskRut(rut)!)}`])
      for (const line of lines) {
        expect(line).not.toContain(spelling)
        expect(line).not.toContain(encodeURIComponent(spelling))
      }
    }
  })
})
