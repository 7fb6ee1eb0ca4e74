// Starting to pay one invoice or several of one payer ('Pagar todo') with ONE Khipu payment.
// Under the invoices' row locks it decides: no open payment covers them — record a new one (the
// unique index keeps a racing start out) and open it at Khipu; one open payment covers exactly
// them — continue it (same URL); open payments cover some of them — cancel those at Khipu first,
// then look again. So an invoice is never in two payments a payer could complete.
import { khipuSubject, paymentNotes } from '#shared/i18n/payments.ts'
import { isPeriodBeforeCurrent } from '#shared/dates.ts'
import { audit } from '#server/audit.ts'
import { violatedUniqueIndex } from '#server/db/unique-violation.ts'
import { HttpError } from '#server/http-error.ts'
import {
  cancelOpenPayment,
  continueOpenPayment,
  openAtKhipu,
  type KhipuDeps,
} from './khipu-payments-data.ts'
import {
  coversExactly,
  insertPayment,
  invoicesToPay,
  openPaymentsOf,
  type InvoiceToPay,
  type OpenPayment,
} from './open-payments-data.ts'

/** Each round either answers or changes what is open; a few rounds settle any race. */
const MAX_ROUNDS = 5

export interface StartRequest {
  invoiceIds: readonly string[]
  payerRut: string
  amount: number
  /** The guardian the portal recognised (their proof cookie), if any: names go in the subject. */
  recognisedGuardian: string | undefined
  schoolName: string
  ip: string
}

/**
 * Refuses what must not be paid; the payer check comes first so others' invoices reveal nothing.
 * Every invoice must exist, belong to the payer, be pending and billed for a closed month.
 */
function checkPayable(request: StartRequest, found: readonly InvoiceToPay[]) {
  if (found.length !== request.invoiceIds.length) throw new HttpError(404, 'NOT_FOUND')
  if (found.some((i) => i.payer_rut !== request.payerRut)) {
    throw new HttpError(403, 'PAYER_MISMATCH')
  }
  if (found.some((i) => i.status !== 'pending')) throw new HttpError(409, 'INVOICE_NOT_PENDING')
  if (found.some((i) => !isPeriodBeforeCurrent(i.billing_period))) {
    throw new HttpError(409, 'INVOICE_PERIOD_OPEN')
  }
  const total = found.reduce((sum, i) => sum + i.total_amount, 0)
  if (request.amount !== total) throw new HttpError(409, 'PAYMENT_AMOUNT_MISMATCH')
}

/** The text Khipu shows: school and months; the children's first names once recognised. */
function subjectOf(request: StartRequest, invoices: readonly InvoiceToPay[]): string {
  const known = invoices.every((i) => i.payer_id === request.recognisedGuardian)
  return khipuSubject(
    request.schoolName,
    invoices.map((i) => i.billing_period),
    known ? invoices.map((i) => i.student_name) : [],
  )
}

type Step =
  | { kind: 'opened'; paymentId: string; amount: number; subject: string }
  | { kind: 'continue'; payment: OpenPayment }
  | { kind: 'cancel'; payments: OpenPayment[] }
  | { kind: 'raced' }

/** One look under the invoices' locks: what is open, and a new payment when nothing is. */
async function decide(deps: KhipuDeps, request: StartRequest): Promise<Step> {
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await invoicesToPay(tx, request.invoiceIds, true)
      checkPayable(request, locked)
      const open = await openPaymentsOf(tx, request.invoiceIds)
      const [only] = open
      if (only && open.length === 1 && coversExactly(only, locked)) {
        return { kind: 'continue', payment: only }
      }
      if (open.length > 0) return { kind: 'cancel', payments: open }
      const subject = subjectOf(request, locked)
      const row = await insertPayment(tx, locked, subject)
      await audit(tx, {
        actorId: null,
        action: 'payment_started',
        entity: 'khipu_payment',
        entityId: row.id,
        after: { invoice_ids: request.invoiceIds, amount: row.amount, status: 'pending' },
        ip: request.ip,
      })
      return { kind: 'opened', paymentId: row.id, amount: row.amount, subject }
    })
  } catch (error) {
    // Another start won the unique index without our lock (it cannot, but never both open).
    if (violatedUniqueIndex(error) !== null) return { kind: 'raced' }
    throw error
  }
}

/** Starts (or continues) the payment of the request's invoices; answers the URL to send them to. */
export async function startPayment(deps: KhipuDeps, request: StartRequest): Promise<string> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const step = await decide(deps, request)
    if (step.kind === 'opened') {
      return openAtKhipu(
        deps,
        step.paymentId,
        {
          amount: step.amount,
          subject: step.subject,
          returnInvoiceId: request.invoiceIds[0]!,
        },
        request.ip,
      )
    }
    if (step.kind === 'continue') {
      const url = await continueOpenPayment(deps, step.payment)
      if (url) return url
    }
    if (step.kind === 'cancel') {
      for (const payment of step.payments) {
        await cancelOpenPayment(
          deps,
          payment,
          { notes: paymentNotes.superseded, source: 'superseded' },
          request.ip,
        )
      }
    }
  }
  throw new HttpError(409, 'PAYMENT_IN_PROGRESS')
}
