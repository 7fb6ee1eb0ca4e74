import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  amountFromText,
  amountText,
  caretAfter,
  isOneKeyEdit,
  markedBefore,
} from './amount-text.ts'

describe('amountFromText', () => {
  it.each([
    ['10000', '10000'],
    ['10.000', '10000'],
    ['$10.000', '10000'],
    [' 1.234.567 ', '1234567'],
    ['1.500,5', '1500.5'],
    ['1500,50', '1500.50'],
    ['10.5', '10.5'],
    [',5', '0.5'],
    ['007', '7'],
    ['10a00', '1000'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (text, amount) => {
    expect(amountFromText(text)).toBe(amount)
  })

  it('reads the dots of a key typed in the field as thousands', () => {
    expect(amountFromText('100.00', { typed: true })).toBe('10000')
    expect(amountFromText('100.00')).toBe('100.00')
  })
})

describe('amountText', () => {
  it.each([
    ['10000', '10.000'],
    ['1234567', '1.234.567'],
    ['999', '999'],
    ['1500.5', '1.500,5'],
    ['1500.', '1.500,'],
    ['', ''],
  ])('%j → %j', (amount, text) => {
    expect(amountText(amount)).toBe(text)
  })

  it('reads back what it shows, for every amount', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.stringMatching(/^\d{1,2}$/)), (whole, decimals) => {
        const amount = decimals === null ? String(whole) : `${whole}.${decimals}`
        expect(amountFromText(amountText(amount))).toBe(amount)
      }),
    )
  })
})

describe('isOneKeyEdit', () => {
  it.each([
    ['100.000', '100.00', true],
    ['10.000', '10.0500', true],
    ['', '5', true],
    ['2.000', '10.5', false],
    ['2.000', '2.000', false],
    ['1.000', '1.0055', false],
  ])('%j → %j: %s', (before, after, expected) => {
    expect(isOneKeyEdit(before, after)).toBe(expected)
  })
})

describe('the caret', () => {
  it('stays after the same digit once the text is regrouped', () => {
    // '1000|' + '0' typed → '10000|' shown as '10.000|'
    expect(caretAfter('10.000', markedBefore('10000', 5))).toBe(6)
    // '1.0|00' + '5' → '1.05|00' → shown '10.500' with the caret after the 5
    expect(caretAfter('10.500', markedBefore('1.0500', 4))).toBe(4)
    expect(caretAfter('10.000', 0)).toBe(0)
  })
})
