// The app for the payment tests: listening on a real port, so the built-in Khipu simulator is
// reached over HTTP as Khipu would be, with starts of a payment each from its own address.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, vi } from 'vitest'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import { khipuPayments, paymentAttempts, users } from '#server/db/schema.ts'
import { FIRST_SCHOOL_ADDRESS } from '../helpers/second-school.ts'
import { holdsSecondSchool, useTestApp, type TestContext } from '../helpers/test-app.ts'

/**
 * Sends this process's requests to the first school's address (https, port 443) to `origin`, as
 * the deployment's TLS proxy would send them to the server: Khipu's notifications, there when the
 * first school has an address of its own (helpers/second-school.ts).
 */
function reachFirstSchoolAt(origin: string) {
  const fetchOutside = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (url.origin !== FIRST_SCHOOL_ADDRESS) return fetchOutside(input, init)
    const local = new URL(`${url.pathname}${url.search}`, origin)
    return fetchOutside(input instanceof Request ? new Request(local, input) : local, init)
  })
}

/** `useTestApp()`, listening on a free port of 127.0.0.1 before the first test. */
export function useListeningTestApp(): TestContext {
  const ctx = useTestApp()
  beforeAll(async () => {
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    if (holdsSecondSchool()) reachFirstSchoolAt(origin)
  })
  afterAll(() => {
    vi.unstubAllGlobals()
  })
  return ctx
}

/** POST /api/payments on `app`, from `remoteAddress` when given. */
export const startOn = (
  app: App,
  payload: Record<string, unknown>,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments',
    payload,
    headers,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })

/** A start paying all of `invoice` in pesos, as the guardian of `payer_rut`. */
export const wholeInvoice = (invoice: { id: string; total_amount: number }, payer_rut: string) => ({
  invoice_id: invoice.id,
  amount: invoice.total_amount,
  currency: 'CLP',
  payer_rut,
})

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

/**
 * The guardian of `rut` recognised on the portal by a child's birth date (`birthDate`, given to
 * `studentId` first): the request headers carrying the portal's proof cookie.
 */
export async function recognisedHeaders(
  ctx: TestContext,
  values: { rut: string; studentId: string; birthDate: string; remoteAddress?: string },
) {
  const { rut, studentId, birthDate, remoteAddress } = values
  await ctx.db.update(users).set({ birth_date: birthDate }).where(eq(users.id, studentId))
  const recognised = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    payload: { rut, birth_date: birthDate },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })
  const proof = recognised.cookies.find((c) => c.name === 'bs_portal')!
  return { cookie: `bs_portal=${proof.value}` }
}

/**
 * Presses a button of the Khipu simulator's bank page ('Pagar', 'Rechazar', 'Revertir') as the
 * payer or the bank would; `bankUrl` is the page's address (the start's simplified_transfer_url)
 * or its path.
 */
export const atBank = (app: App, bankUrl: string, action: 'pay' | 'reject' | 'reverse' = 'pay') =>
  app.inject({
    method: 'POST',
    url: `${new URL(bankUrl, 'http://localhost').pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })
