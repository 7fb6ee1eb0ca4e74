// Staff side of invoices (admins): the pending list, and generating or previewing a billing
// period's invoices (the billing job on demand). GET /invoices/get-all, POST /invoices/generate,
// GET /invoices/preview.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES, billingPeriodQuerySchema } from '#shared/contract/common.ts'
import {
  invoiceGenerateBodySchema,
  invoiceGenerationSchema,
  staffInvoiceSchema,
} from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, writeErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import ledgerRoutes from '#server/ledger/ledger-routes.ts'
import { generateInvoices } from './generate-invoices.ts'
import { pendingInvoices } from './invoices-data.ts'

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  await app.register(ledgerRoutes)

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
      return runWrite(request, reply, async ({ tx, audit }) => ({
        status: 200,
        body: (await generateInvoices(tx, period, { audit }))!,
      }))
    },
  )
}

export default invoicesRoutes
