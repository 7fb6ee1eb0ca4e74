// Giving Khipu money back through Khipu: the issue is claimed (refund_started_at) before Khipu is
// asked, so a second admin or instance cannot ask twice; Khipu refusing (the money was already
// settled to the school) or not answering gives the claim back with a clear Spanish error.
import type { FastifyRequest } from 'fastify'
import type { PaymentIssue } from '#shared/contract/payment-issues.ts'
import { audit } from '#server/audit.ts'
import { HttpError } from '#server/http-error.ts'
import { KhipuError } from '#server/khipu/client.ts'
import type { KhipuDeps } from './khipu-payments-data.ts'
import { claimRefund, releaseRefund, resolveIssue } from './payment-issues-data.ts'

export async function refundThroughKhipu(
  { runtime, db, log }: KhipuDeps,
  request: FastifyRequest,
  issue: PaymentIssue,
): Promise<void> {
  if (runtime.mode === 'unavailable' || !issue.khipu_payment_id) {
    throw new HttpError(409, 'KHIPU_REFUND_NOT_POSSIBLE')
  }
  if (!(await claimRefund(db, issue.id))) throw new HttpError(409, 'REFUND_IN_PROGRESS')
  let change
  try {
    change = await runtime.client.refundPayment(issue.khipu_payment_id, issue.amount)
  } catch (error) {
    await releaseRefund(db, issue.id)
    if (error instanceof KhipuError) {
      log.warn({ err: error, issue: issue.id }, 'khipu refund failed')
      throw new HttpError(502, 'KHIPU_UNAVAILABLE')
    }
    throw error
  }
  if (change !== 'done') {
    await releaseRefund(db, issue.id)
    throw new HttpError(409, 'KHIPU_REFUND_NOT_POSSIBLE')
  }
  const actorId = request.auth!.user.id
  await db.transaction(async (tx) => {
    await resolveIssue(tx, issue.id, 'refunded_khipu', actorId, issue.khipu_payment_id)
    await audit(tx, {
      actorId,
      action: 'refund_recorded',
      entity: 'payment_issue',
      entityId: issue.id,
      before: { resolved_at: null },
      after: { resolution: 'refunded_khipu', amount: issue.amount },
      ip: request.ip,
    })
  })
}
