// Which SII document provider this process uses, read from the environment only: OpenFactura with
// the school's API key, the built-in simulator (never in production) or none (documents wait 'por
// emitir'). Without BOLETA_PROVIDER the choice follows Khipu's: a key means the real provider, no
// key means the simulator outside production and none in production. A configuration that cannot
// issue correct documents throws one BoletaConfigError naming every problem.
import { isValidRut } from '#shared/rut.ts'
import type { BoletaIssuer } from './openfactura-client.ts'
import { DEFAULT_OPENFACTURA_URL } from './openfactura-wire.ts'

export type BoletaConfig =
  | { provider: 'openfactura'; apiKey: string; baseUrl: string; issuer: BoletaIssuer }
  | { provider: 'simulator'; issuer: BoletaIssuer }
  | { provider: 'none' }

export class BoletaConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Boletas are misconfigured: ${problems.join(' ')}`)
    this.name = 'BoletaConfigError'
  }
}

type Env = Record<string, string | undefined>

const PROVIDERS = ['openfactura', 'simulator', 'none'] as const

/** The simulator's issuer when the school gave none: a made-up company, printed on made-up PDFs. */
export const DEMO_ISSUER: BoletaIssuer = {
  rut: '76.543.210-3',
  businessName: 'Escuela de Mountain Bike SpA',
  activity: 'Enseñanza deportiva y recreativa',
  address: 'Avenida Siempre Viva 123',
  commune: 'Santiago',
  activityCode: 854100,
}

/** The SII's field lengths (Emisor: RznSoc 100, GiroEmis 80, DirOrigen 70, CmnaOrigen 20). */
const TEXT_FIELDS = [
  ['businessName', 'SCHOOL_BUSINESS_NAME', 100],
  ['activity', 'SCHOOL_ACTIVITY', 80],
  ['address', 'SCHOOL_ADDRESS', 70],
  ['commune', 'SCHOOL_COMMUNE', 20],
] as const

function readIssuer(env: Env, fallback: BoletaIssuer | null, problems: string[]): BoletaIssuer {
  const read = (name: string) => env[name]?.trim() || undefined
  const issuer = { ...(fallback ?? DEMO_ISSUER) }
  const rut = read('SCHOOL_RUT')
  if (rut && isValidRut(rut)) issuer.rut = rut
  else if (rut || !fallback)
    problems.push(`SCHOOL_RUT must be the school's RUT (got '${rut ?? ''}').`)
  for (const [field, name, max] of TEXT_FIELDS) {
    const value = read(name)
    if (value && value.length <= max) issuer[field] = value
    else if (value) problems.push(`${name} is longer than the SII's ${max} characters.`)
    else if (!fallback) problems.push(`${name} is required.`)
  }
  const code = read('SCHOOL_ACTIVITY_CODE')
  if (code && /^\d{6}$/.test(code)) issuer.activityCode = Number(code)
  else if (code || !fallback) {
    problems.push('SCHOOL_ACTIVITY_CODE must be the six-digit SII activity code (Acteco).')
  }
  return issuer
}

function readUrl(value: string | undefined, problems: string[]): string {
  if (!value) return DEFAULT_OPENFACTURA_URL
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return value.replace(/\/+$/, '')
  } catch {
    // reported below
  }
  problems.push(`OPENFACTURA_URL must be an http(s) address (got '${value}').`)
  return DEFAULT_OPENFACTURA_URL
}

export function loadBoletaConfig(env: Env = process.env): BoletaConfig {
  const production = (env.NODE_ENV || 'development') === 'production'
  const apiKey = env.OPENFACTURA_API_KEY?.trim() || undefined
  const requested = env.BOLETA_PROVIDER?.trim().toLowerCase() || undefined
  const provider = requested ?? (apiKey ? 'openfactura' : production ? 'none' : 'simulator')
  if (!PROVIDERS.some((known) => known === provider)) {
    throw new BoletaConfigError([
      `BOLETA_PROVIDER must be one of ${PROVIDERS.join(', ')} (got '${requested}').`,
    ])
  }
  if (provider === 'none') return { provider }
  if (provider === 'simulator' && production) {
    // NOTE: the simulator's documents look real and are worth nothing before the SII.
    throw new BoletaConfigError(['BOLETA_PROVIDER=simulator is refused in production.'])
  }
  const problems: string[] = []
  if (provider === 'simulator') {
    const issuer = readIssuer(env, DEMO_ISSUER, problems)
    if (problems.length) throw new BoletaConfigError(problems)
    return { provider, issuer }
  }
  if (!apiKey) problems.push('OPENFACTURA_API_KEY is required with BOLETA_PROVIDER=openfactura.')
  const baseUrl = readUrl(env.OPENFACTURA_URL?.trim() || undefined, problems)
  const issuer = readIssuer(env, null, problems)
  if (problems.length || !apiKey) throw new BoletaConfigError(problems)
  return { provider: 'openfactura', apiKey, baseUrl, issuer }
}
