// The public payment portal's reads (no login): a payer's invoices by RUT, carrying no names and
// a masked student RUT, and an invoice's payment attempts for the return page (with every cobro
// each payment covers), refreshed from Khipu when one is still pending. GET /portal/invoices/{rut}
// and GET /portal/invoices/{id}/payments (old paths: the same without /portal).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { santiagoIso } from '#shared/dates.ts'
import {
  paymentAttemptSchema,
  portalInvoiceSchema,
  portalRutParamsSchema,
} from '#shared/contract/invoices.ts'
import { portalProofOf } from './guardian-data.ts'
import { HttpError } from '#server/http-error.ts'
import { confirmPayment } from '#server/payments/confirm-payment-data.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import {
  attemptsOf,
  invoiceExists,
  pendingAttemptsBefore,
  portalInvoicesOf,
} from './portal-invoices-data.ts'
import { errorAnswers, portalProofOptional } from '#server/openapi.ts'
import { sharedLimit, withOldPath } from './old-paths.ts'

/**
 * Khipu is asked about a pending attempt as soon as it has a Khipu id (the guardian is back from
 * the bank; a rejection is never notified, so asking is how 'Fallido' shows at once).
 */
const ASK_KHIPU_AFTER_MS = 0
/** At most one Khipu lookup per attempt in this window, however often the page reloads. */
const ASK_KHIPU_EVERY_MS = 3_000

const portalInvoiceRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const lastAsked = new Map<string, number>()

    const byRutLimit = sharedLimit('invoices-by-rut', 20)
    for (const { url, deprecated } of withOldPath('/portal/invoices/:rut', '/invoices/:rut')) {
      app.get(
        url,
        {
          config: { public: true, rateLimit: byRutLimit },
          schema: {
            deprecated,
            tags: ['portal'],
            summary:
              'Portal de pagos: cobros del pagador con ese RUT (sin nombres ni fechas salvo al apoderado reconocido)',
            security: portalProofOptional,
            params: portalRutParamsSchema,
            response: {
              200: z.array(portalInvoiceSchema),
              ...errorAnswers(400, 429),
            },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store')
          const proof = await portalProofOf(app.db, request, app.config.jwtSecret)
          return portalInvoicesOf(app.db, request.params.rut, proof)
        },
      )
    }

    /** Asks Khipu about attempts still pending, so the return page shows the truth. */
    async function refreshPending(invoiceId: string): Promise<void> {
      if (runtime.mode === 'unavailable') return
      const now = Date.now()
      const stale = await pendingAttemptsBefore(
        app.db,
        invoiceId,
        new Date(now - ASK_KHIPU_AFTER_MS),
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

    const attemptsLimit = sharedLimit('payment-attempts', 30)
    const attemptPaths = withOldPath('/portal/invoices/:id/payments', '/invoices/:id/payments')
    for (const { url, deprecated } of attemptPaths) {
      app.get(
        url,
        {
          config: { public: true, rateLimit: attemptsLimit },
          schema: {
            deprecated,
            tags: ['portal'],
            summary: 'Intentos de pago de un cobro (página de retorno), el más reciente primero',
            security: portalProofOptional,
            params: idParamsSchema,
            response: {
              200: z.array(paymentAttemptSchema),
              ...errorAnswers(400, 404, 429),
            },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store')
          const invoiceId = request.params.id
          if (!(await invoiceExists(app.db, invoiceId))) throw new HttpError(404, 'NOT_FOUND')
          await refreshPending(invoiceId)
          const proof = await portalProofOf(app.db, request, app.config.jwtSecret)
          const attempts = await attemptsOf(app.db, invoiceId, proof)
          return attempts.map((a) => ({
            amount: a.amount,
            payment_status: a.status,
            updated_at: santiagoIso(a.updated_at),
            notes: a.notes,
            payment_amount: a.payment_amount,
            invoice_count: a.invoice_count,
            cobros: a.cobros,
          }))
        },
      )
    }
  }

export default portalInvoiceRoutes
