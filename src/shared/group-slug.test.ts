import { describe, expect, it } from 'vitest'
import { groupSlug, groupSlugs } from './group-slug.ts'

describe('groupSlug', () => {
  it('lowercases, drops accents and joins words with one dash', () => {
    expect(groupSlug('Niños Avanzados (sábado)')).toBe('ninos-avanzados-sabado')
    expect(groupSlug('  Ruta — Adultos 18+ ')).toBe('ruta-adultos-18')
    expect(groupSlug('Ñuñoa')).toBe('nunoa')
  })
})

describe('groupSlugs', () => {
  it('suffixes only the later groups that share a slug', () => {
    const slugs = groupSlugs([
      { id: 'a', name: 'Adultos' },
      { id: 'b', name: 'Niños' },
      { id: 'c', name: 'adultos' },
    ])
    expect([...slugs.values()]).toEqual(['adultos', 'ninos', 'adultos-2'])
  })
})
