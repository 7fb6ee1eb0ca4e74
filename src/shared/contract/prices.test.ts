import { describe, expect, it } from 'vitest'
import {
  classPriceBodySchema,
  discountTierBodySchema,
  serviceFeeQuerySchema,
  transportPriceQuerySchema,
} from './prices.ts'

describe('class prices', () => {
  it('take a class type and whole pesos', () => {
    expect(classPriceBodySchema.parse({ class_type: 'one_to_one', price: 25000 })).toEqual({
      class_type: 'one_to_one',
      price: 25000,
    })
    const r = classPriceBodySchema.safeParse({ class_type: 'group', price: -100 })
    expect(r.error?.issues[0]?.message).toBe('Ingresa un precio válido.')
    expect(classPriceBodySchema.safeParse({ class_type: 'group', price: 100.5 }).success).toBe(
      false,
    )
    expect(classPriceBodySchema.safeParse({ class_type: 'gym', price: 100 }).success).toBe(false)
  })
})

describe('price query parameters', () => {
  it('transport price is whole pesos given as text', () => {
    expect(transportPriceQuerySchema.parse({ price: '1500' })).toEqual({ price: 1500 })
    for (const bad of ['', 'abc', '-50', '10.5']) {
      expect(transportPriceQuerySchema.safeParse({ price: bad }).success).toBe(false)
    }
  })

  it('service fee may carry decimals', () => {
    expect(serviceFeeQuerySchema.parse({ fee_amount: '1500.5' })).toEqual({ fee_amount: 1500.5 })
    expect(serviceFeeQuerySchema.safeParse({ fee_amount: ' ' }).success).toBe(false)
  })
})

describe('discount tiers', () => {
  const tier = { min_classes: 4, max_classes: 8, discount_percentage: 12.5 }

  it('accept a range with a percentage between 0 and 100', () => {
    expect(discountTierBodySchema.parse(tier)).toEqual(tier)
    expect(discountTierBodySchema.safeParse({ ...tier, max_classes: 4 }).success).toBe(true)
  })

  it('refuse min above max and a percentage outside 0..100', () => {
    expect(
      discountTierBodySchema.safeParse({ ...tier, max_classes: 3 }).error?.issues,
    ).toMatchObject([
      { path: ['max_classes'], message: 'El mínimo de clases no puede ser mayor que el máximo.' },
    ])
    const r = discountTierBodySchema.safeParse({ ...tier, discount_percentage: 101 })
    expect(r.error?.issues[0]?.message).toBe('Ingresa un porcentaje de descuento válido.')
  })
})
