// What one school is to the outside: its name and contact, the Khipu account its families pay
// into, the issuer and provider account of its boletas, the address its e-mail comes from. The
// environment's variables (config.ts SCHOOL_SETTING_NAMES) are the first school's; a school's
// row in `school_settings`, under the same names, overrides them (`npm run operator -- settings`).
// Another school inherits nothing of the first's but the platform's mail relay: no school ever
// takes payments or issues boletas with another's keys.
//
// The request's hook and each job load the school's settings and enter the school with them; the
// code after reads them synchronously (`currentSettings`), as it reads the school itself.
import { eq } from 'drizzle-orm'
import { BoletaConfigError } from '#server/dte/boleta-config.ts'
import {
  SCHOOL_SETTING_NAMES,
  schoolParts,
  type Config,
  type SchoolEnv,
  type SchoolParts,
  type SchoolSettingName,
} from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import {
  currentSchool,
  currentSchoolSettings,
  DEFAULT_SCHOOL_ID,
  inSchool,
} from '#server/db/school-context.ts'
import { schools, schoolSettings } from '#server/db/schema.ts'
import { OperatorError } from './schools-data.ts'
import { seal, SealError, unseal } from './sealed-settings.ts'

/**
 * The settings kept sealed at rest: whoever holds them takes payments, issues documents or sends
 * mail as the school.
 */
export const SECRET_SETTING_NAMES: readonly SchoolSettingName[] = [
  'KHIPU_API_KEY',
  'KHIPU_WEBHOOK_SECRET',
  'OPENFACTURA_API_KEY',
  'SMTP_URL',
]

/**
 * The platform's variables a school inherits: its mail relay and the sender it accepts, unless
 * the school sends through an SMTP server of its own.
 */
const SHARED_NAMES: readonly SchoolSettingName[] = ['SMTP_URL', 'SMTP_FROM']

/** How long an instance reuses a school's settings (the operator's change shows within it). */
export const SETTINGS_TTL_MS = 5_000

const isSecret = (name: string) => SECRET_SETTING_NAMES.some((secret) => secret === name)

const configParts = (config: Config): SchoolParts => ({
  school: config.school,
  khipu: config.khipu,
  boletas: config.boletas,
  mailUrl: config.smtp.url,
  mailFrom: config.smtp.from,
})

function pick(env: SchoolEnv, names: readonly SchoolSettingName[]): SchoolEnv {
  return Object.fromEntries(names.filter((name) => env[name]).map((name) => [name, env[name]]))
}

/**
 * The settings of a school from its stored variables (null: it has none) over what it inherits;
 * `name` is its name in the platform's list, used when it set none. Throws BoletaConfigError.
 */
export function settingsOf(
  config: Config,
  schoolId: string,
  stored: SchoolEnv | null,
  name: string,
): SchoolParts {
  const first = schoolId === DEFAULT_SCHOOL_ID
  if (first && !stored) return configParts(config)
  const relay = stored?.SMTP_URL ? {} : pick(config.schoolEnv, SHARED_NAMES)
  const inherited = first ? config.schoolEnv : { SCHOOL_NAME: name, ...relay }
  return schoolParts({ ...inherited, ...stored }, config.nodeEnv, config.khipu.baseUrl)
}

export interface SchoolSettingsStore {
  /** Reads the school's settings unless this instance read them within SETTINGS_TTL_MS. */
  load(schoolId: string): Promise<SchoolParts>
  /** Some school's settings changed here: read them afresh next time. */
  forget(): void
}

/**
 * The settings the code running now works with: those its school was entered with (the request's
 * hook and each job enter with them); outside any school, or in the first school entered without
 * them (a test, a script), the environment's. Any other school without them is an error: its
 * work never goes on with another school's keys.
 */
export function currentSettings(config: Config): SchoolParts {
  const loaded = currentSchoolSettings() as SchoolParts | undefined
  if (loaded) return loaded
  const schoolId = currentSchool()
  if (!schoolId || schoolId === DEFAULT_SCHOOL_ID) return configParts(config)
  throw new Error(`the settings of school ${schoolId} were not loaded before its work`)
}

/** Does `work` in `schoolId` with its settings, read through `store`. */
export async function inSchoolWithSettings<T>(
  store: SchoolSettingsStore,
  schoolId: string,
  work: () => Promise<T>,
): Promise<T> {
  const settings = await store.load(schoolId)
  return inSchool(schoolId, work, settings)
}

/** The settings of the schools of one database, as the app and jobs built with `config` read them. */
export function schoolSettingsStore(config: Config, db: Db): SchoolSettingsStore {
  const cache = new Map<string, { at: number; settings: Promise<SchoolParts> }>()
  const read = (schoolId: string) =>
    inSchool(schoolId, async () => {
      // NOTE: the fenced table shows this school's row only; `schools` is the platform's list.
      const [row] = await db
        .select({ name: schools.name, plain: schoolSettings.plain, sealed: schoolSettings.sealed })
        .from(schools)
        .leftJoin(schoolSettings, eq(schoolSettings.school_id, schools.id))
        .where(eq(schools.id, schoolId))
      if (!row) throw new Error(`school ${schoolId} does not exist`)
      if (row.plain === null) return settingsOf(config, schoolId, null, row.name)
      let secrets: Record<string, string> = {}
      if (row.sealed) {
        if (!config.settingsKey) {
          throw new SealError("SETTINGS_KEY is not set: the schools' keys stay sealed")
        }
        secrets = unseal(config.settingsKey, schoolId, row.sealed)
      }
      return settingsOf(config, schoolId, { ...row.plain, ...secrets }, row.name)
    })
  return {
    load(schoolId) {
      const now = Date.now()
      const cached = cache.get(schoolId)
      if (cached && now - cached.at <= SETTINGS_TTL_MS) return cached.settings
      const entry = { at: now, settings: read(schoolId) }
      cache.set(schoolId, entry)
      // NOTE: a failed read is not kept: the next request tries again.
      entry.settings.catch(() => {
        if (cache.get(schoolId) === entry) cache.delete(schoolId)
      })
      return entry.settings
    },
    forget: () => cache.clear(),
  }
}

export interface StoredSettings {
  plain: SchoolEnv
  /** The names of the secrets set (never their values). */
  secrets: SchoolSettingName[]
}

/** What a school has set, for the operator: its plain settings and which secrets it holds. */
export async function storedSettings(
  owner: Db,
  key: Buffer | undefined,
  schoolId: string,
): Promise<StoredSettings> {
  const [row] = await owner
    .select()
    .from(schoolSettings)
    .where(eq(schoolSettings.school_id, schoolId))
  if (!row) return { plain: {}, secrets: [] }
  const secrets = row.sealed && key ? Object.keys(unseal(key, schoolId, row.sealed)) : []
  return { plain: row.plain as SchoolEnv, secrets: secrets as SchoolSettingName[] }
}

/**
 * Replaces a school's settings with `given` (variable names to values; an empty value is unset),
 * refused with every problem named when the school could not work with them.
 */
export async function writeSchoolSettings(
  owner: Db,
  config: Config,
  key: Buffer | undefined,
  schoolId: string,
  given: Record<string, unknown>,
): Promise<void> {
  const problems: string[] = []
  const env: SchoolEnv = {}
  for (const [name, value] of Object.entries(given)) {
    if (!SCHOOL_SETTING_NAMES.some((known) => known === name)) {
      problems.push(`${name} no es un ajuste de escuela (${SCHOOL_SETTING_NAMES.join(', ')}).`)
    } else if (typeof value !== 'string') problems.push(`${name} debe ser texto.`)
    else if (value.trim()) env[name as SchoolSettingName] = value.trim()
  }
  if (env.KHIPU_API_KEY && !env.KHIPU_WEBHOOK_SECRET) {
    problems.push('KHIPU_WEBHOOK_SECRET es necesario con KHIPU_API_KEY (firma los avisos de pago).')
  }
  const [school] = await owner.select().from(schools).where(eq(schools.id, schoolId))
  if (!school) throw new OperatorError(`No hay ninguna escuela ${schoolId}.`)
  try {
    settingsOf(config, schoolId, env, school.name)
  } catch (error) {
    if (!(error instanceof BoletaConfigError)) throw error
    problems.push(...error.problems)
  }
  const secrets = Object.fromEntries(Object.entries(env).filter(([name]) => isSecret(name)))
  const plain = Object.fromEntries(Object.entries(env).filter(([name]) => !isSecret(name)))
  if (Object.keys(secrets).length > 0 && !key) {
    problems.push('SETTINGS_KEY no está definida: sin ella no se guardan claves de una escuela.')
  }
  if (problems.length > 0) throw new OperatorError(problems.join('\n'))
  const sealed = Object.keys(secrets).length > 0 ? seal(key!, schoolId, secrets) : null
  await owner
    .insert(schoolSettings)
    .values({ school_id: schoolId, plain, sealed })
    .onConflictDoUpdate({
      target: schoolSettings.school_id,
      set: { plain, sealed, updated_at: new Date() },
    })
}
