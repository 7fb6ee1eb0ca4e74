import { describe, expect, it } from 'vitest'
import { BoletaConfigError, DEMO_ISSUER, loadBoletaConfig } from '#server/dte/boleta-config.ts'
import { DEFAULT_OPENFACTURA_URL } from '#server/dte/openfactura-wire.ts'

const school = {
  SCHOOL_RUT: '77.123.456-9',
  SCHOOL_BUSINESS_NAME: 'Escuela Cordillera SpA',
  SCHOOL_ACTIVITY: 'Enseñanza deportiva',
  SCHOOL_ADDRESS: 'Camino El Alba 1200',
  SCHOOL_COMMUNE: 'Las Condes',
  SCHOOL_ACTIVITY_CODE: '854100',
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadBoletaConfig(env)
  } catch (error) {
    if (error instanceof BoletaConfigError) return error.problems
    throw error
  }
  throw new Error('expected a BoletaConfigError')
}

describe('loadBoletaConfig', () => {
  it('uses the simulator with a demo issuer outside production when nothing is set', () => {
    expect(loadBoletaConfig({})).toEqual({ provider: 'simulator', issuer: DEMO_ISSUER })
  })

  it('lets the school name itself on the simulator’s documents', () => {
    const config = loadBoletaConfig({ SCHOOL_BUSINESS_NAME: 'Escuela Cordillera SpA' })
    expect(config).toMatchObject({
      issuer: { businessName: 'Escuela Cordillera SpA', rut: DEMO_ISSUER.rut },
    })
  })

  it('issues nothing in production without a key', () => {
    expect(loadBoletaConfig({ NODE_ENV: 'production' })).toEqual({ provider: 'none' })
    expect(
      loadBoletaConfig({ NODE_ENV: 'production', BOLETA_PROVIDER: 'none', ...school }),
    ).toEqual({
      provider: 'none',
    })
  })

  it('uses OpenFactura when its key is set, with the school as issuer', () => {
    expect(
      loadBoletaConfig({ NODE_ENV: 'production', OPENFACTURA_API_KEY: 'k', ...school }),
    ).toEqual({
      provider: 'openfactura',
      apiKey: 'k',
      baseUrl: DEFAULT_OPENFACTURA_URL,
      issuer: {
        rut: '77.123.456-9',
        businessName: 'Escuela Cordillera SpA',
        activity: 'Enseñanza deportiva',
        address: 'Camino El Alba 1200',
        commune: 'Las Condes',
        activityCode: 854100,
      },
    })
  })

  it('takes OpenFactura’s sandbox address without its trailing slash', () => {
    const env = {
      OPENFACTURA_API_KEY: 'k',
      OPENFACTURA_URL: 'https://dev-api.haulmer.com/',
      ...school,
    }
    expect(loadBoletaConfig(env)).toMatchObject({ baseUrl: 'https://dev-api.haulmer.com' })
  })

  it('names everything OpenFactura is missing at once', () => {
    expect(problemsOf({ BOLETA_PROVIDER: 'openfactura' })).toEqual([
      'OPENFACTURA_API_KEY is required with BOLETA_PROVIDER=openfactura.',
      "SCHOOL_RUT must be the school's RUT (got '').",
      'SCHOOL_BUSINESS_NAME is required.',
      'SCHOOL_ACTIVITY is required.',
      'SCHOOL_ADDRESS is required.',
      'SCHOOL_COMMUNE is required.',
      'SCHOOL_ACTIVITY_CODE must be the six-digit SII activity code (Acteco).',
    ])
  })

  it.each([
    [
      'a RUT with a wrong check digit',
      { SCHOOL_RUT: '77.123.456-1' },
      "SCHOOL_RUT must be the school's RUT (got '77.123.456-1').",
    ],
    [
      'an Acteco that is not six digits',
      { SCHOOL_ACTIVITY_CODE: '8541' },
      'SCHOOL_ACTIVITY_CODE must be the six-digit SII activity code (Acteco).',
    ],
    [
      'a commune longer than the SII allows',
      { SCHOOL_COMMUNE: 'x'.repeat(21) },
      "SCHOOL_COMMUNE is longer than the SII's 20 characters.",
    ],
    [
      'an address that is not a URL',
      { OPENFACTURA_URL: 'dev-api.haulmer.com' },
      "OPENFACTURA_URL must be an http(s) address (got 'dev-api.haulmer.com').",
    ],
  ])('refuses %s', (_case, wrong, problem) => {
    expect(problemsOf({ OPENFACTURA_API_KEY: 'k', ...school, ...wrong })).toEqual([problem])
  })

  it('refuses the simulator in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', BOLETA_PROVIDER: 'simulator' })).toEqual([
      'BOLETA_PROVIDER=simulator is refused in production.',
    ])
  })

  it('refuses an unknown provider', () => {
    expect(problemsOf({ BOLETA_PROVIDER: 'libredte' })).toEqual([
      "BOLETA_PROVIDER must be one of openfactura, simulator, none (got 'libredte').",
    ])
  })

  it('checks what the school gave even for the simulator', () => {
    expect(problemsOf({ SCHOOL_RUT: '1-9' })).toEqual([
      "SCHOOL_RUT must be the school's RUT (got '1-9').",
    ])
  })
})
