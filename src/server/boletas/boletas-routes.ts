// Registers the boletas area under /api (admins): GET /boletas?month= (the month's documents and
// their state), POST /boletas/{id}/retry (send a refused one again), POST
// /boletas/{id}/issued-outside (record one issued elsewhere, with its folio), GET /boletas/{id}/pdf and
// GET /boletas/book?month=&format=csv|xlsx (the month's sales book), each for the school of the
// request with its own provider. Outside production it also mounts the OpenFactura simulator under
// /api/openfactura-sim (dte/); when the first school has no provider it warns once at start that
// documents wait 'por emitir'.
import { inSchool } from '#server/db/school-context.ts'
import { activeSchools } from '#server/schools/each-school.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  boletaOutsideBodySchema,
  boletaSchema,
  boletasBookQuerySchema,
  boletasQuerySchema,
} from '#shared/contract/boletas.ts'
import { boletasBook } from '#shared/i18n/boletas.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { BOLETA_SIMULATOR_PREFIX, openFacturaSimulator } from '#server/dte/simulator.ts'
import { adminErrors, bearerAuth, fileAnswer, noContent, readErrors } from '#server/openapi.ts'
import { sendSheet, XLSX_TYPE } from '#server/spreadsheets.ts'
import { runWrite } from '#server/writes.ts'
import {
  bookColumns,
  bookRows,
  boletaPdf,
  lastProviderFolios,
  listBoletas,
  markIssuedOutside,
  retryBoleta,
} from './boletas-data.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  const runtime = boletaRuntime(app.config, app.server)
  /** Whether the current school's boletas go to a provider (else they wait 'por emitir'). */
  const configured = () => runtime.mode !== 'none'
  if (!configured()) {
    app.log.warn(
      'No boleta provider is configured: payments are recorded and their boletas wait as ' +
        "'por emitir'. Set OPENFACTURA_API_KEY and SCHOOL_RUT, SCHOOL_BUSINESS_NAME, " +
        'SCHOOL_ACTIVITY, SCHOOL_ADDRESS, SCHOOL_COMMUNE, SCHOOL_ACTIVITY_CODE to issue them.',
    )
  }
  if (runtime.simulator) {
    // NOTE: one simulator stands in for every school's provider: it goes on after any school's.
    for (const schoolId of await activeSchools(app.db)) {
      for (const { type, folio } of await inSchool(schoolId, () => lastProviderFolios(app.db))) {
        runtime.simulator.continueAfter(type, folio)
      }
    }
    await app.register(openFacturaSimulator(runtime.simulator), {
      prefix: BOLETA_SIMULATOR_PREFIX.replace(/^\/api/, ''),
    })
  }

  const onRequest = app.requireRole(...ADMIN_ROLES)
  const tags = ['boletas']

  app.get(
    '/boletas',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Boletas y notas de crédito de un mes, con su estado',
        security: bearerAuth,
        querystring: boletasQuerySchema,
        response: { 200: boletaSchema.array(), ...adminErrors },
      },
    },
    (request) => listBoletas(app.db, request.query.month, configured()),
  )

  app.post(
    '/boletas/:id/retry',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reintentar una boleta que el proveedor rechazó',
        security: bearerAuth,
        params: idParamsSchema,
        response: noContent,
      },
    },
    (request, reply) => runWrite(request, reply, (ctx) => retryBoleta(ctx, request.params.id)),
  )

  app.post(
    '/boletas/:id/issued-outside',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Registrar con su folio un documento por emitir o con error emitido fuera del sistema',
        security: bearerAuth,
        params: idParamsSchema,
        body: boletaOutsideBodySchema,
        response: noContent,
      },
    },
    (request, reply) =>
      runWrite(request, reply, (ctx) =>
        markIssuedOutside(ctx, request.params.id, request.body.folio, configured()),
      ),
  )

  app.get(
    '/boletas/:id/pdf',
    {
      onRequest,
      schema: {
        tags,
        summary: 'El PDF del documento emitido, como lo entregó el proveedor',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: fileAnswer('application/pdf', 'El PDF del documento'), ...readErrors },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await boletaPdf(app.db, request.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )

  app.get(
    '/boletas/book',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Libro de boletas del mes (CSV o Excel) para el contador',
        security: bearerAuth,
        querystring: boletasBookQuerySchema,
        response: {
          200: {
            description: 'El libro del mes',
            content: {
              ...fileAnswer(XLSX_TYPE, '').content,
              ...fileAnswer('text/csv', '').content,
            },
          },
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query
      const rows = await bookRows(app.db, month, configured())
      const file = { fileName: boletasBook.fileName(month, format), sheet: boletasBook.sheet }
      return sendSheet(request, reply, { ...file, columns: bookColumns, format }, rows)
    },
  )
}

export default routes
