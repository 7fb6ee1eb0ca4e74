import { describe, expect, it } from 'vitest'
import { boletaLinesProblem, boletaTotals, lineAmount, splitIva } from './boleta-totals.ts'

describe('boletaTotals', () => {
  it('works IVA back from a boleta afecta total: 1.000 is 840 net + 160 IVA', () => {
    expect(boletaTotals([{ quantity: 1, unitPrice: 1000, exempt: false }])).toEqual({
      exempt: 0,
      net: 840,
      iva: 160,
      total: 1000,
    })
  })

  it('puts a boleta exenta whole in MntExe', () => {
    const lines = [
      { quantity: 4, unitPrice: 8000, exempt: true },
      { quantity: 1, unitPrice: 2500, exempt: true },
    ]
    expect(boletaTotals(lines)).toEqual({ exempt: 34500, net: 0, iva: 0, total: 34500 })
  })

  it('splits exempt and taxed lines of one document', () => {
    const lines = [
      { quantity: 1, unitPrice: 39990, exempt: false },
      { quantity: 1, unitPrice: 2990, exempt: true },
    ]
    expect(boletaTotals(lines)).toEqual({ exempt: 2990, net: 33605, iva: 6385, total: 42980 })
  })

  it.each([1, 2, 59, 60, 119, 5950, 12345, 999_999])(
    'net + IVA give back the gross %i and IVA is 19 %% of net to the peso',
    (gross) => {
      const { net, iva } = splitIva(gross)
      expect(net + iva).toBe(gross)
      expect(Math.abs(iva - net * 0.19)).toBeLessThanOrEqual(0.6)
    },
  )

  it('rounds a line to the nearest peso', () => {
    expect(lineAmount({ quantity: 1.5, unitPrice: 333 })).toBe(500)
  })
})

describe('boletaLinesProblem', () => {
  const exempt = { quantity: 1, unitPrice: 1000, exempt: true }
  const taxed = { quantity: 1, unitPrice: 1000, exempt: false }

  it.each([
    [41, [exempt], null],
    [39, [taxed, exempt], null],
    [61, [taxed], null],
    [41, [exempt, taxed], 'taxed-line-in-exempt-boleta'],
    [39, [], 'no-lines'],
    [39, [{ ...taxed, unitPrice: 0 }], 'total-not-positive'],
  ] as const)('type %i with %j → %s', (type, lines, problem) => {
    expect(boletaLinesProblem(type, lines)).toBe(problem)
  })
})
