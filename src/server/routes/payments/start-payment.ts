// POST /payments (public): starts paying one invoice with Khipu. The server decides the amount,
// records a pending attempt BEFORE calling Khipu (its id is Khipu's transaction_id), and answers
// the URL to send the payer to. A still-pending attempt of the last minutes is reused instead of
// opening a second Khipu payment for the same invoice (anonymous callers have no Idempotency-Key).
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contract/common.ts'
import {
  paymentRequestBodySchema,
  paymentResponseSchema,
  type PaymentRequestBody,
} from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { invoices, paymentAttempts, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { confirmPayment } from '#server/khipu/confirm-payment.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { runWrite } from '#server/writes.ts'

/** A pending attempt this recent is reused rather than opening another Khipu payment. */
const REUSE_WINDOW_MS = 10 * 60 * 1000
/** An attempt with no Khipu id yet and younger than this is being started by another request. */
const IN_FLIGHT_MS = 30 * 1000

type Invoice = { id: string; status: string; billing_period: string; total_amount: number }

/** Refuses what must not be paid; the payer check comes first so others' invoices reveal nothing. */
function checkPayable(
  invoice: (Invoice & { payer_rut: string | null }) | undefined,
  body: { payer_rut: string; amount: number },
) {
  if (!invoice) throw new HttpError(404, 'NOT_FOUND')
  if (invoice.payer_rut !== body.payer_rut) throw new HttpError(403, 'PAYER_MISMATCH')
  if (invoice.status !== 'pending') throw new HttpError(409, 'INVOICE_NOT_PENDING')
  if (!isPeriodBeforeCurrent(invoice.billing_period))
    throw new HttpError(409, 'INVOICE_PERIOD_OPEN')
  if (body.amount !== invoice.total_amount) throw new HttpError(409, 'PAYMENT_AMOUNT_MISMATCH')
}

const startPaymentRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const db: Db = app.db

    /** The redirect URL of a recent attempt Khipu still has open, if any. */
    async function reusableUrl(invoice: Invoice): Promise<string | null> {
      const [recent] = await db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.invoice_id, invoice.id),
            eq(paymentAttempts.status, 'pending'),
            eq(paymentAttempts.amount, invoice.total_amount),
            gt(paymentAttempts.created_at, new Date(Date.now() - REUSE_WINDOW_MS)),
          ),
        )
        .orderBy(desc(paymentAttempts.created_at))
        .limit(1)
      if (!recent) return null
      if (!recent.khipu_payment_id) return null
      const payment = await runtime.client.getPayment(recent.khipu_payment_id).catch(() => null)
      if (!payment) return null
      if (payment.status === 'pending' && payment.status_detail !== 'rejected-by-payer') {
        return payment.simplified_transfer_url ?? payment.payment_url ?? null
      }
      const outcome = await confirmPayment(db, runtime.client, payment.payment_id, 'payment_start')
      if (outcome === 'paid') throw new HttpError(409, 'INVOICE_NOT_PENDING')
      return null
    }

    async function openKhipuPayment(attemptId: string, body: PaymentRequestBody, ip: string) {
      const base = runtime.publicUrl()
      try {
        const created = await runtime.client.createPayment({
          amount: body.amount,
          currency: 'CLP',
          subject: body.subject,
          transaction_id: attemptId,
          return_url: `${base}/payments-return/${body.invoice_id}`,
          cancel_url: `${base}/payments-return/${body.invoice_id}`,
          notify_url: `${base}/api/payments/khipu/notify`,
          notify_api_version: '3.0',
        })
        const url = created.simplified_transfer_url ?? created.payment_url
        if (!url) throw new Error('Khipu gave no payment URL')
        await db
          .update(paymentAttempts)
          .set({ khipu_payment_id: created.payment_id, updated_at: new Date() })
          .where(eq(paymentAttempts.id, attemptId))
        return url
      } catch (error) {
        app.log.warn({ err: error, attempt: attemptId }, 'khipu payment start failed')
        await db.transaction(async (tx) => {
          await tx
            .update(paymentAttempts)
            .set({ status: 'failure', notes: paymentNotes.startFailed, updated_at: new Date() })
            .where(eq(paymentAttempts.id, attemptId))
          await audit(tx, {
            actorId: null,
            action: 'payment_failed',
            entity: 'payment_attempt',
            entityId: attemptId,
            after: { status: 'failure', notes: paymentNotes.startFailed },
            ip,
          })
        })
        throw new HttpError(502, 'PAYMENT_START_FAILED')
      }
    }

    app.post(
      '/payments',
      {
        config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['portal'],
          summary: 'Inicia el pago de un cobro con Khipu; entrega la URL de pago',
          body: paymentRequestBodySchema,
          response: {
            200: paymentResponseSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
            502: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        if (runtime.mode === 'unavailable') throw new HttpError(503, 'ONLINE_PAYMENT_UNAVAILABLE')
        const body = request.body
        const byId = (tx: Db) =>
          tx
            .select({
              id: invoices.id,
              status: invoices.status,
              billing_period: invoices.billing_period,
              total_amount: invoices.total_amount,
              payer_rut: users.rut,
            })
            .from(invoices)
            .innerJoin(users, eq(users.id, invoices.payer_id))
            .where(eq(invoices.id, body.invoice_id))
        const [invoice] = await byId(db)
        checkPayable(invoice, body)
        const reused = await reusableUrl(invoice!)
        if (reused) return { simplified_transfer_url: reused }

        const attempt = await runWrite(request, reply, async ({ tx, audit: record }) => {
          // Re-checked under the row lock: the invoice may have been paid or regenerated meanwhile.
          const [locked] = await byId(tx).for('update', { of: invoices })
          checkPayable(locked, body)
          const [starting] = await tx
            .select({ id: paymentAttempts.id })
            .from(paymentAttempts)
            .where(
              and(
                eq(paymentAttempts.invoice_id, body.invoice_id),
                eq(paymentAttempts.status, 'pending'),
                isNull(paymentAttempts.khipu_payment_id),
                gt(paymentAttempts.created_at, new Date(Date.now() - IN_FLIGHT_MS)),
              ),
            )
            .limit(1)
          if (starting) throw new HttpError(409, 'PAYMENT_IN_PROGRESS')
          const [row] = await tx
            .insert(paymentAttempts)
            .values({ invoice_id: body.invoice_id, amount: locked!.total_amount, currency: 'CLP' })
            .returning()
          await record({
            action: 'payment_started',
            entity: 'payment_attempt',
            entityId: row!.id,
            after: { invoice_id: body.invoice_id, amount: row!.amount, status: 'pending' },
          })
          return { status: 200, body: row! }
        })
        const url = await openKhipuPayment(attempt.id, body, request.ip)
        return { simplified_transfer_url: url }
      },
    )
  }

export default startPaymentRoutes
