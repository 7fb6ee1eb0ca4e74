import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  billingPeriodQuerySchema,
  dateTimeSchema,
  idListSchema,
  isoDateSchema,
  optionalTextSchema,
  sessionDateSchema,
  textSchema,
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
    expect(firstMessage(idListSchema.safeParse([]))).toBe('Selecciona al menos un elemento.')
    expect(idListSchema.safeParse(['42']).success).toBe(false)
    expect(idListSchema.safeParse({ ids: [A] }).success).toBe(false)
  })
})

describe('date and time shapes', () => {
  it('isoDateSchema accepts real days only', () => {
    expect(isoDateSchema.parse(' 2024-02-29 ')).toBe('2024-02-29')
    expect(firstMessage(isoDateSchema.safeParse('2025-02-29'))).toBe(
      'Ingresa una fecha válida (AAAA-MM-DD).',
    )
    expect(isoDateSchema.safeParse('29-02-2024').success).toBe(false)
  })

  it('isoDateSchema keeps to the years 2000 to 2100', () => {
    expect(isoDateSchema.safeParse('2000-01-01').success).toBe(true)
    expect(isoDateSchema.safeParse('2100-12-31').success).toBe(true)
    for (const day of ['0025-03-01', '0049-03-01', '1999-12-31', '2101-01-01']) {
      expect(firstMessage(isoDateSchema.safeParse(day))).toBe(
        'Ingresa una fecha entre los años 2000 y 2100.',
      )
    }
    expect(isoDateSchema.safeParse('2025-02-30').error?.issues).toHaveLength(1)
  })

  it('sessionDateSchema keeps the Santiago day of the instant in 2000 to 2100', () => {
    expect(sessionDateSchema.safeParse('2026-11-04T10:00:00-03:00').success).toBe(true)
    expect(sessionDateSchema.safeParse('2100-12-31T23:00:00-03:00').success).toBe(true)
    for (const instant of [
      '0025-03-01T10:00:00-03:00',
      '0049-03-01T10:00:00-03:00',
      '2101-03-01T10:00:00-03:00',
      // Still 1999 in Santiago.
      '2000-01-01T02:00:00Z',
    ]) {
      expect(firstMessage(sessionDateSchema.safeParse(instant))).toBe(
        'Ingresa una fecha entre los años 2000 y 2100.',
      )
    }
    expect(firstMessage(sessionDateSchema.safeParse('2025-02-30T10:00:00-03:00'))).toBe(
      'Ingresa una fecha y hora válidas.',
    )
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
      'Ingresa un período válido (AAAA-MM).',
    )
  })

  it('billing periods keep to the years 2000 to 2100', () => {
    for (const period of ['0025-01', '0049-12', '1999-12', '2101-01', '9999-12']) {
      expect(firstMessage(billingPeriodQuerySchema.safeParse({ billing_period: period }))).toBe(
        'Ingresa un período entre los años 2000 y 2100.',
      )
    }
    expect(billingPeriodQuerySchema.safeParse({ billing_period: '2000-01' }).success).toBe(true)
    expect(billingPeriodQuerySchema.safeParse({ billing_period: '2100-12' }).success).toBe(true)
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

  it('refuses what textSchema refuses', () => {
    expect(text.safeParse('\u200b').success).toBe(false)
  })
})

describe('textSchema', () => {
  const name = textSchema({ max: 10, required: 'El nombre es obligatorio.' })
  const notes = textSchema({ max: 50, multiline: true })

  it('normalises to NFC before trimming and counting', () => {
    expect(name.parse('  Jose\u0301  ')).toBe('José')
    expect(name.parse("Ñúñez O'Ha")).toBe("Ñúñez O'Ha")
  })

  it.each([
    ['\u200b\u200b', 'El texto contiene caracteres invisibles o de control no permitidos.'],
    ['\u202eAna', 'El texto contiene caracteres invisibles o de control no permitidos.'],
    ['Ana\u0000', 'El texto contiene caracteres invisibles o de control no permitidos.'],
    ['\u0007', 'El texto contiene caracteres invisibles o de control no permitidos.'],
    ['\u0301\u0301', 'El texto debe tener letras, números o signos visibles.'],
    ['\u3164', 'El texto debe tener letras, números o signos visibles.'],
    ['   ', 'El nombre es obligatorio.'],
    ['Bartolomeo Ñ', 'El texto es demasiado largo.'],
  ])('refuses %j with one Spanish message', (text, message) => {
    const result = name.safeParse(text)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
  })

  it('keeps line breaks only where the field is multi-line', () => {
    expect(notes.parse('uno\r\ndos')).toBe('uno\ndos')
    expect(name.safeParse('uno\ndos').success).toBe(false)
  })

  it('publishes its length limit in the OpenAPI document', () => {
    expect(z.toJSONSchema(name, { io: 'input' })).toMatchObject({ type: 'string', maxLength: 10 })
  })
})
