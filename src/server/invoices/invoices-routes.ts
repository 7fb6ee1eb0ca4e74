// Staff side of invoices (admins): the pending list, and generating or previewing a billing
// period's invoices (the billing job on demand; a run first cancels at Khipu the open payments of
// invoices it changes). GET /invoices/get-all, POST /invoices/generate, GET /invoices/preview.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { billingPeriodQuerySchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  invoiceGenerateBodySchema,
  invoiceGenerationSchema,
  staffInvoiceSchema,
} from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import ledgerRoutes from './ledger-routes.ts'
import { paymentNotes } from '#shared/i18n/payments.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { cancelOpenPayment } from '#server/payments/khipu-payments-data.ts'
import { hasOpenPayments, openPaymentsOf } from '#server/payments/open-payments-data.ts'
import { generateInvoices } from './generate-invoices.ts'
import { pendingInvoices } from './invoices-data.ts'

const billingCancel = { notes: paymentNotes.cancelledForBilling, source: 'billing' } as const

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  await app.register(ledgerRoutes)

  /**
   * The open Khipu payments of invoices the run would change are cancelled at Khipu first, so
   * nobody pays an amount no longer owed and nobody can hold an invoice back by opening a payment.
   * One Khipu is verifying stays, and the run skips its invoice.
   */
  async function cancelPaymentsOfChanged(period: string, ip: string) {
    if (!(await hasOpenPayments(app.db, period))) return
    const preview = await generateInvoices(app.db, period, { dryRun: true })
    const held = preview!.changes.flatMap((c) => (c.action === 'skip' ? [c.invoice_id!] : []))
    const khipu = { runtime: khipuRuntime(app.config, app.server), db: app.db, log: app.log }
    for (const payment of await openPaymentsOf(app.db, held)) {
      try {
        await cancelOpenPayment(khipu, payment, billingCancel, ip)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        app.log.info({ payment: payment.id, code: error.code }, 'billing: payment left open')
      }
    }
  }

  app.get(
    '/invoices/get-all',
    {
      onRequest: admins,
      schema: {
        tags: ['invoices'],
        summary: 'Pagos pendientes, del período más reciente al más antiguo',
        security: bearerAuth,
        response: { 200: z.array(staffInvoiceSchema), ...adminErrors },
      },
    },
    async () => pendingInvoices(app.db),
  )

  app.get(
    '/invoices/preview',
    {
      onRequest: admins,
      schema: {
        tags: ['invoices'],
        summary: 'Vista previa de la generación de cobros de un período (no guarda nada)',
        security: bearerAuth,
        querystring: billingPeriodQuerySchema,
        response: { 200: invoiceGenerationSchema, ...adminErrors },
      },
    },
    async (request) => {
      const summary = await generateInvoices(app.db, request.query.billing_period, {
        dryRun: true,
      })
      return summary!
    },
  )

  app.post(
    '/invoices/generate',
    {
      onRequest: admins,
      schema: {
        tags: ['invoices'],
        summary: 'Genera o recalcula los cobros de un período terminado (los pagados no cambian)',
        security: bearerAuth,
        body: invoiceGenerateBodySchema,
        response: { 200: invoiceGenerationSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const period = request.body.billing_period
      if (!isPeriodBeforeCurrent(period)) throw new HttpError(409, 'BILLING_PERIOD_NOT_CLOSED')
      await cancelPaymentsOfChanged(period, request.ip)
      return runWrite(request, reply, async ({ tx, audit }) => ({
        status: 200,
        body: (await generateInvoices(tx, period, { audit }))!,
      }))
    },
  )
}

export default invoicesRoutes
