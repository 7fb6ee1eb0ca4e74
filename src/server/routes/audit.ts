// The audit trail for administrators: GET /api/audit lists the latest audit_log entries.
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES, textSchema } from '#shared/contract/common.ts'
import { auditLog } from '#server/db/schema.ts'
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
    async (request) => {
      const { entity, entity_id, limit } = request.query
      const filters: SQL[] = []
      if (entity) filters.push(eq(auditLog.entity, entity))
      if (entity_id) filters.push(eq(auditLog.entity_id, entity_id))
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(and(...filters))
        .orderBy(desc(auditLog.at))
        .limit(limit)
      return rows.map(({ ip: _ip, ...row }) => ({ ...row, at: row.at.toISOString() }))
    },
  )
}

export default auditRoutes
