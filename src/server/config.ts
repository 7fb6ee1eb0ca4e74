// Server configuration, read from the environment only (documented in README). A JWT secret that
// is not given is generated once and kept in the database (see secrets.ts), so every instance and
// every restart signs with the same one; until then `jwtSecret` is ''. A school's own variables
// (SCHOOL_SETTING_NAMES) are the first school's; another school's come from the database.
import { resolve } from 'node:path'
import { loadBoletaConfig, type BoletaConfig } from '#server/dte/boleta-config.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** The tables' owner, for migrations, when DATABASE_URL's role owns nothing. */
  migrationDatabaseUrl: string | undefined
  /**
   * Whether statements are prepared by name (planned once per connection); off behind a pooler
   * that cannot keep them (PgBouncer before 1.21, or without `max_prepared_statements`).
   */
  databaseNamedStatements: boolean
  publicUrl: string | undefined
  /** '' until `withStoredSecrets` fills it in, when JWT_SECRET is not set. */
  jwtSecret: string
  nodeEnv: string
  demo: boolean
  superadmin: { email: string | undefined; password: string | undefined }
  khipu: {
    apiKey: string | undefined
    webhookSecret: string | undefined
    baseUrl: string | undefined
  }
  /** `whatsapp`: the number families write to (public site's button); defaults to `phone`. */
  school: {
    name: string
    phone: string | undefined
    email: string | undefined
    whatsapp?: string | undefined
  }
  /** Who issues the SII boletas (dte/boleta-config.ts); 'none' leaves them 'por emitir'. */
  boletas: BoletaConfig
  /** E-mail reminders: unavailable while `url` (SMTP_URL) is not set. */
  smtp: { url: string | undefined; from: string | undefined }
  analytics: Record<string, string>
  /** Requests per minute per IP across the API (generous; login has its own stricter limits). */
  rateLimitPerMinute: number
  /** Directory of the built PWA; served only when it exists. */
  clientDir: string
  logLevel: string
  /** Behind a reverse proxy: take the client IP and protocol from X-Forwarded-* headers. */
  trustProxy: boolean
  /** Ley 21.719 retention (privacy/retention-data.ts): when the daily job anonymises and prunes. */
  retention: RetentionConfig
  /**
   * The school's own variables as given (SCHOOL_SETTING_NAMES): the first school's settings,
   * which a school's settings in the database override (schools/school-settings.ts).
   */
  schoolEnv: SchoolEnv
  /** SETTINGS_KEY: the key sealing the schools' secrets in the database (32 bytes, base64). */
  settingsKey: Buffer | undefined
}

/**
 * The variables that are one school's own: its name and contact, its Khipu account, its boleta
 * issuer and provider account, the address its e-mail comes from. A school's settings in the
 * database use the same names (`npm run operator -- settings`).
 */
export const SCHOOL_SETTING_NAMES = [
  'SCHOOL_NAME',
  'SCHOOL_PHONE',
  'SCHOOL_EMAIL',
  'SCHOOL_WHATSAPP',
  'KHIPU_API_KEY',
  'KHIPU_WEBHOOK_SECRET',
  'BOLETA_PROVIDER',
  'OPENFACTURA_API_KEY',
  'OPENFACTURA_URL',
  'SCHOOL_RUT',
  'SCHOOL_BUSINESS_NAME',
  'SCHOOL_ACTIVITY',
  'SCHOOL_ADDRESS',
  'SCHOOL_COMMUNE',
  'SCHOOL_ACTIVITY_CODE',
  'SMTP_URL',
  'SMTP_FROM',
] as const

export type SchoolSettingName = (typeof SCHOOL_SETTING_NAMES)[number]
export type SchoolEnv = Partial<Record<SchoolSettingName, string>>

/** The part of the configuration that is one school's, read from its variables. */
export type SchoolParts = Pick<Config, 'school' | 'khipu' | 'boletas'> & {
  /** The SMTP server the school's e-mail goes through (SMTP_URL); none: it sends no e-mail. */
  mailUrl: string | undefined
  /** The address the school's e-mail comes from (SMTP_FROM, else SCHOOL_EMAIL). */
  mailFrom: string | undefined
}

/** One school's part of the configuration; `khipuBaseUrl` is the platform's (KHIPU_BASE_URL). */
export function schoolParts(
  env: SchoolEnv,
  nodeEnv: string,
  khipuBaseUrl: string | undefined,
): SchoolParts {
  return {
    khipu: {
      apiKey: env.KHIPU_API_KEY || undefined,
      webhookSecret: env.KHIPU_WEBHOOK_SECRET || undefined,
      baseUrl: khipuBaseUrl,
    },
    school: {
      name: env.SCHOOL_NAME || 'Escuela de Mountain Bike',
      phone: env.SCHOOL_PHONE || undefined,
      email: env.SCHOOL_EMAIL || undefined,
      whatsapp: env.SCHOOL_WHATSAPP || env.SCHOOL_PHONE || undefined,
    },
    boletas: loadBoletaConfig({ ...env, NODE_ENV: nodeEnv }),
    mailUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || env.SCHOOL_EMAIL || undefined,
  }
}

/** SETTINGS_KEY: 32 random bytes in base64 (`openssl rand -base64 32`); anything else stops. */
function settingsKey(raw: string | undefined): Buffer | undefined {
  if (!raw?.trim()) return undefined
  const key = Buffer.from(raw.trim(), 'base64')
  if (key.length !== 32) {
    throw new Error('SETTINGS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

export interface RetentionConfig {
  /** Years a deactivated student without classes is kept before being anonymised. */
  studentYears: number
  /** Months the reads and deliveries of emergency cards are kept. */
  cardReadMonths: number
}

export const RETENTION_DEFAULTS: RetentionConfig = { studentYears: 5, cardReadMonths: 12 }

/** A whole number of at least 1, or the default when unset; anything else stops the start. */
function positiveWhole(env: Env, name: string, byDefault: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return byDefault
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got '${raw}')`)
  }
  return value
}

type Env = Record<string, string | undefined>

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())

export const isProduction = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv === 'production'

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data')
  const databaseUrl = env.DATABASE_URL || undefined
  const nodeEnv = env.NODE_ENV || 'development'
  const analytics = Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('ANALYTICS_') && !!entry[1])
      .map(([key, value]) => [key.slice('ANALYTICS_'.length).toLowerCase(), value]),
  )
  const schoolEnv: SchoolEnv = Object.fromEntries(
    SCHOOL_SETTING_NAMES.filter((name) => env[name]).map((name) => [name, env[name]]),
  )
  const { mailUrl, mailFrom, ...parts } = schoolParts(
    schoolEnv,
    nodeEnv,
    env.KHIPU_BASE_URL || undefined,
  )
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    databaseNamedStatements: flag(env.DATABASE_NAMED_STATEMENTS) ?? true,
    publicUrl: env.PUBLIC_URL || undefined,
    jwtSecret: env.JWT_SECRET || '',
    nodeEnv,
    // NOTE: production never seeds the demo school (known passwords) unless asked explicitly.
    demo: flag(env.DEMO) ?? (!databaseUrl && nodeEnv !== 'production'),
    superadmin: { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD },
    ...parts,
    smtp: { url: mailUrl, from: mailFrom },
    analytics,
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE) || 1000,
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    retention: {
      studentYears: positiveWhole(env, 'RETENTION_STUDENT_YEARS', RETENTION_DEFAULTS.studentYears),
      cardReadMonths: positiveWhole(
        env,
        'RETENTION_CARD_READS_MONTHS',
        RETENTION_DEFAULTS.cardReadMonths,
      ),
    },
    schoolEnv,
    settingsKey: settingsKey(env.SETTINGS_KEY),
  }
}
