// The simulator's payments, in memory: it stands in for Khipu on a development machine or in
// tests, so nothing here outlives the process (real payments live in payment_attempts).
import { randomBytes } from 'node:crypto'

/** Khipu settles a payment to the school the next business day; refunds are possible until then. */
export const SIMULATED_SETTLEMENT_MS = 24 * 60 * 60 * 1000
/** How long a payment stays payable when the request names no `expires_date`. */
export const SIMULATED_EXPIRY_MS = 24 * 60 * 60 * 1000

export interface SimulatedPayment {
  payment_id: string
  amount: number
  currency: string
  subject: string
  transaction_id: string
  return_url: string
  cancel_url: string
  notify_url: string
  notify_api_version: string
  status: 'pending' | 'verifying' | 'done'
  status_detail: 'pending' | 'normal' | 'rejected-by-payer' | 'reversed'
  created_at: Date
  expires_date: Date
  conciliation_date: Date | null
  /** Deleted by the merchant (DELETE /v3/payments/{id}): Khipu no longer knows it. */
  deleted: boolean
  /** Amounts given back with POST /v3/payments/{id}/refunds. */
  refunds: number[]
}

export type NewSimulatedPayment = Omit<
  SimulatedPayment,
  | 'payment_id'
  | 'status'
  | 'status_detail'
  | 'created_at'
  | 'expires_date'
  | 'conciliation_date'
  | 'deleted'
  | 'refunds'
> & { expires_date?: string | undefined }

export interface SimulatorStore {
  create(payment: NewSimulatedPayment): SimulatedPayment
  /** A payment Khipu still knows (not deleted). */
  get(paymentId: string): SimulatedPayment | undefined
  /** Every payment created, deleted ones too (for tests). */
  all(): SimulatedPayment[]
}

/** Khipu's ids look like 'zfxnocsow6mz': twelve lower-case letters and digits. */
function paymentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')
}

/** Whether a simulated payment can still be paid at the bank page. */
export const isPayableAtBank = (payment: SimulatedPayment, now = new Date()) =>
  payment.status === 'pending' &&
  payment.status_detail === 'pending' &&
  payment.expires_date.getTime() > now.getTime()

export function createSimulatorStore(): SimulatorStore {
  const payments = new Map<string, SimulatedPayment>()
  return {
    create({ expires_date, ...payment }) {
      const now = new Date()
      const requested = expires_date ? new Date(expires_date) : null
      const stored: SimulatedPayment = {
        ...payment,
        payment_id: paymentId(),
        status: 'pending',
        status_detail: 'pending',
        created_at: now,
        expires_date:
          requested && Number.isFinite(requested.getTime())
            ? requested
            : new Date(now.getTime() + SIMULATED_EXPIRY_MS),
        conciliation_date: null,
        deleted: false,
        refunds: [],
      }
      payments.set(stored.payment_id, stored)
      return stored
    },
    get: (id) => {
      const payment = payments.get(id)
      return payment && !payment.deleted ? payment : undefined
    },
    all: () => [...payments.values()],
  }
}
