// The public payment portal's reads (no login): a payer's invoices by RUT, carrying no names and
// a masked student RUT, and an invoice's payment attempts for the return page, refreshed from
// Khipu when one is still pending. GET /invoices/{rut}, GET /invoices/{id}/payments.
import { and, desc, eq, gte, lt, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, idParamsSchema } from '#shared/contract/common.ts'
import {
  paymentAttemptSchema,
  portalInvoiceSchema,
  portalRutParamsSchema,
} from '#shared/contract/invoices.ts'
import { lastTwelveMonths } from '#shared/dates.ts'
import { maskRut } from '#shared/rut.ts'
import { invoices, paymentAttempts, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { confirmPayment } from '#server/khipu/confirm-payment.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'

const payers = alias(users, 'payer')
/** A pending attempt younger than this is still on its way to Khipu; do not ask yet. */
const ASK_KHIPU_AFTER_MS = 5_000
/** At most one Khipu lookup per attempt in this window, however often the page reloads. */
const ASK_KHIPU_EVERY_MS = 10_000

const portalInvoiceRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const lastAsked = new Map<string, number>()

    app.get(
      '/invoices/:rut',
      {
        config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['portal'],
          summary: 'Portal de pagos: cobros del pagador con ese RUT (sin nombres)',
          params: portalRutParamsSchema,
          response: {
            200: z.array(portalInvoiceSchema),
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        // Paid invoices of the last twelve months, and anything still owed however old.
        const oldest = lastTwelveMonths().at(-1)!.value
        const students = alias(users, 'student')
        const rows = await app.db
          .select({
            id: invoices.id,
            billing_period: invoices.billing_period,
            status: invoices.status,
            student_rut: students.rut,
            line_items: invoices.line_items,
            total_amount: invoices.total_amount,
          })
          .from(invoices)
          .innerJoin(payers, eq(payers.id, invoices.payer_id))
          .innerJoin(students, eq(students.id, invoices.student_id))
          .where(
            and(
              eq(payers.rut, request.params.rut),
              or(
                eq(invoices.status, 'pending'),
                and(eq(invoices.status, 'paid'), gte(invoices.billing_period, oldest)),
              ),
            ),
          )
          .orderBy(desc(invoices.billing_period), invoices.created_at, invoices.id)
        return rows.map(({ student_rut, line_items, ...row }) => ({
          ...row,
          student_rut_masked: student_rut ? maskRut(student_rut) : null,
          line_items: line_items.map(({ description, amount }) => ({ description, amount })),
        }))
      },
    )

    const attemptsOf = (invoiceId: string) =>
      app.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.invoice_id, invoiceId))
        .orderBy(desc(paymentAttempts.created_at), desc(paymentAttempts.id))

    /** Asks Khipu about attempts still pending, so the return page shows the truth. */
    async function refreshPending(invoiceId: string): Promise<void> {
      if (runtime.mode === 'unavailable') return
      const now = Date.now()
      const stale = await app.db
        .select({ id: paymentAttempts.id, khipu: paymentAttempts.khipu_payment_id })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.invoice_id, invoiceId),
            eq(paymentAttempts.status, 'pending'),
            lt(paymentAttempts.created_at, new Date(now - ASK_KHIPU_AFTER_MS)),
          ),
        )
      const due = stale.filter(
        (a) => a.khipu && now - (lastAsked.get(a.id) ?? 0) > ASK_KHIPU_EVERY_MS,
      )
      for (const attempt of due) {
        lastAsked.set(attempt.id, now)
        try {
          await confirmPayment(app.db, runtime.client, attempt.khipu!, 'return_page')
        } catch (error) {
          app.log.warn({ err: error, attempt: attempt.id }, 'khipu lookup failed')
        }
      }
      if (lastAsked.size > 10_000) lastAsked.clear()
    }

    app.get(
      '/invoices/:id/payments',
      {
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['portal'],
          summary: 'Intentos de pago de un cobro (página de retorno), el más reciente primero',
          params: idParamsSchema,
          response: {
            200: z.array(paymentAttemptSchema),
            400: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const [invoice] = await app.db
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.id, request.params.id))
        if (!invoice) throw new HttpError(404, 'NOT_FOUND')
        await refreshPending(invoice.id)
        const attempts = await attemptsOf(invoice.id)
        return attempts.map((a) => ({
          amount: a.amount,
          payment_status: a.status,
          updated_at: a.updated_at.toISOString(),
          notes: a.notes,
        }))
      },
    )
  }

export default portalInvoiceRoutes
