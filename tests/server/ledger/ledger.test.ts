import { describe, expect, it } from 'vitest'
import { bearer } from '../helpers/fixtures.ts'
import {
  dayOf,
  lastMonth,
  seedFamily,
  seedInvoice,
  seedAttempt,
  seedSession,
  thisMonth,
  useBillingApp,
} from '../payments/billing-fixtures.ts'

const { ctx, tokens } = useBillingApp(['admin', 'teacher'])

const get = (url: string, role = 'admin') => ctx.app.inject({ url, headers: bearer(tokens[role]!) })

describe('ledger of a student and of a guardian', () => {
  it('lists classes by month with transport, every cobro in every status with lines and attempts', async () => {
    const { guardian, students } = await seedFamily(ctx.db, 2)
    const [ana, beto] = students as [(typeof students)[0], (typeof students)[0]]
    await seedSession(ctx.db, dayOf(lastMonth(), 3), [{ id: ana.id, used_transport: true }])
    await seedSession(ctx.db, dayOf(thisMonth(), 1), [{ id: ana.id }, { id: beto.id }])
    const paid = await seedInvoice(ctx.db, {
      student_id: ana.id,
      payer_id: guardian.id,
      billing_period: '2024-05',
      status: 'paid',
    })
    await seedAttempt(ctx.db, {
      invoice_id: paid.id,
      amount: paid.total_amount,
      status: 'completed',
    })
    await seedInvoice(ctx.db, { student_id: beto.id, payer_id: guardian.id })

    const student = await get(`/api/students/${ana.id}/ledger`)
    expect(student.statusCode, student.body).toBe(200)
    const body = student.json()
    expect(body.attendance.map((m: { month: string }) => m.month)).toEqual([
      thisMonth(),
      lastMonth(),
    ])
    expect(body.attendance[1].classes).toEqual([
      expect.objectContaining({
        used_transport: true,
        student: expect.objectContaining({ id: ana.id }),
      }),
    ])
    expect(body.invoices).toEqual([
      expect.objectContaining({
        id: paid.id,
        status: 'paid',
        paid_by: 'khipu',
        line_items: expect.arrayContaining([{ description: 'Cargo por servicio', amount: 500 }]),
        attempts: [expect.objectContaining({ status: 'completed' })],
      }),
    ])

    const family = (await get(`/api/supporters/${guardian.id}/ledger`)).json()
    expect(family.person.id).toBe(guardian.id)
    expect(family.students).toHaveLength(2)
    expect(family.invoices).toHaveLength(2)
    expect(family.attendance[0].classes).toHaveLength(2)

    const one = await get(`/api/invoices/${paid.id}/details`)
    expect(one.json()).toMatchObject({ id: paid.id, status: 'paid', total_amount: 20500 })
    expect((await get(`/api/invoices/${paid.id}/details`, 'teacher')).statusCode).toBe(403)
    expect((await get(`/api/invoices/${guardian.id}/details`)).statusCode).toBe(404)
  })

  it('a teacher sees no money; a wrong kind of person is 404; a bad id is 400', async () => {
    const { guardian, students } = await seedFamily(ctx.db)
    expect((await get(`/api/students/${students[0]!.id}/ledger`, 'teacher')).statusCode).toBe(403)
    expect((await get(`/api/supporters/${guardian.id}/ledger`, 'teacher')).statusCode).toBe(403)
    expect((await get(`/api/students/${guardian.id}/ledger`)).statusCode).toBe(404)
    expect((await get(`/api/supporters/${students[0]!.id}/ledger`)).statusCode).toBe(404)
    const bad = await get('/api/students/123/ledger')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/[a-z]/)
  })
})
