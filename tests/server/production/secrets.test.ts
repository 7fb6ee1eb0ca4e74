import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { DbHandle } from '#server/db/client.ts'
import { withStoredSecrets } from '#server/secrets.ts'
import { openTestDatabase, testConfig } from '../helpers/test-app.ts'

let database: DbHandle | undefined
let dataDir: string | undefined
afterEach(async () => {
  await database?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  database = dataDir = undefined
})

describe('secrets that were not configured', () => {
  it('are generated once and the same on every later start', async () => {
    database = await openTestDatabase()
    const config = testConfig({ jwtSecret: '' })
    const first = await withStoredSecrets(database.db, config)
    const second = await withStoredSecrets(database.db, config)
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(second.jwtSecret).toBe(first.jwtSecret)
    expect(second.khipu.webhookSecret).toBe(first.khipu.webhookSecret)
  })

  it("adopt an embedded install's earlier DATA_DIR/jwt-secret, so sessions survive the upgrade", async () => {
    database = await openTestDatabase()
    dataDir = mkdtempSync(join(tmpdir(), 'bs-data-'))
    writeFileSync(join(dataDir, 'jwt-secret'), 'the-key-this-install-has-always-used-0123456789\n')
    const config = await withStoredSecrets(database.db, testConfig({ jwtSecret: '', dataDir }))
    expect(config.jwtSecret).toBe('the-key-this-install-has-always-used-0123456789')
  })

  it('leave a configured JWT_SECRET and real Khipu webhook secret alone', async () => {
    database = await openTestDatabase()
    const config = await withStoredSecrets(
      database.db,
      testConfig({
        jwtSecret: 'configured-secret-configured-secret-0123',
        nodeEnv: 'production',
        khipu: { apiKey: 'key', webhookSecret: undefined, baseUrl: undefined },
      }),
    )
    expect(config.jwtSecret).toBe('configured-secret-configured-secret-0123')
    expect(config.khipu.webhookSecret).toBeUndefined()
  })
})
