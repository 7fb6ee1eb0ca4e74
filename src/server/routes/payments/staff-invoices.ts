// Staff side of invoices (admins): the pending list, and generating or previewing a billing
// period's invoices (the billing job on demand). GET /invoices/get-all, POST /invoices/generate,
// GET /invoices/preview.
import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES, billingPeriodQuerySchema, errorBodySchema } from '#shared/contract/common.ts'
import {
  invoiceGenerateBodySchema,
  invoiceGenerationSchema,
  staffInvoiceSchema,
} from '#shared/contract/invoices.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { generateInvoices } from '#server/billing/generate-invoices.ts'
import { invoices, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { runWrite } from '#server/writes.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }
const payers = alias(users, 'payer')

const staffInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/invoices/get-all',
    {
      onRequest: admins,
      schema: {
        tags: ['invoices'],
        summary: 'Pagos pendientes, del período más reciente al más antiguo',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(staffInvoiceSchema), ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          id: invoices.id,
          billing_period: invoices.billing_period,
          status: invoices.status,
          total_amount: invoices.total_amount,
          line_items: invoices.line_items,
          student_rut: users.rut,
          student: { id: users.id, name: users.name, last_name: users.last_name },
          payer: { id: payers.id, name: payers.name, last_name: payers.last_name },
        })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.student_id))
        .innerJoin(payers, eq(payers.id, invoices.payer_id))
        .where(eq(invoices.status, 'pending'))
        .orderBy(desc(invoices.billing_period), users.last_name, users.name, invoices.id)
      return rows.map((row) => ({
        ...row,
        line_items: row.line_items.map(({ description, amount }) => ({ description, amount })),
      }))
    },
  )

  app.get(
    '/invoices/preview',
    {
      onRequest: admins,
      schema: {
        tags: ['invoices'],
        summary: 'Vista previa de la generación de cobros de un período (no guarda nada)',
        security: [{ bearerAuth: [] }],
        querystring: billingPeriodQuerySchema,
        response: { 200: invoiceGenerationSchema, ...errors },
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
        security: [{ bearerAuth: [] }],
        body: invoiceGenerateBodySchema,
        response: { 200: invoiceGenerationSchema, 409: errorBodySchema, ...errors },
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

export default staffInvoiceRoutes
