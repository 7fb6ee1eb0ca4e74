// Families, prices, attended sessions and invoices for the billing and payment tests.
import { TZDate } from '@date-fns/tz'
import { beforeAll, expect } from 'vitest'
import type { Role } from '#shared/roles.ts'
import type { InvoiceGeneration } from '#shared/contract/invoices.ts'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { currentBillingPeriod, previousBillingPeriod, SCHOOL_TZ } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import {
  classPrices,
  classSessions,
  invoices,
  khipuPayments,
  paymentAttempts,
  serviceFee,
  sessionStudents,
  transportPrice,
  users,
  type InvoiceLineItem,
} from '#server/db/schema.ts'
import type { Caller } from '../prices/api.ts'
import { signInRoles } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'

let next = 20_000_000
/** A fresh valid RUT, formatted '20.000.001-K'. */
export function newRut(): string {
  next += 1
  return formatRut(`${next}${computeRutCheckDigit(String(next))}`)
}

export const lastMonth = () => previousBillingPeriod()
export const thisMonth = () => currentBillingPeriod()

/** group class $10.000, transport $3.000, service fee $500, no discount tiers. */
export async function seedPrices(db: Db) {
  await db.insert(classPrices).values([
    { class_type: 'group', price: 10000 },
    { class_type: 'one_to_one', price: 25000 },
  ])
  await db.insert(transportPrice).values({ price: 3000 })
  await db.insert(serviceFee).values({ fee_amount: 500 })
}

/**
 * The usual start of a billing test file: one app with `seedPrices`, and a member of each of
 * `roles` signed in on it; `tokens` (their access tokens, by role) is filled in before the first
 * test.
 */
export function useBillingApp(roles: readonly Role[]) {
  const ctx = useTestApp()
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    await seedPrices(ctx.db)
    Object.assign(tokens, await signInRoles(ctx.app, ctx.db, roles))
  })
  return { ctx, tokens }
}

export async function seedFamily(db: Db, children = 1) {
  const [guardian] = await db
    .insert(users)
    .values({ role: 'supporter', name: 'Ana', last_name: 'Pagadora', rut: newRut() })
    .returning()
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: children }, (_, i) => ({
        role: 'student' as const,
        name: `Hijo${i}`,
        last_name: 'Pagadora',
        rut: newRut(),
        supporter_id: guardian!.id,
      })),
    )
    .returning()
  return { guardian: guardian!, students }
}

/** 10:00 in Santiago on `day` of `period`. */
export function dayOf(period: string, day: number): Date {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return new Date(new TZDate(year, month - 1, day, 10, 0, SCHOOL_TZ).getTime())
}

export async function seedSession(
  db: Db,
  at: Date,
  attendees: { id: string; used_transport?: boolean }[],
  classType: 'group' | 'one_to_one' | 'other' = 'group',
) {
  const [session] = await db
    .insert(classSessions)
    .values({ session_date: at, class_type: classType })
    .returning()
  if (attendees.length > 0) {
    await db.insert(sessionStudents).values(
      attendees.map((a) => ({
        session_id: session!.id,
        student_id: a.id,
        used_transport: a.used_transport ?? false,
      })),
    )
  }
  return session!
}

/**
 * A group class at 10:00 on each of the given days of each period, attended by `studentId`, who
 * rides the school transport to the first `withTransport` of each period. Returns the sessions.
 */
export async function seedSessionsOn(
  db: Db,
  studentId: string,
  daysByPeriod: Record<string, readonly number[]>,
  withTransport = 0,
) {
  const sessions = []
  for (const [period, days] of Object.entries(daysByPeriod)) {
    for (const [i, day] of days.entries()) {
      sessions.push(
        await seedSession(db, dayOf(period, day), [
          { id: studentId, used_transport: i < withTransport },
        ]),
      )
    }
  }
  return sessions
}

export async function seedInvoice(
  db: Db,
  values: {
    student_id: string
    payer_id: string
    billing_period?: string
    total_amount?: number
    status?: 'pending' | 'paid' | 'cancelled'
    /** Lines adding up to the total; by default a class line and the fee, without tax flags. */
    line_items?: InvoiceLineItem[]
  },
) {
  const total = values.total_amount ?? 20500
  const [invoice] = await db
    .insert(invoices)
    .values({
      billing_period: values.billing_period ?? lastMonth(),
      student_id: values.student_id,
      payer_id: values.payer_id,
      status: values.status ?? 'pending',
      total_amount: total,
      line_items: values.line_items ?? [
        { description: 'Clases grupales: 2 × $10.000', amount: total - 500 },
        { description: 'Cargo por servicio', amount: 500 },
      ],
    })
    .returning()
  return invoice!
}

/** A guardian with one child per total, each child with a pending invoice of last month for it. */
export async function seedOwingFamily(db: Db, totals: readonly number[]) {
  const { guardian, students } = await seedFamily(db, totals.length)
  const owed = []
  for (const [i, total] of totals.entries()) {
    owed.push(
      await seedInvoice(db, {
        student_id: students[i]!.id,
        payer_id: guardian.id,
        total_amount: total,
      }),
    )
  }
  return { guardian, students, owed, ids: owed.map((i) => i.id), rut: guardian.rut! }
}

/** The JSON body of a 2xx answer; any other status fails the test showing the body. */
export async function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300)
  return JSON.parse(response.body) as unknown
}

/** A billing run of `period` by `admin`: its preview (`dryRun`) or the run itself. */
export async function bill(
  admin: Caller,
  period: string,
  dryRun: boolean,
): Promise<InvoiceGeneration> {
  return (await ok(
    dryRun
      ? await admin.get(`/api/invoices/preview?billing_period=${period}`)
      : await admin.send('POST', '/api/invoices/generate', { billing_period: period }),
  )) as InvoiceGeneration
}

/**
 * Prices in force from `valid_from`, recorded by `admin` through the prices API: the group class
 * price, the transport price and the service fee, each only when given.
 */
export async function postPrices(
  admin: Caller,
  valid_from: string,
  prices: { group?: number; transport?: number; fee?: number },
) {
  if (prices.group !== undefined) {
    await ok(
      await admin.send('POST', '/api/prices/class_prices', {
        class_type: 'group',
        price: prices.group,
        valid_from,
      }),
    )
  }
  if (prices.transport !== undefined) {
    await ok(
      await admin.send(
        'POST',
        `/api/prices/transport_price?price=${prices.transport}&valid_from=${valid_from}`,
      ),
    )
  }
  if (prices.fee !== undefined) {
    await ok(
      await admin.send(
        'POST',
        `/api/prices/service_fee?fee_amount=${prices.fee}&valid_from=${valid_from}`,
      ),
    )
  }
}

/** A payment of one invoice as a start would record it: the Khipu payment and its one attempt. */
export async function seedAttempt(
  db: Db,
  values: {
    invoice_id: string
    amount: number
    currency?: string
    status?: 'pending' | 'completed' | 'failure'
    notes?: string
    khipu_payment_id?: string
    created_at?: Date
  },
) {
  const { invoice_id, ...payment } = values
  const [parent] = await db.insert(khipuPayments).values(payment).returning()
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({ ...payment, invoice_id, payment_id: parent!.id })
    .returning()
  return attempt!
}
