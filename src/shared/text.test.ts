import { describe, expect, it } from 'vitest'
import { hasForbiddenCharacters, hasVisibleCharacter, normalizeText } from './text.ts'

describe('text people type', () => {
  it('is normalised to NFC, and a multi-line text to \\n line breaks', () => {
    expect(normalizeText('Jose\u0301 Mun\u0303oz')).toBe('José Muñoz')
    expect(normalizeText('uno\r\ndos\rtres', { multiline: true })).toBe('uno\ndos\ntres')
  })

  it.each([
    ['NUL', 'Ana\u0000'],
    ['BEL', '\u0007'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control', 'Ana\u0085'],
    ['a right-to-left override', '\u202eAna'],
    ['a left-to-right embedding', 'Ana\u202a'],
    ['a first-strong isolate', 'Ana\u2068Pérez\u2069'],
    ['a right-to-left mark', 'Ana\u200f'],
    ['a zero-width space', 'Ana\u200bMaría'],
    ['a byte-order mark inside', 'An\ufeffa'],
    ['a line separator', 'Ana\u2028Pérez'],
    ['a lone surrogate', 'Ana\ud800'],
    ['a non-character', 'Ana\uffff'],
    ['a line break in a one-line field', 'Ana\nPérez'],
  ])('refuses %s', (_, text) => {
    expect(hasForbiddenCharacters(text)).toBe(true)
  })

  it('keeps line breaks and tabs in multi-line text, and emoji joiners and flags anywhere', () => {
    expect(
      hasForbiddenCharacters('Punto de encuentro:\n\tEstacionamiento', { multiline: true }),
    ).toBe(false)
    expect(hasForbiddenCharacters('Paseo 🚵‍♀️ 🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe(false)
    expect(hasForbiddenCharacters("María José O’Higgins-Ñúñez d'Alembert")).toBe(false)
  })

  it.each([
    ['spaces', '   '],
    ['combining marks only', '\u0301\u0303'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a Braille blank', '\u2800'],
  ])('sees nothing in %s', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false)
  })

  it('sees letters, digits, punctuation and symbols', () => {
    for (const text of ['Ñ', '7', '¿', '🚲', 'e\u0301'])
      expect(hasVisibleCharacter(text)).toBe(true)
  })
})
