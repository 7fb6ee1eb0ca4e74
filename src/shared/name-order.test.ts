import { describe, expect, it } from 'vitest'
import { compareText, sortByFullName, sortByTitle } from './name-order.ts'

const person = (id: string, name: string, last_name: string) => ({ id, name, last_name })
const names = (people: { name: string; last_name: string }[]) =>
  people.map((p) => `${p.name} ${p.last_name}`)

describe('Spanish name order', () => {
  it('puts Ñ after N and accented vowels with their letter', () => {
    expect(['Ñandú', 'Oscar', 'Núñez', 'Ángel', 'Andrés', 'Nadia'].sort(compareText)).toEqual([
      'Andrés',
      'Ángel',
      'Nadia',
      'Núñez',
      'Ñandú',
      'Oscar',
    ])
  })

  it('ignores case before anything else', () => {
    expect(['beto', 'Ana', 'álvaro', 'Bruno'].sort(compareText)).toEqual([
      'álvaro',
      'Ana',
      'beto',
      'Bruno',
    ])
  })

  it('sorts people by the full name as shown, then by the second last name', () => {
    const sorted = sortByFullName([
      person('1', 'Ana', 'Pérez Soto'),
      person('2', 'Ana María', 'Soto'),
      person('3', 'Ana', 'Pérez Araya'),
      person('4', 'ana', 'pérez araya'),
      person('5', 'Ñandú', 'Rojas'),
      person('6', 'Núñez', 'Rojas'),
    ])
    expect(names(sorted)).toEqual([
      'Ana María Soto',
      'ana pérez araya',
      'Ana Pérez Araya',
      'Ana Pérez Soto',
      'Núñez Rojas',
      'Ñandú Rojas',
    ])
  })

  it('keeps people with the same name in id order', () => {
    const sorted = sortByFullName([person('b', 'Ana', 'Soto'), person('a', 'Ana', 'Soto')])
    expect(sorted.map((p) => p.id)).toEqual(['a', 'b'])
  })

  it('sorts groups by name, a missing name first', () => {
    const sorted = sortByTitle([
      { id: '1', name: 'Ñirres' },
      { id: '2', name: 'Nivel 10' },
      { id: '3', name: null },
      { id: '4', name: 'Nivel 2' },
    ])
    expect(sorted.map((g) => g.id)).toEqual(['3', '4', '2', '1'])
  })
})
