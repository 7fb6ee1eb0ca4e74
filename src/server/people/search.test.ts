import { describe, expect, it } from 'vitest'
import { foldText } from './search.ts'

describe('foldText', () => {
  it('drops accents and case, including decomposed input', () => {
    expect(foldText('José ÑUÑOA Zoë')).toBe('jose nunoa zoe')
    expect(foldText('Jose\u0301')).toBe('jose')
  })
})
