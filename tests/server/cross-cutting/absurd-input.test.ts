// Dates outside any school record and text that hides or garbles what is stored: each gets a
// Spanish 400 naming the rule, nothing is stored, and a plausible value is still accepted as sent.
import { describe, expect, it } from 'vitest'
import { classSessions, groups, users } from '#server/db/schema.ts'
import { rutOf, useStaffSession } from '../people/people-fixtures.ts'

const { ctx, headers } = useStaffSession('admin')

const OUT_OF_RANGE = 'Ingresa una fecha entre los años 2000 y 2100.'
const FORBIDDEN_TEXT = 'El texto contiene caracteres invisibles o de control no permitidos.'
const NOT_VISIBLE = 'El texto debe tener letras, números o signos visibles.'

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object })
const get = (url: string) => ctx.app.inject({ url, headers })

function expectRefused(response: Awaited<ReturnType<typeof post>>, detail: string) {
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', detail })
}

const session = (session_date: string, extra: object = {}) =>
  post('/api/class_sessions', { session_date, class_type: 'other', ...extra })

describe('class session dates', () => {
  it.each([
    ['year 0025', '0025-03-01T10:00:00-03:00'],
    ['year 0049', '0049-03-01T10:00:00-03:00'],
    ['year 2101', '2101-03-01T10:00:00-03:00'],
    ['year 1999 in Santiago', '2000-01-01T02:00:00Z'],
    ['year 9999', '9999-12-31T23:59:59-03:00'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_, date) => {
    const before = (await ctx.db.select().from(classSessions)).length
    expectRefused(await session(date), OUT_OF_RANGE)
    expect(await ctx.db.select().from(classSessions)).toHaveLength(before)
  })

  it('refuses a day that does not exist', async () => {
    expectRefused(
      await session('2025-02-30T10:00:00-03:00'),
      "El campo 'session_date' no es válido.",
    )
  })

  it('accepts the first and last days of the range and reads them back as sent', async () => {
    for (const date of ['2000-01-01T00:00:00-03:00', '2100-12-31T23:45:00-03:00']) {
      const created = await session(date)
      expect(created.statusCode).toBe(201)
      const instant = new Date(date).toISOString()
      expect(created.json().session_date).toBe(instant)
      expect((await get(`/api/class_sessions/${created.json().id}`)).json().session_date).toBe(
        instant,
      )
    }
  })

  it('refuses a list cursor outside the range', async () => {
    for (const before of ['0025-01-01T00:00:00Z', '2101-06-01T00:00:00Z']) {
      const response = await get(`/api/class_sessions?before=${encodeURIComponent(before)}`)
      expect(response.statusCode).toBe(400)
    }
  })
})

describe('group dates', () => {
  const group = (start_date: string, end_date: string | null) =>
    post('/api/groups', {
      name: 'Grupo fechas',
      start_date,
      end_date,
      rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0',
    })

  it.each([
    ['a start in year 0025', '0025-01-01', null, OUT_OF_RANGE],
    ['an end in year 2101', '2026-03-01', '2101-01-01', OUT_OF_RANGE],
    ['a start that does not exist', '2025-02-30', null, 'Ingresa una fecha válida (AAAA-MM-DD).'],
    [
      'an end before the start',
      '2026-03-01',
      '2026-02-28',
      'La fecha de término no puede ser anterior a la fecha de inicio.',
    ],
  ])('refuses %s', async (_, start, end, detail) => {
    const count = (await ctx.db.select().from(groups)).length
    expectRefused(await group(start, end), detail)
    expect(await ctx.db.select().from(groups)).toHaveLength(count)
  })

  it('accepts a group of one day', async () => {
    expect((await group('2026-03-02', '2026-03-02')).statusCode).toBe(201)
  })
})

describe('people', () => {
  const student = (fields: Record<string, unknown>) =>
    post('/api/students', {
      name: 'Ana',
      last_name: 'Pérez',
      rut: rutOf(),
      email: `alumno${Math.random().toString(36).slice(2)}@correo.cl`,
      phone: '982345678',
      birth_date: '2014-05-06',
      ...fields,
    })

  it.each([
    ['1899-12-31'],
    ['0049-01-01'],
    ['2025-02-30'],
    [new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)],
  ])('refuses the birth date %s', async (birth_date) => {
    expectRefused(await student({ birth_date }), 'Ingresa una fecha de nacimiento válida.')
  })

  it.each([
    ['only zero-width spaces', '\u200b\u200b', FORBIDDEN_TEXT],
    ['a right-to-left override', '\u202eAna', FORBIDDEN_TEXT],
    ['a NUL character', 'Ana\u0000', FORBIDDEN_TEXT],
    ['a bell character', '\u0007', FORBIDDEN_TEXT],
    ['only combining marks', '\u0301\u0301\u0303', NOT_VISIBLE],
    ['only Hangul fillers', '\u3164', NOT_VISIBLE],
  ])('refuses a name of %s and stores nobody', async (_, name, detail) => {
    const count = (await ctx.db.select().from(users)).length
    expectRefused(await student({ name }), detail)
    expectRefused(await student({ last_name: name }), detail)
    expect(await ctx.db.select().from(users)).toHaveLength(count)
  })

  it('accepts a name with accents, ñ and an apostrophe, stored in NFC', async () => {
    const created = await student({ name: ' María Jose\u0301 ', last_name: "O'Higgins Ñuñoa" })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ name: 'María José', last_name: "O'Higgins Ñuñoa" })
    const stored = await get(`/api/students/${created.json().id}`)
    expect(stored.json()).toMatchObject({ name: 'María José', last_name: "O'Higgins Ñuñoa" })
  })

  it('refuses invisible text in an update too', async () => {
    const created = await student({})
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.json().id}`,
      headers,
      payload: { name: '\u200b' },
    })
    expectRefused(response, FORBIDDEN_TEXT)
  })

  it('refuses a bidi override in a search', async () => {
    const response = await get(`/api/students?search=${encodeURIComponent('\u202eana')}`)
    expectRefused(response, FORBIDDEN_TEXT)
  })
})

describe('free text of classes and groups', () => {
  it('keeps line breaks in a description and refuses them in a location', async () => {
    const created = await session('2026-05-04T10:00:00-04:00', {
      description: 'Llevar casco.\r\nY agua.',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().description).toBe('Llevar casco.\nY agua.')
    expectRefused(
      await session('2026-05-04T10:00:00-04:00', { location: 'Cerro\nSan Cristóbal' }),
      FORBIDDEN_TEXT,
    )
  })

  it('refuses a group name that shows nothing', async () => {
    const response = await post('/api/groups', {
      name: '\u2800',
      start_date: '2026-03-01',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0',
    })
    expectRefused(response, NOT_VISIBLE)
  })
})

describe('billing periods', () => {
  it.each(['0025-01', '0049-01', '2101-01', '9999-12'])(
    'are refused in every query and body: %s',
    async (period) => {
      for (const url of [
        `/api/invoices/preview?billing_period=${period}`,
        `/api/payments/summary?billing_period=${period}`,
        `/api/class_sessions/summary?billing_period=${period}`,
      ]) {
        expectRefused(await get(url), 'Ingresa un período entre los años 2000 y 2100.')
      }
      expectRefused(
        await post('/api/invoices/generate', { billing_period: period }),
        'Ingresa un período entre los años 2000 y 2100.',
      )
    },
  )
})
