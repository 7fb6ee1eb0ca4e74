import { describe, expect, it } from 'vitest'
import {
  billingPeriodQuerySchema,
  dateTimeSchema,
  idListSchema,
  isoDateSchema,
  optionalTextSchema,
  timeOfDaySchema,
} from './common.ts'

const A = '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b'
const B = '7d9f2c44-1e8b-4a61-8f3c-52a1b0c9d8e7'

const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message

describe('idListSchema (assign bodies)', () => {
  it('takes a plain array of uuids and drops repeats', () => {
    expect(idListSchema.parse([A, B, A])).toEqual([A, B])
  })

  it('refuses an empty list, a non-uuid and an object wrapper', () => {
    expect(firstMessage(idListSchema.safeParse([]))).toBe('Seleccione al menos un elemento.')
    expect(idListSchema.safeParse(['42']).success).toBe(false)
    expect(idListSchema.safeParse({ ids: [A] }).success).toBe(false)
  })
})

describe('date and time shapes', () => {
  it('isoDateSchema accepts real days only', () => {
    expect(isoDateSchema.parse(' 2024-02-29 ')).toBe('2024-02-29')
    expect(firstMessage(isoDateSchema.safeParse('2025-02-29'))).toBe(
      'Ingrese una fecha válida (AAAA-MM-DD).',
    )
    expect(isoDateSchema.safeParse('29-02-2024').success).toBe(false)
  })

  it('dateTimeSchema needs an offset', () => {
    expect(dateTimeSchema.safeParse('2026-11-04T10:00:00-03:00').success).toBe(true)
    expect(dateTimeSchema.safeParse('2026-11-04T13:00:00.000Z').success).toBe(true)
    expect(dateTimeSchema.safeParse('2026-11-04T10:00:00').success).toBe(false)
    expect(dateTimeSchema.safeParse('2026-11-04').success).toBe(false)
  })

  it('timeOfDaySchema is HH:MM', () => {
    expect(timeOfDaySchema.safeParse('07:45').success).toBe(true)
    expect(timeOfDaySchema.safeParse('7:45').success).toBe(false)
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false)
  })

  it('billing period query is YYYY-MM', () => {
    expect(billingPeriodQuerySchema.parse({ billing_period: '2026-10' })).toEqual({
      billing_period: '2026-10',
    })
    expect(firstMessage(billingPeriodQuerySchema.safeParse({ billing_period: '2026-13' }))).toBe(
      'Ingrese un período válido (AAAA-MM).',
    )
  })
})

describe('optionalTextSchema', () => {
  const text = optionalTextSchema(5)
  it('turns blank, null and absent into null and trims the rest', () => {
    expect(text.parse(undefined)).toBeNull()
    expect(text.parse(null)).toBeNull()
    expect(text.parse('   ')).toBeNull()
    expect(text.parse(' hola ')).toBe('hola')
  })

  it('limits the length', () => {
    expect(firstMessage(text.safeParse('demasiado'))).toBe('El texto es demasiado largo.')
  })
})
