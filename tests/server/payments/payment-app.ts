// The app for the payment tests: listening on a real port, so the built-in Khipu simulator is
// reached over HTTP as Khipu would be, with starts of a payment each from its own address.
import { eq } from 'drizzle-orm'
import { beforeAll } from 'vitest'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import { khipuPayments, paymentAttempts } from '#server/db/schema.ts'
import { useTestApp, type TestContext } from '../helpers/test-app.ts'

/** `useTestApp()`, listening on a free port of 127.0.0.1 before the first test. */
export function useListeningTestApp(): TestContext {
  const ctx = useTestApp()
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  return ctx
}

/** POST /api/payments on `app` from `remoteAddress`. */
export const startOn = (
  app: App,
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/payments', payload, headers, remoteAddress })

/**
 * Starts of a payment on the app of `ctx`, each from the next address of `subnet` ('10.1.0'
 * gives 10.1.0.1, 10.1.0.2, …): the route allows 10 a minute per address.
 */
export function paymentStarter(ctx: TestContext, subnet: string) {
  let caller = 0
  return (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    startOn(ctx.app, payload, `${subnet}.${++caller}`, headers)
}

/** The Khipu payment holding the (first) attempt to pay `invoiceId`. */
export async function khipuPaymentOf(db: Db, invoiceId: string) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoice_id, invoiceId))
  const [payment] = await db
    .select()
    .from(khipuPayments)
    .where(eq(khipuPayments.id, attempt!.payment_id))
  return payment!
}
