// GET /api/download/students and /api/download/supporters: the active lists as .xlsx files,
// streamed to the reply while they are written. An admin's file is the whole school with every
// family's RUT, birth date and e-mail; a teacher's holds their own students and those students'
// guardians, names and phones only (Ley 21.719; exports.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DOWNLOAD_ROLES } from '#shared/people-access.ts'
import { peopleExport } from '#shared/i18n/people.ts'
import type { Db } from '#server/db/client.ts'
import {
  exportColumns,
  studentColumns,
  studentExportRows,
  supporterColumns,
  supporterExportRows,
  type ExportViewer,
} from './exports.ts'
import { sendSheet, XLSX_TYPE, type SheetFile } from '#server/spreadsheets.ts'
import { bearerAuth, fileAnswer, readErrors } from '#server/openapi.ts'

interface Download<T> extends SheetFile<T> {
  rows: (db: Db, viewer: ExportViewer) => Promise<T[]>
}

/** Reads the rows the signed-in staff member may have, then answers them as the .xlsx file. */
const download =
  <T>(request: FastifyRequest, reply: FastifyReply, file: Download<T>) =>
  async () => {
    const { id, role } = request.auth!.user
    const viewer: ExportViewer = { id, role }
    const columns = exportColumns(viewer, file.columns)
    const rows = await file.rows(request.server.db, viewer)
    return sendSheet(request, reply, { ...file, columns }, rows)
  }

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
      schema: {
        ...schema,
        summary:
          'Planilla Excel de los alumnos activos (de un profesor: sus alumnos, sin RUT ni correo)',
      },
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
      schema: {
        ...schema,
        summary: 'Planilla Excel de los apoderados activos (de un profesor: los de sus alumnos)',
      },
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
