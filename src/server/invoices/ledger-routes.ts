// Admins only: one cobro in detail, and payments recorded outside Khipu (cash, transfer) with
// their annulment. Teachers see no money (spec §2), so none of this is theirs. A person's whole
// ledger is people/ledger-routes.ts. GET /invoices/{id}/details,
// POST /invoices/{id}/manual-payments, POST /manual-payments/{id}/annul.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { cancelOpenPayments } from '#server/payments/khipu-payments-data.ts'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  annulBodySchema,
  ledgerInvoiceSchema,
  manualPaymentBodySchema,
  manualPaymentSchema,
} from '#shared/contract/ledger.ts'
import { HttpError } from '#server/http-error.ts'
import { bearerAuth, readErrors, recordWriteErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import { loadLedgerInvoice, loadManualPayment } from './ledger-data.ts'
import { annulManualPayment, recordManualPayment } from './manual-payments-data.ts'

/** Cancel-then-record rounds before a payer who keeps restarting Khipu gets a 409. */
const MANUAL_PAYMENT_ROUNDS = 3
const manualPaymentCancel = {
  notes: paymentNotes.cancelledForManual,
  source: 'manual_payment',
} as const

type RecordRequest = FastifyRequest<{
  Params: z.infer<typeof idParamsSchema>
  Body: z.infer<typeof manualPaymentBodySchema>
}>

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/invoices/:id/details',
    {
      onRequest: admins,
      schema: {
        tags: ['ledger'],
        summary: 'Un cobro con sus líneas, intentos de pago con Khipu y pagos registrados a mano',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: ledgerInvoiceSchema, ...readErrors },
      },
    },
    async (request) => {
      const invoice = await loadLedgerInvoice(app.db, request.params.id)
      if (!invoice) throw new HttpError(404, 'NOT_FOUND')
      return invoice
    },
  )

  app.post(
    '/invoices/:id/manual-payments',
    {
      onRequest: admins,
      schema: {
        tags: ['ledger'],
        summary:
          'Registra un pago en efectivo o por transferencia del total de un cobro pendiente y lo marca pagado',
        security: bearerAuth,
        params: idParamsSchema,
        body: manualPaymentBodySchema,
        response: { 201: manualPaymentSchema, ...recordWriteErrors },
      },
    },
    async (request, reply) => {
      const khipu = { runtime: khipuRuntime(app.config, app.server), db: app.db, log: app.log }
      // NOTE: an open Khipu payment is cancelled at Khipu first (anyone knowing the guardian's RUT
      // can open one); a new one started meanwhile is cancelled again on the next round.
      for (let round = 1; ; round++) {
        try {
          await cancelOpenPayments(khipu, [request.params.id], manualPaymentCancel, request.ip)
          return await recordRoute(request, reply)
        } catch (error) {
          if (error instanceof HttpError && error.code === 'PAYMENT_VERIFYING') {
            throw new HttpError(409, 'MANUAL_PAYMENT_KHIPU_IN_PROGRESS')
          }
          const raced =
            error instanceof HttpError && error.code === 'MANUAL_PAYMENT_KHIPU_IN_PROGRESS'
          if (!raced || round >= MANUAL_PAYMENT_ROUNDS) throw error
        }
      }
    },
  )

  const recordRoute = (request: RecordRequest, reply: FastifyReply) =>
    runWrite(request, reply, async ({ tx, actorId, audit }) => {
      const { payment, before } = await recordManualPayment(
        tx,
        request.params.id,
        request.body,
        actorId!,
      )
      await audit({
        action: 'manual_payment_recorded',
        entity: 'invoice',
        entityId: payment.invoice_id,
        before,
        after: {
          status: 'paid',
          manual_payment_id: payment.id,
          amount: payment.amount,
          paid_on: payment.paid_on,
          method: payment.method,
          reference: payment.reference,
        },
      })
      return { status: 201, body: await loadManualPayment(tx, payment.id) }
    })

  app.post(
    '/manual-payments/:id/annul',
    {
      onRequest: admins,
      schema: {
        tags: ['ledger'],
        summary: 'Anula un pago registrado a mano (queda guardado) y devuelve el cobro a pendiente',
        security: bearerAuth,
        params: idParamsSchema,
        body: annulBodySchema,
        response: { 200: manualPaymentSchema, ...recordWriteErrors },
      },
    },
    (request, reply) =>
      runWrite(request, reply, async ({ tx, actorId, audit }) => {
        const payment = await annulManualPayment(
          tx,
          request.params.id,
          request.body.reason,
          actorId!,
        )
        await audit({
          action: 'manual_payment_annulled',
          entity: 'invoice',
          entityId: payment.invoice_id,
          before: { status: 'paid', manual_payment_id: payment.id },
          after: { status: 'pending', manual_payment_id: payment.id, reason: payment.annul_reason },
        })
        return { status: 200, body: await loadManualPayment(tx, payment.id) }
      }),
  )
}

export default ledgerRoutes
