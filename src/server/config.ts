// Server configuration, read from the environment only (documented in README). A JWT secret that
// is not given is generated once and kept in the database (see secrets.ts), so every instance and
// every restart signs with the same one; until then `jwtSecret` is ''.
import { resolve } from 'node:path'
import { loadBoletaConfig, type BoletaConfig } from '#server/dte/boleta-config.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** The tables' owner, for migrations, when DATABASE_URL's role owns nothing. */
  migrationDatabaseUrl: string | undefined
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
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    jwtSecret: env.JWT_SECRET || '',
    nodeEnv,
    // NOTE: production never seeds the demo school (known passwords) unless asked explicitly.
    demo: flag(env.DEMO) ?? (!databaseUrl && nodeEnv !== 'production'),
    superadmin: { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD },
    khipu: {
      apiKey: env.KHIPU_API_KEY,
      webhookSecret: env.KHIPU_WEBHOOK_SECRET,
      baseUrl: env.KHIPU_BASE_URL,
    },
    school: {
      name: env.SCHOOL_NAME || 'Escuela de Mountain Bike',
      phone: env.SCHOOL_PHONE,
      email: env.SCHOOL_EMAIL,
      whatsapp: env.SCHOOL_WHATSAPP || env.SCHOOL_PHONE,
    },
    boletas: loadBoletaConfig(env),
    smtp: { url: env.SMTP_URL || undefined, from: env.SMTP_FROM || env.SCHOOL_EMAIL || undefined },
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
  }
}
