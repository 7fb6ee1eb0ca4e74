// The audit trail for administrators: GET /api/audit lists the latest audit_log entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { textSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { latestAuditEntries } from '#server/audit.ts'
import { adminErrors, bearerAuth } from '#server/openapi.ts'

const auditQuerySchema = z.strictObject({
  entity: textSchema({ max: 50 }).optional(),
  entity_id: textSchema({ max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_id: z.uuid().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
})

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['audit'],
        summary: 'Registro de auditoría (últimas entradas primero)',
        security: bearerAuth,
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...adminErrors },
      },
    },
    async (request) => latestAuditEntries(app.db, request.query),
  )
}

export default auditRoutes
