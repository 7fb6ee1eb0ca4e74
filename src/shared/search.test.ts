import { describe, expect, it } from 'vitest'
import { foldText, matchesPerson, searchWords } from './search.ts'

describe('foldText', () => {
  it('drops accents and case, including decomposed input', () => {
    expect(foldText('José ÑUÑOA Zoë')).toBe('jose nunoa zoe')
    expect(foldText('Jose\u0301')).toBe('jose')
  })

  it('splits a search into folded words', () => {
    expect(searchWords('  José   PÉREZ ')).toEqual(['jose', 'perez'])
    expect(searchWords('   ')).toEqual([])
  })
})

describe('matchesPerson', () => {
  const jose = {
    name: 'José Ignacio',
    last_name: 'Núñez Pérez',
    email: 'jose@example.cl',
    rut: '12.345.678-5',
  }

  it.each(['jose', 'JOSÉ', 'nunez perez', 'ignacio núñez', 'example.cl', ''])(
    'finds José for %j',
    (search) => expect(matchesPerson(jose, search)).toBe(true),
  )

  it.each(['12345678', '12.345.678-5', '345.678'])('finds the RUT written %s', (search) =>
    expect(matchesPerson(jose, search)).toBe(true),
  )

  it('needs every word', () => {
    expect(matchesPerson(jose, 'jose soto')).toBe(false)
    expect(matchesPerson({ ...jose, rut: null }, '12345678')).toBe(false)
  })
})
