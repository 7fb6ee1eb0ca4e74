import { describe, expect, it } from 'vitest'
import { groupAssignBodySchema, groupCreateBodySchema, type GroupCreateBody } from './groups.ts'

const body: GroupCreateBody = {
  name: ' Avanzados ',
  start_date: '2026-03-02',
  rrule: 'RRULE:BYDAY=WE,MO;BYHOUR=18;FREQ=WEEKLY',
}

describe('groupCreateBodySchema', () => {
  it('trims, fills optional fields with null and stores the canonical rule', () => {
    expect(groupCreateBodySchema.parse(body)).toEqual({
      name: 'Avanzados',
      description: null,
      location: null,
      start_date: '2026-03-02',
      end_date: null,
      price_per_session: null,
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=18;BYMINUTE=0',
    })
  })

  it('refuses a schedule parseRrule cannot read', () => {
    const r = groupCreateBodySchema.safeParse({ ...body, rrule: 'FREQ=WEEKLY;BYHOUR=18' })
    expect(r.error?.issues).toMatchObject([
      { path: ['rrule'], message: 'Selecciona al menos un día y una hora para las clases.' },
    ])
  })

  it('refuses an end before the start, and accepts the same day', () => {
    const r = groupCreateBodySchema.safeParse({ ...body, end_date: '2026-03-01' })
    expect(r.error?.issues).toMatchObject([
      {
        path: ['end_date'],
        message: 'La fecha de término no puede ser anterior a la fecha de inicio.',
      },
    ])
    expect(groupCreateBodySchema.safeParse({ ...body, end_date: '2026-03-02' }).success).toBe(true)
  })

  it('takes the price per session as whole pesos or null', () => {
    expect(
      groupCreateBodySchema.parse({ ...body, price_per_session: 8000 }).price_per_session,
    ).toBe(8000)
    expect(
      groupCreateBodySchema.parse({ ...body, price_per_session: null }).price_per_session,
    ).toBe(null)
    expect(groupCreateBodySchema.safeParse({ ...body, price_per_session: 99.5 }).success).toBe(
      false,
    )
    expect(groupCreateBodySchema.safeParse({ ...body, price_per_session: -1 }).success).toBe(false)
  })

  it('requires a name and rejects unknown fields', () => {
    expect(groupCreateBodySchema.safeParse({ ...body, name: '' }).success).toBe(false)
    expect(groupCreateBodySchema.safeParse({ ...body, teachers: [] }).success).toBe(false)
  })
})

it('assigns people with a plain array of ids', () => {
  const id = '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b'
  expect(groupAssignBodySchema.parse([id])).toEqual([id])
  expect(groupAssignBodySchema.safeParse({ ids: [id] }).success).toBe(false)
})
