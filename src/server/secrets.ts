// Secrets the operator did not set, generated once and kept in the database (`app_secret`) so
// that every instance on one database, and every restart, uses the same: the JWT signing key and
// the Khipu simulator's webhook secret, and outside production the key sealing the schools' own. A key from an older DATA_DIR/jwt-secret file is adopted.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { isProduction, type Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { appSecrets } from '#server/db/schema.ts'

/** The stored secret `name`; the first caller's `candidate` when there was none. */
export async function storedSecret(db: Db, name: string, candidate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate() }).onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`secret ${name} could not be stored`)
  return row.value
}

const generated = (bytes: number) => () => randomBytes(bytes).toString('base64url')

function legacyJwtSecret(config: Config): string | undefined {
  const file = join(config.dataDir, 'jwt-secret')
  if (config.databaseUrl || !existsSync(file)) return undefined
  return readFileSync(file, 'utf8').trim() || undefined
}

/**
 * The key sealing the schools' secrets: SETTINGS_KEY; outside production without it, one
 * generated and stored, so a demo or a test deployment works without setting it. Production
 * without SETTINGS_KEY has none: a school's keys cannot be stored or read.
 */
export async function settingsKeyOf(db: Db, config: Config): Promise<Buffer | undefined> {
  if (config.settingsKey || isProduction(config)) return config.settingsKey
  return Buffer.from(await storedSecret(db, 'settings_key', generated(32)), 'base64url')
}

/** The config with every secret that was not set taken from (or first stored in) the database. */
export async function withStoredSecrets(db: Db, config: Config): Promise<Config> {
  const jwtSecret =
    config.jwtSecret ||
    (await storedSecret(db, 'jwt', () => legacyJwtSecret(config) ?? generated(48)()))
  // NOTE: only the simulator generates a webhook secret; real Khipu's comes from the operator.
  const simulated = !config.khipu.apiKey && !isProduction(config)
  const webhookSecret =
    config.khipu.webhookSecret ??
    (simulated ? await storedSecret(db, 'khipu_simulator_webhook', generated(20)) : undefined)
  const settingsKey = await settingsKeyOf(db, config)
  return { ...config, jwtSecret, settingsKey, khipu: { ...config.khipu, webhookSecret } }
}
