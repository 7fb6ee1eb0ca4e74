// GET /api/download/students and /api/download/supporters: the active lists as .xlsx files,
// streamed to the reply while they are written. Admins only: the files hold every family's RUT,
// birth date and e-mail, which teachers do not read (Ley 21.719).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DOWNLOAD_ROLES } from '#shared/people-access.ts'
import { peopleExport } from '#shared/i18n/people.ts'
import type { Db } from '#server/db/client.ts'
import {
  studentColumns,
  studentExportRows,
  supporterColumns,
  supporterExportRows,
} from './exports.ts'
import { sendSheet, XLSX_TYPE, type SheetFile } from '#server/spreadsheets.ts'
import { bearerAuth, fileAnswer, readErrors } from '#server/openapi.ts'

interface Download<T> extends SheetFile<T> {
  rows: (db: Db) => Promise<T[]>
}

/** Reads the rows, then answers them as the .xlsx file. */
const download =
  <T>(request: FastifyRequest, reply: FastifyReply, file: Download<T>) =>
  async () =>
    sendSheet(request, reply, file, await file.rows(request.server.db))

const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole(...DOWNLOAD_ROLES)
  const schema = {
    tags: ['people'],
    security: bearerAuth,
    response: { 200: fileAnswer(XLSX_TYPE, 'La planilla (.xlsx)'), ...readErrors },
  }

  app.get(
    '/download/students',
    {
      onRequest,
      schema: { ...schema, summary: 'Planilla Excel de los alumnos activos (administradores)' },
    },
    (request, reply) =>
      download(request, reply, {
        ...peopleExport.students,
        columns: studentColumns,
        rows: studentExportRows,
      })(),
  )

  app.get(
    '/download/supporters',
    {
      onRequest,
      schema: { ...schema, summary: 'Planilla Excel de los apoderados activos (administradores)' },
    },
    (request, reply) =>
      download(request, reply, {
        ...peopleExport.supporters,
        columns: supporterColumns,
        rows: supporterExportRows,
      })(),
  )
}

export default downloadRoutes
