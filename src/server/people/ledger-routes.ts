// Admins only: the ledger of a student or a guardian (classes by month, cobros with their lines,
// payment attempts and payments), read from invoices/ledger-data.ts. Teachers see no money
// (spec §2). GET /students/{id}/ledger, GET /supporters/{id}/ledger.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { ledgerSchema } from '#shared/contract/ledger.ts'
import { HttpError } from '#server/http-error.ts'
import { loadLedger, type LedgerKind } from '#server/invoices/ledger-data.ts'
import { bearerAuth, readErrors } from '#server/openapi.ts'

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)

  const ledgerOf = (path: string, kind: LedgerKind, summary: string) =>
    app.get(
      path,
      {
        onRequest: admins,
        schema: {
          tags: ['ledger'],
          summary,
          security: bearerAuth,
          params: idParamsSchema,
          response: { 200: ledgerSchema, ...readErrors },
        },
      },
      async (request) => {
        const ledger = await loadLedger(app.db, kind, request.params.id)
        if (!ledger) throw new HttpError(404, 'NOT_FOUND')
        return ledger
      },
    )
  ledgerOf(
    '/students/:id/ledger',
    'student',
    'Historial de un alumno: clases por mes, cobros con sus líneas, intentos y pagos',
  )
  ledgerOf(
    '/supporters/:id/ledger',
    'guardian',
    'Historial de un apoderado y sus alumnos: clases por mes, cobros, intentos y pagos',
  )
}

export default ledgerRoutes
