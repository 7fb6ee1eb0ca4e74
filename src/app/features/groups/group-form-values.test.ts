import { describe, expect, it } from 'vitest'
import { initialGroupForm, toGroupBody } from './group-form-values.ts'

const base = () => ({ ...initialGroupForm(new Date('2026-11-21T12:00:00-03:00')), name: 'Mini' })

describe('Nuevo grupo values', () => {
  it('starts at 10:00 from today with no days', () => {
    expect(initialGroupForm(new Date('2026-11-21T12:00:00-03:00'))).toMatchObject({
      time: '10:00',
      start_date: '2026-11-21',
      days: [],
      end_date: '',
      price: '',
    })
  })

  it('requires a name, at least one day and a time', () => {
    const result = toGroupBody({ ...base(), name: '  ', time: '' })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'El nombre es obligatorio.',
        days: 'Selecciona al menos un día.',
        time: 'Ingresa una hora válida (HH:MM).',
      },
    })
  })

  it('builds the weekly rule and reads the price as a whole number or nothing', () => {
    const ok = toGroupBody({ ...base(), days: ['SA', 'MO'], time: '17:30', price: '12000' })
    expect(ok).toEqual({
      ok: true,
      body: {
        name: 'Mini',
        description: null,
        location: null,
        start_date: '2026-11-21',
        end_date: null,
        price_per_session: 12000,
        price_exempt: true,
        rrule: 'FREQ=WEEKLY;BYDAY=MO,SA;BYHOUR=17;BYMINUTE=30',
        level: null,
        age_min: null,
        age_max: null,
        capacity: null,
        map_url: null,
        published: true,
      },
    })
    expect(toGroupBody({ ...base(), days: ['MO'], price: '' })).toMatchObject({
      body: { price_per_session: null },
    })
    expect(toGroupBody({ ...base(), days: ['MO'], price: '12.5' })).toMatchObject({
      errors: { price: 'Ingresa un precio válido.' },
    })
    expect(toGroupBody({ ...base(), days: ['MO'], end_date: '2026-01-01' })).toMatchObject({
      errors: { end_date: 'La fecha de término no puede ser anterior a la fecha de inicio.' },
    })
  })

  it('answers a date out of 2000–2100 and invisible text in the contract words', () => {
    const result = toGroupBody({
      ...base(),
      name: '\u200b\u200b',
      description: '\u202eal revés',
      days: ['MO'],
      start_date: '0025-03-01',
      end_date: '2101-01-01',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'El texto contiene caracteres invisibles o de control no permitidos.',
        description: 'El texto contiene caracteres invisibles o de control no permitidos.',
        start_date: 'Ingresa una fecha entre los años 2000 y 2100.',
        end_date: 'Ingresa una fecha entre los años 2000 y 2100.',
      },
    })
  })

  it('sends the name in NFC, trimmed', () => {
    expect(toGroupBody({ ...base(), name: ' Nin\u0303os ', days: ['MO'] })).toMatchObject({
      body: { name: 'Niños' },
    })
  })

  it('checks the public fields with the contract’s Spanish sentences', () => {
    const values = { ...base(), days: ['MO' as const] }
    expect(
      toGroupBody({ ...values, age_min: '12', age_max: '9', capacity: '0', map_url: 'maps' }),
    ).toMatchObject({
      ok: false,
      errors: {
        age_max: 'La edad mínima no puede ser mayor que la edad máxima.',
        capacity: 'Ingresa un número de cupos entre 1 y 500.',
        map_url: 'Ingresa un enlace que comience con https:// o http://.',
      },
    })
    expect(toGroupBody({ ...values, age_min: 'siete' })).toMatchObject({
      errors: { age_min: 'Ingresa una edad entre 3 y 99 años.' },
    })
    expect(
      toGroupBody({
        ...values,
        level: 'advanced',
        age_min: '15',
        capacity: '12',
        map_url: ' https://maps.app.goo.gl/x ',
        published: false,
      }),
    ).toMatchObject({
      ok: true,
      body: {
        level: 'advanced',
        age_min: 15,
        age_max: null,
        capacity: 12,
        map_url: 'https://maps.app.goo.gl/x',
        published: false,
      },
    })
  })
})
