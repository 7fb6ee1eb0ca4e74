// Admins only: money the office must act on. GET /payment-issues lists Khipu money to give back
// ('A devolver') and payments the bank reversed; POST /payment-issues/{id}/resolve refunds through
// Khipu (claimed first, so never twice), marks it returned by the school's own transfer, or marks
// a reversal as seen. Repeating what was done answers the issue as it is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import { ADMIN_ROLES } from '#shared/roles.ts'
import { paymentIssueSchema, resolveIssueBodySchema } from '#shared/contract/payment-issues.ts'
import { HttpError } from '#server/http-error.ts'
import { adminErrors, bearerAuth, errorAnswers, recordWriteErrors } from '#server/openapi.ts'
import { runWrite } from '#server/writes.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { listIssues, loadIssue, lockIssue, resolveIssue } from './payment-issues-data.ts'
import { refundThroughKhipu } from './refunds.ts'

/** A Khipu refund claim younger than this is still being asked for (Khipu answers in 10 s). */
const CLAIM_ALIVE_MS = 60 * 1000

const RESOLUTION_OF = {
  refund_khipu: 'refunded_khipu',
  refund_transfer: 'refunded_transfer',
  acknowledge: 'acknowledged',
} as const

const paymentIssuesRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    const admins = app.requireRole(...ADMIN_ROLES)
    const tags = ['ledger']

    app.get(
      '/payment-issues',
      {
        onRequest: admins,
        schema: {
          tags,
          summary:
            'Dinero por revisar: pagos de Khipu a devolver y pagos revertidos por el banco (abiertos primero)',
          security: bearerAuth,
          response: { 200: z.array(paymentIssueSchema), ...adminErrors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store')
        return listIssues(app.db)
      },
    )

    app.post(
      '/payment-issues/:id/resolve',
      {
        onRequest: admins,
        schema: {
          tags,
          summary:
            'Devolver (por Khipu o marcado como devuelto por transferencia) o dar por visto un pago revertido',
          security: bearerAuth,
          params: idParamsSchema,
          body: resolveIssueBodySchema,
          response: { 200: paymentIssueSchema, ...recordWriteErrors, ...errorAnswers(502) },
        },
      },
      async (request, reply) => {
        const { id } = request.params
        const body = request.body
        const issue = await loadIssue(app.db, id)
        if (!issue) throw new HttpError(404, 'NOT_FOUND')
        if (issue.resolved_at) {
          if (issue.resolution === RESOLUTION_OF[body.action]) return issue
          throw new HttpError(409, 'ISSUE_RESOLVED')
        }
        if (body.action === 'acknowledge' && issue.kind === 'refund_due') {
          throw new HttpError(409, 'ISSUE_NEEDS_REFUND')
        }
        if (body.action !== 'acknowledge' && issue.kind === 'reversed') {
          throw new HttpError(409, 'ISSUE_NOT_REFUNDABLE')
        }
        if (body.action === 'refund_khipu') {
          await refundThroughKhipu({ runtime, db: app.db, log: app.log }, request, issue)
          return (await loadIssue(app.db, id))!
        }
        return runWrite(request, reply, async ({ tx, actorId, audit }) => {
          const locked = await lockIssue(tx, id)
          if (!locked || locked.issue.resolved_at) throw new HttpError(409, 'ISSUE_RESOLVED')
          // A Khipu refund being asked for right now must finish first; one left behind by a
          // crash may be marked by hand once the office has checked Khipu.
          const claimedAt = locked.issue.refund_started_at?.getTime() ?? 0
          if (body.action === 'refund_transfer' && Date.now() - claimedAt < CLAIM_ALIVE_MS) {
            throw new HttpError(409, 'REFUND_IN_PROGRESS')
          }
          const reference = body.action === 'refund_transfer' ? (body.reference ?? null) : null
          await resolveIssue(tx, id, RESOLUTION_OF[body.action], actorId!, reference)
          await audit({
            action: body.action === 'acknowledge' ? 'payment_issue_seen' : 'refund_recorded',
            entity: 'payment_issue',
            entityId: id,
            before: { resolved_at: null },
            after: { resolution: RESOLUTION_OF[body.action], reference, amount: issue.amount },
          })
          return { status: 200, body: (await loadIssue(tx, id))! }
        })
      },
    )
  }

export default paymentIssuesRoutes
