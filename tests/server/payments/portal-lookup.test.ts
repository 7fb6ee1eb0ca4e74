import { describe, expect, it } from 'vitest'
import { currentBillingPeriod } from '#shared/dates.ts'
import { cleanRut, maskRut } from '#shared/rut.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { lastMonth, newRut, seedFamily, seedInvoice } from './billing-fixtures.ts'

const ctx = useTestApp()

let ip = 0
const lookup = (rut: string) =>
  ctx.app.inject({
    url: `/api/invoices/${encodeURIComponent(rut)}`,
    remoteAddress: `10.1.0.${++ip}`,
  })

function monthsAgo(n: number): string {
  const [y, m] = lastMonth().split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) - (n - 1)
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

describe('GET /api/invoices/{rut} (public portal)', () => {
  it("lists the payer's pending and recent paid invoices, newest first, with only masked RUTs", async () => {
    const { guardian, students } = await seedFamily(ctx.db, 2)
    const [a, b] = students as [(typeof students)[0], (typeof students)[0]]
    const payer = guardian.id
    const pending = await seedInvoice(ctx.db, { student_id: a.id, payer_id: payer })
    const paid = await seedInvoice(ctx.db, {
      student_id: b.id,
      payer_id: payer,
      billing_period: monthsAgo(2),
      status: 'paid',
    })
    await seedInvoice(ctx.db, { student_id: b.id, payer_id: payer, status: 'cancelled' })
    await seedInvoice(ctx.db, {
      student_id: b.id,
      payer_id: payer,
      billing_period: monthsAgo(14),
      status: 'paid',
    })
    const other = await seedFamily(ctx.db)
    await seedInvoice(ctx.db, { student_id: other.students[0]!.id, payer_id: other.guardian.id })

    // Any spelling of the RUT finds the same invoices.
    const response = await lookup(cleanRut(guardian.rut!))
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const list = response.json()
    expect(list.map((i: { id: string }) => i.id)).toEqual([pending.id, paid.id])
    expect(list[0]).toEqual({
      id: pending.id,
      billing_period: lastMonth(),
      status: 'pending',
      student_rut_masked: maskRut(a.rut!),
      line_items: pending.line_items,
      total_amount: 20500,
      // No name and no receipt for a RUT alone.
      student_label: null,
      receipt_id: null,
      payable: true,
    })
    // Paid: nothing to pay.
    expect(list[1].payable).toBe(false)
    expect(list[0].student_rut_masked).toMatch(/^\*\*\.\*\*\*\.\d{3}-[\dK]$/)
    expect(JSON.stringify(list)).not.toContain(a.name)
    expect(JSON.stringify(list)).not.toContain(a.rut!)
  })

  it("says a pending invoice of the month still running is not payable yet (the server's clock)", async () => {
    const { guardian, students } = await seedFamily(ctx.db)
    const current = await seedInvoice(ctx.db, {
      student_id: students[0]!.id,
      payer_id: guardian.id,
      billing_period: currentBillingPeriod(),
    })
    const list = (await lookup(guardian.rut!)).json()
    expect(list).toEqual([expect.objectContaining({ id: current.id, payable: false })])
  })

  it('answers an unknown RUT exactly like a known payer with no invoices', async () => {
    const { guardian } = await seedFamily(ctx.db)
    const known = await lookup(guardian.rut!)
    const unknown = await lookup(newRut())
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(unknown.json()).toEqual([])
    expect(unknown.headers['cache-control']).toBe(known.headers['cache-control'])
  })

  it('answers 400 in Spanish for a RUT whose check digit is wrong', async () => {
    const response = await lookup('12.345.678-9')
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/RUT inválido/)
    expect((await lookup('hola')).statusCode).toBe(400)
  })

  it('limits lookups per IP (429 after 20 a minute)', async () => {
    const rut = newRut()
    const codes: number[] = []
    for (let i = 0; i < 21; i++) {
      const answer = await ctx.app.inject({
        url: `/api/invoices/${rut}`,
        remoteAddress: '10.2.0.1',
      })
      codes.push(answer.statusCode)
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(20)
    expect(codes.filter((c) => c === 429)).toHaveLength(1)
    const other = await ctx.app.inject({ url: `/api/invoices/${rut}`, remoteAddress: '10.2.0.2' })
    expect(other.statusCode).toBe(200)
  })
})
