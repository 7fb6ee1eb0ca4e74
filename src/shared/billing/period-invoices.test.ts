import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { PriceList } from './compute-invoice.ts'
import {
  buildPeriodInvoices,
  diffInvoices,
  type AttendanceRow,
  type ExistingInvoice,
  type InvoiceDraft,
} from './period-invoices.ts'

const PRICES: PriceList = {
  class_prices: [{ class_type: 'group', price: 10_000 }],
  transport_price: 2_000,
  service_fee: null,
  discount_tiers: [],
}

const ANA = 'student-ana'
const BEA = 'student-bea'
const CARLA = 'student-carla'
const SUPPORTER = 'supporter-1'

function row(student_id: string, day: number, extra: Partial<AttendanceRow> = {}): AttendanceRow {
  const dd = String(day).padStart(2, '0')
  return {
    student_id,
    supporter_id: null,
    session_id: `session-${dd}`,
    session_date: `2026-11-${dd}T18:00:00-03:00`,
    class_type: 'group',
    group_price_per_session: null,
    used_transport: false,
    ...extra,
  }
}

/** How the server would store a draft: a pending invoice. */
function stored(draft: InvoiceDraft, id: string, status: ExistingInvoice['status'] = 'pending') {
  return {
    id,
    student_id: draft.student_id,
    payer_id: draft.payer_id,
    status,
    total: draft.total,
    lines: draft.lines,
  }
}

describe('service fee: once per guardian and month', () => {
  const withFee = { ...PRICES, service_fee: 500 }
  const family = [
    row(BEA, 3, { supporter_id: SUPPORTER }),
    row(ANA, 4, { supporter_id: SUPPORTER }),
    row(CARLA, 5),
  ]
  const fees = (drafts: InvoiceDraft[]) =>
    drafts.map((d) => [d.student_id, d.lines.filter((l) => l.description.startsWith('Cargo'))])

  it('charges the guardian once, on the invoice of the smallest student id, with a line that says so', () => {
    const fee = [
      { description: 'Cargo por servicio (uno por apoderado y mes)', amount: 500, exempt: false },
    ]
    expect(fees(buildPeriodInvoices('2026-11', family, withFee))).toEqual([
      [ANA, fee],
      [BEA, []],
      [CARLA, fee],
    ])
  })

  it('leaves it where an invoice that will not change already carries it', () => {
    const drafts = buildPeriodInvoices('2026-11', family, withFee, new Map([[SUPPORTER, BEA]]))
    expect(drafts.map((d) => d.total)).toEqual([10_000, 10_500, 10_500])
  })
})

describe('buildPeriodInvoices', () => {
  const rows = [
    row(BEA, 3, { supporter_id: SUPPORTER }),
    row(ANA, 3),
    row(CARLA, 14, { class_type: 'other', used_transport: true }),
    row(BEA, 5, { supporter_id: SUPPORTER, used_transport: true }),
    row(ANA, 30, { session_date: '2026-12-01T10:00:00-03:00' }),
  ]

  it('drafts one invoice per student who owes, billed to the supporter or the student', () => {
    expect(buildPeriodInvoices('2026-11', rows, PRICES)).toEqual([
      {
        billing_period: '2026-11',
        student_id: ANA,
        payer_id: ANA,
        lines: [
          {
            description: 'Clase grupal: 1 × $10.000 (martes 3 de noviembre)',
            amount: 10_000,
            exempt: true,
          },
        ],
        total: 10_000,
        billable_classes: 1,
      },
      {
        billing_period: '2026-11',
        student_id: BEA,
        payer_id: SUPPORTER,
        lines: [
          {
            description: 'Clases grupales: 2 × $10.000 (martes 3 y jueves 5 de noviembre)',
            amount: 20_000,
            exempt: true,
          },
          { description: 'Transporte: 1 × $2.000', amount: 2_000, exempt: false },
        ],
        total: 22_000,
        billable_classes: 2,
      },
    ])
  })

  it('leaves out every student when nothing is priced', () => {
    expect(buildPeriodInvoices('2026-11', rows, { ...PRICES, class_prices: [] })).toEqual([])
    expect(buildPeriodInvoices('2026-11', [], PRICES)).toEqual([])
  })

  it('does not depend on the order of the rows, even if they disagree on the supporter', () => {
    const messy = [
      ...rows,
      row(ANA, 12, { supporter_id: 'supporter-3' }),
      row(ANA, 10, { supporter_id: 'supporter-2' }),
    ]
    expect(buildPeriodInvoices('2026-11', messy, PRICES)[0]?.payer_id).toBe('supporter-2')
    fc.assert(
      fc.property(fc.shuffledSubarray(messy, { minLength: messy.length }), (shuffled) => {
        expect(buildPeriodInvoices('2026-11', shuffled, PRICES)).toEqual(
          buildPeriodInvoices('2026-11', messy, PRICES),
        )
      }),
    )
  })
})

describe('diffInvoices', () => {
  const before = buildPeriodInvoices('2026-11', [row(ANA, 3), row(BEA, 3), row(BEA, 5)], PRICES)
  const [ana, bea] = before as [InvoiceDraft, InvoiceDraft]

  it('creates every draft when the period has no invoices yet', () => {
    expect(diffInvoices([], before)).toEqual({
      create: before,
      update: [],
      cancel: [],
      untouched: [],
      held: [],
    })
  })

  it('leaves pending invoices alone when nothing changed (regeneration is idempotent)', () => {
    const existing = [stored(ana, 'inv-1'), stored(bea, 'inv-2')]
    expect(diffInvoices(existing, before)).toEqual({
      create: [],
      update: [],
      cancel: [],
      untouched: existing,
      held: [],
    })
  })

  it('updates a pending invoice when attendance was added', () => {
    const after = buildPeriodInvoices(
      '2026-11',
      [row(ANA, 3), row(ANA, 10), row(BEA, 3), row(BEA, 5)],
      PRICES,
    )
    const diff = diffInvoices([stored(ana, 'inv-1'), stored(bea, 'inv-2')], after)
    expect(diff.update).toEqual([{ id: 'inv-1', draft: after[0] }])
    expect(diff.update[0]?.draft.total).toBe(20_000)
    expect(diff.untouched.map((i) => i.id)).toEqual(['inv-2'])
    expect(diff.create).toEqual([])
    expect(diff.cancel).toEqual([])
  })

  it('updates a pending invoice whose days changed but whose total did not', () => {
    const moved = buildPeriodInvoices('2026-11', [row(ANA, 4)], PRICES)
    expect(moved[0]?.total).toBe(ana.total)
    expect(diffInvoices([stored(ana, 'inv-1')], moved).update).toEqual([
      { id: 'inv-1', draft: moved[0] },
    ])
  })

  it('updates a pending invoice whose payer changed', () => {
    const supported = buildPeriodInvoices(
      '2026-11',
      [row(ANA, 3, { supporter_id: SUPPORTER })],
      PRICES,
    )
    expect(diffInvoices([stored(ana, 'inv-1')], supported).update).toEqual([
      { id: 'inv-1', draft: supported[0] },
    ])
  })

  it('cancels a pending invoice when its attendance was removed entirely', () => {
    const existing = [stored(ana, 'inv-1'), stored(bea, 'inv-2')]
    const diff = diffInvoices(
      existing,
      buildPeriodInvoices('2026-11', [row(BEA, 3), row(BEA, 5)], PRICES),
    )
    expect(diff.cancel).toEqual([existing[0]])
    expect(diff.untouched).toEqual([existing[1]])
    expect(diff.update).toEqual([])
    expect(diff.create).toEqual([])
  })

  it('never touches a paid invoice, whether attendance changed or vanished', () => {
    const paid = [stored(ana, 'inv-1', 'paid'), stored(bea, 'inv-2', 'paid')]
    const after = buildPeriodInvoices('2026-11', [row(ANA, 3), row(ANA, 10)], PRICES)
    expect(diffInvoices(paid, after)).toEqual({
      create: [],
      update: [],
      cancel: [],
      untouched: paid,
      held: [],
    })
  })

  it('creates a new invoice next to a cancelled one, which stays as it is', () => {
    const cancelled = stored(ana, 'inv-1', 'cancelled')
    expect(diffInvoices([cancelled], [ana])).toEqual({
      create: [ana],
      update: [],
      cancel: [],
      untouched: [cancelled],
      held: [],
    })
    expect(diffInvoices([cancelled], []).untouched).toEqual([cancelled])
  })

  it('cancels a second live invoice of one student, keeping the paid one', () => {
    const paid = stored(ana, 'inv-2', 'paid')
    const pending = stored(ana, 'inv-1')
    expect(diffInvoices([pending, paid], [ana])).toEqual({
      create: [],
      update: [],
      cancel: [pending],
      untouched: [paid],
      held: [],
    })
    const other = stored(ana, 'inv-3')
    expect(diffInvoices([other, pending], [ana])).toEqual({
      create: [],
      update: [],
      cancel: [other],
      untouched: [pending],
      held: [],
    })
  })

  it('holds an invoice being paid instead of updating or cancelling it', () => {
    const existing = [stored(ana, 'inv-1'), stored(bea, 'inv-2')]
    const paying = new Set(['inv-1', 'inv-2'])
    const after = buildPeriodInvoices('2026-11', [row(ANA, 3), row(ANA, 10)], PRICES)
    const diff = diffInvoices(existing, after, paying)
    expect(diff.held).toEqual([
      { invoice: existing[0], draft: after[0] },
      { invoice: existing[1], draft: null },
    ])
    expect(diff.update).toEqual([])
    expect(diff.cancel).toEqual([])
    // Up to date, it is simply unchanged.
    expect(diffInvoices(existing, before, paying).untouched).toEqual(existing)
  })

  it('reaches a fixed point: applying a diff and diffing again changes nothing', () => {
    const days = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 4 })
    fc.assert(
      fc.property(days, days, days, (anaDays, beaDays, carlaDays) => {
        const rows = [
          ...anaDays.map((d) => row(ANA, d)),
          ...beaDays.map((d) => row(BEA, d)),
          ...carlaDays.map((d) => row(CARLA, d)),
        ]
        const existing = before.map((d, i) => stored(d, `inv-${i}`))
        const drafts = buildPeriodInvoices('2026-11', rows, PRICES)
        const diff = diffInvoices(existing, drafts)
        const updated = new Map(diff.update.map((u) => [u.id, u.draft]))
        const applied = [
          ...diff.untouched,
          ...existing.filter((e) => updated.has(e.id)).map((e) => stored(updated.get(e.id)!, e.id)),
          ...diff.cancel.map((e) => ({ ...e, status: 'cancelled' as const })),
          ...diff.create.map((d, i) => stored(d, `new-${i}`)),
        ]
        expect(applied).toHaveLength(existing.length + diff.create.length)
        const again = diffInvoices(applied, drafts)
        expect(again.create).toEqual([])
        expect(again.update).toEqual([])
        expect(again.cancel).toEqual([])
      }),
    )
  })
})
