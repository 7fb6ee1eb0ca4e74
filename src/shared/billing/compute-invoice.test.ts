import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CLASS_TYPES, type ClassType } from '../contract/class-sessions.ts'
import { computeInvoice, type AttendedSession, type PriceList } from './compute-invoice.ts'

let nextId = 0
function session(
  session_date: string | Date,
  extra: Partial<AttendedSession> = {},
): AttendedSession {
  nextId += 1
  return {
    session_id: `s${nextId}`,
    session_date,
    class_type: 'group',
    group_price_per_session: null,
    used_transport: false,
    ...extra,
  }
}

/** `n` group sessions at 18:00 on consecutive November 2026 days, from Sunday the 1st. */
function novemberClasses(n: number, extra: Partial<AttendedSession> = {}): AttendedSession[] {
  return Array.from({ length: n }, (_, i) =>
    session(`2026-11-${String(i + 1).padStart(2, '0')}T18:00:00-03:00`, extra),
  )
}

const PRICES: PriceList = {
  class_prices: [
    { class_type: 'group', price: 12_000 },
    { class_type: 'one_to_one', price: 20_000 },
  ],
  transport_price: null,
  service_fee: null,
  discount_tiers: [],
}

function prices(extra: Partial<PriceList>): PriceList {
  return { ...PRICES, ...extra }
}

describe('computeInvoice: class lines', () => {
  it('spells out type, count × unit price and the days attended', () => {
    const sessions = ['03', '05', '10', '12'].map((d) => session(`2026-11-${d}T18:00:00-03:00`))
    expect(computeInvoice('2026-11', sessions, PRICES)).toEqual({
      lines: [
        {
          description:
            'Clases grupales: 4 × $12.000 (martes 3, jueves 5, martes 10 y jueves 12 de noviembre)',
          amount: 48_000,
          exempt: true,
        },
      ],
      total: 48_000,
      billable_classes: 4,
    })
  })

  it('uses the singular for one class and marks two sessions on one day', () => {
    const result = computeInvoice(
      '2026-11',
      [
        session('2026-11-03T10:00:00-03:00', { class_type: 'one_to_one' }),
        session('2026-11-04T10:00:00-03:00'),
        session('2026-11-04T17:00:00-03:00'),
      ],
      PRICES,
    )
    expect(result?.lines).toEqual([
      {
        description: 'Clases grupales: 2 × $12.000 (miércoles 4 ×2 de noviembre)',
        amount: 24_000,
        exempt: true,
      },
      {
        description: 'Clase particular: 1 × $20.000 (martes 3 de noviembre)',
        amount: 20_000,
        exempt: true,
      },
    ])
  })

  it("bills a group's price_per_session instead of the class price, on its own line", () => {
    const result = computeInvoice(
      '2026-11',
      [
        session('2026-11-03T18:00:00-03:00', { group_price_per_session: 15_000 }),
        session('2026-11-05T18:00:00-03:00'),
        session('2026-11-10T18:00:00-03:00', { group_price_per_session: 10_000 }),
      ],
      PRICES,
    )
    expect(result?.lines).toEqual([
      {
        description: 'Clase grupal: 1 × $10.000 (martes 10 de noviembre)',
        amount: 10_000,
        exempt: true,
      },
      {
        description: 'Clase grupal: 1 × $12.000 (jueves 5 de noviembre)',
        amount: 12_000,
        exempt: true,
      },
      {
        description: 'Clase grupal: 1 × $15.000 (martes 3 de noviembre)',
        amount: 15_000,
        exempt: true,
      },
    ])
    expect(result?.total).toBe(37_000)
  })

  it('bills a group price of $0 as a free class that still counts for the tier', () => {
    const sessions = [
      session('2026-11-03T18:00:00-03:00', { group_price_per_session: 0 }),
      session('2026-11-05T18:00:00-03:00'),
    ]
    const tiers = [{ min_classes: 2, max_classes: 2, discount_percentage: 50 }]
    const result = computeInvoice('2026-11', sessions, prices({ discount_tiers: tiers }))
    expect(result?.billable_classes).toBe(2)
    expect(result?.lines.at(-1)).toEqual({
      description: 'Descuento 50% (2 clases)',
      amount: -6_000,
      exempt: true,
    })
  })

  it('bills one-to-one classes at their class price', () => {
    const result = computeInvoice(
      '2026-11',
      novemberClasses(2, { class_type: 'one_to_one' }),
      PRICES,
    )
    expect(result).toEqual({
      lines: [
        {
          description: 'Clases particulares: 2 × $20.000 (domingo 1 y lunes 2 de noviembre)',
          amount: 40_000,
          exempt: true,
        },
      ],
      total: 40_000,
      billable_classes: 2,
    })
  })

  it('ignores a Paseo when there is no class price for other, also for the tier count', () => {
    const sessions = [
      session('2026-11-03T18:00:00-03:00'),
      session('2026-11-14T09:00:00-03:00', { class_type: 'other' }),
    ]
    const tiers = [{ min_classes: 2, max_classes: 5, discount_percentage: 10 }]
    const result = computeInvoice('2026-11', sessions, prices({ discount_tiers: tiers }))
    expect(result).toEqual({
      lines: [
        {
          description: 'Clase grupal: 1 × $12.000 (martes 3 de noviembre)',
          amount: 12_000,
          exempt: true,
        },
      ],
      total: 12_000,
      billable_classes: 1,
    })
  })

  it('bills a Paseo at the class price for other, after the other class lines', () => {
    const withPaseo = prices({
      class_prices: [...PRICES.class_prices, { class_type: 'other', price: 25_000 }],
    })
    const result = computeInvoice(
      '2026-11',
      [
        session('2026-11-14T09:00:00-03:00', { class_type: 'other' }),
        session('2026-11-03T18:00:00-03:00', { class_type: 'one_to_one' }),
        session('2026-11-05T18:00:00-03:00'),
      ],
      withPaseo,
    )
    expect(result?.lines.map((l) => l.description)).toEqual([
      'Clase grupal: 1 × $12.000 (jueves 5 de noviembre)',
      'Clase particular: 1 × $20.000 (martes 3 de noviembre)',
      'Paseo: 1 × $25.000 (sábado 14 de noviembre)',
    ])
    expect(result?.billable_classes).toBe(3)
  })

  it('returns null when nothing attended is billable', () => {
    expect(computeInvoice('2026-11', [], PRICES)).toBeNull()
    const paseo = session('2026-11-14T09:00:00-03:00', {
      class_type: 'other',
      used_transport: true,
    })
    expect(computeInvoice('2026-11', [paseo], prices({ transport_price: 3_000 }))).toBeNull()
    const noPrices = prices({ class_prices: [], service_fee: 1_000 })
    expect(computeInvoice('2026-11', novemberClasses(3), noPrices)).toBeNull()
  })

  it('returns null when the billable classes come to $0 and there is nothing else', () => {
    const free = novemberClasses(2, { group_price_per_session: 0 })
    expect(computeInvoice('2026-11', free, PRICES)).toBeNull()
    const full = [{ min_classes: 1, max_classes: 10, discount_percentage: 100 }]
    expect(
      computeInvoice('2026-11', novemberClasses(2), prices({ discount_tiers: full })),
    ).toBeNull()
    expect(
      computeInvoice(
        '2026-11',
        novemberClasses(2),
        prices({ discount_tiers: full, service_fee: 990 }),
      )?.total,
    ).toBe(990)
  })
})

describe('computeInvoice: discount tiers', () => {
  const tiers = [
    { min_classes: 8, max_classes: 12, discount_percentage: 15 },
    { min_classes: 4, max_classes: 7, discount_percentage: 10 },
  ]

  it.each([
    [3, null],
    [4, { description: 'Descuento 10% (4 clases)', amount: -4_800, exempt: true }],
    [5, { description: 'Descuento 10% (5 clases)', amount: -6_000, exempt: true }],
    [7, { description: 'Descuento 10% (7 clases)', amount: -8_400, exempt: true }],
    [8, { description: 'Descuento 15% (8 clases)', amount: -14_400, exempt: true }],
    [12, { description: 'Descuento 15% (12 clases)', amount: -21_600, exempt: true }],
    [13, null],
  ])('%i classes → %o', (count, discountLine) => {
    const result = computeInvoice(
      '2026-11',
      novemberClasses(count),
      prices({ discount_tiers: tiers }),
    )
    const subtotal = count * 12_000
    expect(result?.lines).toHaveLength(discountLine ? 2 : 1)
    if (discountLine) expect(result?.lines[1]).toEqual(discountLine)
    expect(result?.total).toBe(subtotal + (discountLine?.amount ?? 0))
    expect(result?.billable_classes).toBe(count)
  })

  it('rounds the discount to the peso, halves up', () => {
    const one = (price: number, pct: number) =>
      computeInvoice(
        '2026-11',
        [session('2026-11-03T18:00:00-03:00', { group_price_per_session: price })],
        prices({ discount_tiers: [{ min_classes: 1, max_classes: 1, discount_percentage: pct }] }),
      )
    expect(one(12_345, 10)?.lines[1]).toEqual({
      description: 'Descuento 10% (1 clase)',
      amount: -1_235,
      exempt: true,
    })
    expect(one(12_345, 10)?.total).toBe(11_110)
    expect(one(12_344, 10)?.lines[1]?.amount).toBe(-1_234)
    // 12.5% of 12.340 = 1.542,5 → 1.543; a decimal percentage is written the Chilean way.
    expect(one(12_340, 12.5)?.lines[1]).toEqual({
      description: 'Descuento 12,5% (1 clase)',
      amount: -1_543,
      exempt: true,
    })
  })

  it('discounts the classes only, never transport or the service fee', () => {
    const sessions = novemberClasses(4, { used_transport: true })
    const result = computeInvoice(
      '2026-11',
      sessions,
      prices({ discount_tiers: tiers, transport_price: 3_000, service_fee: 1_000 }),
    )
    expect(result?.lines.map((l) => l.amount)).toEqual([48_000, -4_800, 12_000, 1_000])
    expect(result?.total).toBe(56_200)
  })
})

describe('computeInvoice: transport and service fee', () => {
  it('charges transport per attended session that used it, on its own line', () => {
    const sessions = [
      ...novemberClasses(2, { used_transport: true }),
      session('2026-11-20T18:00:00-03:00'),
    ]
    const result = computeInvoice('2026-11', sessions, prices({ transport_price: 3_000 }))
    expect(result?.lines).toEqual([
      expect.objectContaining({ amount: 36_000 }),
      { description: 'Transporte: 2 × $3.000', amount: 6_000, exempt: false },
    ])
    expect(result?.total).toBe(42_000)
  })

  it('has no transport line without a transport price', () => {
    const sessions = novemberClasses(2, { used_transport: true })
    for (const transport_price of [null, 0]) {
      const result = computeInvoice('2026-11', sessions, prices({ transport_price }))
      expect(result?.lines).toHaveLength(1)
      expect(result?.total).toBe(24_000)
    }
  })

  it('charges transport to an unpriced Paseo when the student has a billable class', () => {
    const sessions = [
      session('2026-11-03T18:00:00-03:00'),
      session('2026-11-14T09:00:00-03:00', { class_type: 'other', used_transport: true }),
    ]
    const result = computeInvoice('2026-11', sessions, prices({ transport_price: 3_000 }))
    expect(result?.lines[1]).toEqual({
      description: 'Transporte: 1 × $3.000',
      amount: 3_000,
      exempt: false,
    })
    expect(result?.billable_classes).toBe(1)
  })

  it.each([
    [1_499.5, 1_500],
    [1_499.4, 1_499],
    [1_500, 1_500],
    [0.5, 1],
  ])('rounds a service fee of %d to %d, once per invoice', (fee, expected) => {
    const result = computeInvoice('2026-11', novemberClasses(3), prices({ service_fee: fee }))
    expect(result?.lines.at(-1)).toEqual({
      description: 'Cargo por servicio (uno por apoderado y mes)',
      amount: expected,
      exempt: false,
    })
    expect(result?.lines).toHaveLength(2)
    expect(result?.total).toBe(36_000 + expected)
  })

  it('leaves the fee out of an invoice the payer is not charged it on', () => {
    const result = computeInvoice('2026-11', novemberClasses(3), prices({ service_fee: 500 }), {
      serviceFee: false,
    })
    expect(result?.lines).toHaveLength(1)
    expect(result?.total).toBe(36_000)
  })

  it.each([null, 0, 0.4])('has no service fee line for a fee of %s', (service_fee) => {
    const result = computeInvoice('2026-11', novemberClasses(1), prices({ service_fee }))
    expect(result?.lines).toHaveLength(1)
  })
})

describe('computeInvoice: exento or afecto, from the price in force', () => {
  const tenPercent = [{ min_classes: 2, max_classes: 99, discount_percentage: 10 }]
  /** Amount and flag of each line of November's invoice for `sessions`. */
  const novemberFlags = (sessions: AttendedSession[], extra: Partial<PriceList> = {}) =>
    computeInvoice('2026-11', sessions, prices(extra))?.lines.map(({ amount, exempt }) => ({
      amount,
      exempt,
    }))

  it('marks class lines exento and a taxed transport and service fee afecto', () => {
    const extra = { transport_price: 3_000, transport_exempt: false, service_fee: 500 }
    expect(novemberFlags(novemberClasses(2, { used_transport: true }), extra)).toEqual([
      { amount: 24_000, exempt: true },
      { amount: 6_000, exempt: false },
      { amount: 500, exempt: false },
    ])
  })

  it('takes each flag from its price: an afecto class type, an exento transport and fee', () => {
    const sessions = [
      session('2026-11-03T10:00:00-03:00', { class_type: 'one_to_one', used_transport: true }),
      session('2026-11-04T18:00:00-03:00', { group_price_per_session: 9_000 }),
    ]
    const extra: Partial<PriceList> = {
      class_prices: [{ class_type: 'one_to_one', price: 20_000, exempt: false }],
      transport_price: 3_000,
      transport_exempt: true,
      service_fee: 500,
      service_fee_exempt: true,
    }
    expect(novemberFlags(sessions, extra)).toEqual([
      { amount: 9_000, exempt: true },
      { amount: 20_000, exempt: false },
      { amount: 3_000, exempt: true },
      { amount: 500, exempt: true },
    ])
  })

  it("bills a group's own price with its flag, apart from the class price of the same amount", () => {
    const afectoGroup = { group_price_per_session: 12_000, group_price_exempt: false }
    const sessions = [
      session('2026-11-03T18:00:00-03:00', afectoGroup),
      session('2026-11-05T18:00:00-03:00'),
    ]
    expect(novemberFlags(sessions)).toEqual([
      { amount: 12_000, exempt: true },
      { amount: 12_000, exempt: false },
    ])
  })

  it('gives a discount the flag of the class lines it discounts, not of transport', () => {
    const result = computeInvoice(
      '2026-11',
      novemberClasses(2, { used_transport: true }),
      prices({ transport_price: 3_000, discount_tiers: tenPercent }),
    )
    expect(result?.lines).toContainEqual({
      description: 'Descuento 10% (2 clases)',
      amount: -2_400,
      exempt: true,
    })
    expect(result?.lines.at(-1)).toMatchObject({ amount: 6_000, exempt: false })
  })

  it('splits the discount of exento and afecto classes in proportion, adding up to the whole', () => {
    const result = computeInvoice(
      '2026-11',
      [
        session('2026-11-03T18:00:00-03:00'),
        session('2026-11-04T10:00:00-03:00', { class_type: 'one_to_one' }),
        session('2026-11-05T10:00:00-03:00', { class_type: 'one_to_one' }),
      ],
      prices({
        class_prices: [
          { class_type: 'group', price: 12_345 },
          { class_type: 'one_to_one', price: 20_000, exempt: false },
        ],
        discount_tiers: tenPercent,
      }),
    )
    // 10% of 52.345 = 5.234,5 → 5.235; the afecto share: 40.000 / 52.345 of it = 4.000.
    const discounts = result?.lines.filter((line) => line.amount < 0)
    expect(discounts).toEqual([
      { description: 'Descuento 10% (3 clases)', amount: -1_235, exempt: true },
      { description: 'Descuento 10% (3 clases)', amount: -4_000, exempt: false },
    ])
    expect(result?.total).toBe(52_345 - 5_235)
  })
})

describe('computeInvoice: the month in Santiago', () => {
  const billed = (period: string, date: string | Date) =>
    computeInvoice(period, [session(date)], PRICES)?.lines[0]?.description ?? null

  it('keeps 23:30 on the 31st in its month although it is the 1st in UTC', () => {
    expect(billed('2026-10', '2026-10-31T23:30:00-03:00')).toBe(
      'Clase grupal: 1 × $12.000 (sábado 31 de octubre)',
    )
    expect(billed('2026-11', '2026-10-31T23:30:00-03:00')).toBeNull()
    // The same instant written in UTC, and as a Date from the database.
    expect(billed('2026-10', '2026-11-01T02:30:00Z')).toContain('(sábado 31 de octubre)')
    expect(billed('2026-10', new Date('2026-11-01T02:30:00Z'))).toContain('(sábado 31 de octubre)')
    expect(billed('2026-11', '2026-11-01T00:00:00-03:00')).toContain('(domingo 1 de noviembre)')
    expect(billed('2026-10', '2026-11-01T00:00:00-03:00')).toBeNull()
  })

  it('follows the winter offset at the end of April and August', () => {
    expect(billed('2026-04', '2026-04-30T23:30:00-04:00')).toContain('(jueves 30 de abril)')
    expect(billed('2026-05', '2026-04-30T23:30:00-04:00')).toBeNull()
    expect(billed('2026-03', '2026-03-31T23:59:59-03:00')).toContain('(martes 31 de marzo)')
    expect(billed('2026-04', '2026-03-31T23:59:59-03:00')).toBeNull()
    expect(billed('2026-08', '2026-09-01T03:59:59Z')).toContain('(lunes 31 de agosto)')
    expect(billed('2026-09', '2026-09-01T04:00:00Z')).toContain('(martes 1 de septiembre)')
  })

  it('counts the repeated hour of the April clock change (first Sunday) on Saturday', () => {
    // 23:30 on Saturday 4 April 2026 happens twice: at -03 (02:30Z) and again at -04 (03:30Z).
    const sessions = [session('2026-04-05T02:30:00Z'), session('2026-04-05T03:30:00Z')]
    expect(computeInvoice('2026-04', sessions, PRICES)?.lines[0]?.description).toBe(
      'Clases grupales: 2 × $12.000 (sábado 4 ×2 de abril)',
    )
  })

  it('puts the September clock change (first Sunday) on the right days', () => {
    // Saturday 5 at 23:59 (-04) is followed by Sunday 6 at 01:00 (-03).
    const sessions = [session('2026-09-06T03:59:00Z'), session('2026-09-06T04:00:00Z')]
    expect(computeInvoice('2026-09', sessions, PRICES)?.lines[0]?.description).toBe(
      'Clases grupales: 2 × $12.000 (sábado 5 y domingo 6 de septiembre)',
    )
  })

  it('refuses a session date without an offset, and a malformed period', () => {
    expect(() => billed('2026-11', '2026-11-03T18:00:00')).toThrow(RangeError)
    expect(() => billed('2026-11', 'not a date')).toThrow(RangeError)
    expect(() => billed('2026-11', new Date(Number.NaN))).toThrow(RangeError)
    expect(() => billed('2026-13', '2026-11-03T18:00:00-03:00')).toThrow(RangeError)
  })
})

describe('computeInvoice: one row per attended session', () => {
  it('counts a session listed twice once, with transport if either row has it', () => {
    const first = session('2026-11-03T18:00:00-03:00')
    const again = { ...first, used_transport: true }
    for (const rows of [
      [first, again],
      [again, first],
    ]) {
      const result = computeInvoice('2026-11', rows, prices({ transport_price: 3_000 }))
      expect(result?.billable_classes).toBe(1)
      expect(result?.total).toBe(15_000)
    }
  })

  it('lists the days in date order whatever the order of the rows', () => {
    const sessions = [
      session('2026-11-20T18:00:00-03:00', { session_id: 'a' }),
      session('2026-11-06T18:00:00-03:00', { session_id: 'c' }),
      session('2026-11-13T18:00:00-03:00', { session_id: 'b' }),
    ]
    expect(computeInvoice('2026-11', sessions, PRICES)?.lines[0]?.description).toBe(
      'Clases grupales: 3 × $12.000 (viernes 6, viernes 13 y viernes 20 de noviembre)',
    )
  })
})

// ---- properties ----------------------------------------------------------------------------

const NOV_START = Date.parse('2026-10-28T00:00:00Z')
const NOV_END = Date.parse('2026-12-03T00:00:00Z')

const sessionsArb = fc
  .array(
    fc.record({
      at: fc.integer({ min: NOV_START, max: NOV_END }),
      class_type: fc.constantFrom<ClassType>(...CLASS_TYPES),
      group_price_per_session: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
      used_transport: fc.boolean(),
    }),
    { maxLength: 25 },
  )
  .map((rows) =>
    rows.map(({ at, ...rest }, i) => ({
      session_id: `s${String(i).padStart(3, '0')}`,
      session_date: new Date(at).toISOString(),
      ...rest,
    })),
  )

const classPriceArb = (class_type: ClassType) =>
  fc.record({ class_type: fc.constant(class_type), price: fc.integer({ min: 0, max: 60_000 }) })

const pricesArb: fc.Arbitrary<PriceList> = fc.record({
  class_prices: fc
    .subarray([...CLASS_TYPES])
    .chain((types) => fc.tuple(...types.map(classPriceArb))),
  transport_price: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  service_fee: fc.option(fc.double({ min: 0, max: 5_000, noNaN: true }), { nil: null }),
  discount_tiers: fc.array(
    fc.record({
      min_classes: fc.integer({ min: 0, max: 15 }),
      max_classes: fc.integer({ min: 0, max: 30 }),
      discount_percentage: fc.double({ min: 0, max: 100, noNaN: true }),
    }),
    { maxLength: 4 },
  ),
})

const isClassLine = (description: string) => /^(Clases? |Paseos?:)/.test(description)

describe('computeInvoice: properties', () => {
  it('totals the lines in whole pesos, above zero, with a discount within the class subtotal', () => {
    fc.assert(
      fc.property(sessionsArb, pricesArb, (sessions, priceList) => {
        const result = computeInvoice('2026-11', sessions, priceList)
        if (!result) return
        expect(result.total).toBe(result.lines.reduce((sum, l) => sum + l.amount, 0))
        expect(Number.isInteger(result.total)).toBe(true)
        expect(result.lines.every((l) => Number.isInteger(l.amount))).toBe(true)
        expect(result.total).toBeGreaterThan(0)
        const classes = result.lines.filter((l) => isClassLine(l.description))
        const subtotal = classes.reduce((sum, l) => sum + l.amount, 0)
        const discounts = result.lines.filter((l) => l.description.startsWith('Descuento'))
        expect(discounts.length).toBeLessThanOrEqual(1)
        expect(-(discounts[0]?.amount ?? 0)).toBeLessThanOrEqual(subtotal)
        expect(discounts[0]?.amount ?? -1).toBeLessThan(0)
        expect(classes.length).toBeGreaterThan(0)
      }),
    )
  })

  it('does not depend on the order of sessions, class prices or tiers', () => {
    const shuffled = <T>(items: readonly T[]) =>
      fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length })
    fc.assert(
      fc.property(
        sessionsArb.chain((s) => fc.tuple(fc.constant(s), shuffled(s))),
        pricesArb.chain((p) =>
          fc.tuple(
            fc.constant(p),
            fc.record({
              class_prices: shuffled(p.class_prices),
              discount_tiers: shuffled(p.discount_tiers),
            }),
          ),
        ),
        ([sessions, reordered], [priceList, reorderedLists]) => {
          expect(computeInvoice('2026-11', reordered, { ...priceList, ...reorderedLists })).toEqual(
            computeInvoice('2026-11', sessions, priceList),
          )
        },
      ),
    )
  })
})
