// GET /api/download/students and /api/download/supporters: the active lists as .xlsx files,
// streamed to the reply while they are written.
import { PassThrough } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { STAFF_ROLES } from '#shared/roles.ts'
import { peopleExport } from '#shared/i18n/people.ts'
import type { Db } from '#server/db/client.ts'
import {
  studentColumns,
  studentExportRows,
  supporterColumns,
  supporterExportRows,
} from './exports.ts'
import { writeSheet, XLSX_TYPE, type SheetColumn } from '#server/spreadsheets.ts'
import { bearerAuth, fileAnswer, readErrors } from '#server/openapi.ts'

interface Download<T> {
  fileName: string
  sheet: string
  columns: readonly SheetColumn<T>[]
  rows: (db: Db) => Promise<T[]>
}

function sendSheet<T>(request: FastifyRequest, reply: FastifyReply, download: Download<T>) {
  return async () => {
    // Rows are read before the first byte goes out, so a database failure still answers JSON.
    const rows = await download.rows(request.server.db)
    const stream = new PassThrough()
    writeSheet(stream, download.sheet, download.columns, rows).catch((error: unknown) => {
      request.log.error({ err: error }, 'xlsx export failed')
      stream.destroy(error instanceof Error ? error : new Error(String(error)))
    })
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream)
  }
}

const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole(...STAFF_ROLES)
  const schema = {
    tags: ['people'],
    security: bearerAuth,
    response: { 200: fileAnswer(XLSX_TYPE, 'La planilla (.xlsx)'), ...readErrors },
  }

  app.get(
    '/download/students',
    { onRequest, schema: { ...schema, summary: 'Planilla Excel de los alumnos activos' } },
    (request, reply) =>
      sendSheet(request, reply, {
        ...peopleExport.students,
        columns: studentColumns,
        rows: studentExportRows,
      })(),
  )

  app.get(
    '/download/supporters',
    { onRequest, schema: { ...schema, summary: 'Planilla Excel de los apoderados activos' } },
    (request, reply) =>
      sendSheet(request, reply, {
        ...peopleExport.supporters,
        columns: supporterColumns,
        rows: supporterExportRows,
      })(),
  )
}

export default downloadRoutes
