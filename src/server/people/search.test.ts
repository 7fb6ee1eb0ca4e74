import { describe, expect, it } from 'vitest'
import { foldLikeSql, foldText, sortByFullName } from './search.ts'

describe('foldText', () => {
  it('drops accents and case, including decomposed input', () => {
    expect(foldText('José ÑUÑOA Zoë')).toBe('jose nunoa zoe')
    expect(foldText('Jose\u0301')).toBe('jose')
  })
})

describe('sortByFullName', () => {
  it('orders by folded last name, then name, then id, as the SQL sort of the lists did', () => {
    const people = [
      { id: 'b', name: 'Ana', last_name: 'Ñuñoa' },
      { id: 'a', name: 'ana', last_name: 'Nunoa' },
      { id: 'c', name: 'Álvaro', last_name: 'nunoa' },
      { id: 'd', name: 'Zoë', last_name: 'Álvarez' },
      { id: 'e', name: 'x', last_name: '\u{1F600}' },
      { id: 'f', name: 'x', last_name: '\uFFFF' },
    ]
    expect(sortByFullName(people).map((p) => p.id)).toEqual(['d', 'c', 'a', 'b', 'f', 'e'])
    expect(foldLikeSql('José ÑUÑOA')).toBe('jose nunoa')
  })
})
