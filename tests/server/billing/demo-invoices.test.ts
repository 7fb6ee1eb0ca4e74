import { beforeAll, describe, expect, it } from 'vitest'
import { previousBillingPeriod } from '#shared/dates.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { useTestApp } from '../helpers/test-app.ts'

const ctx = useTestApp({ demo: true })
beforeAll(async () => {
  await bootstrap(ctx.db, ctx.config)
})

describe('demo school billing', () => {
  it('the demo guardian 12.345.678-5 has pending invoices for last month, payable in the portal', async () => {
    const response = await ctx.app.inject({ url: '/api/invoices/12.345.678-5' })
    const list = response.json() as {
      billing_period: string
      status: string
      total_amount: number
    }[]
    const lastMonth = list.filter((i) => i.billing_period === previousBillingPeriod())
    // Three children, each with last month's invoice; the service fee once for the family.
    expect(lastMonth).toHaveLength(3)
    const fees = JSON.stringify(lastMonth).match(/Cargo por servicio/g) ?? []
    expect(fees).toHaveLength(1)
    expect(lastMonth.every((i) => i.status === 'pending' && i.total_amount > 0)).toBe(true)
  })

  it('the demo guardian is recognised by their first child’s birth date, 2014-05-12', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/recognize',
      payload: { rut: '12.345.678-5', birth_date: '2014-05-12' },
    })
    expect(response.json()).toEqual({ recognized: true })
  })
})
