// The simulator's payments, in memory: it stands in for Khipu on a development machine or in
// tests, so nothing here outlives the process (real payments live in payment_attempts).
import { randomBytes } from 'node:crypto'

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
  status: 'pending' | 'done'
  status_detail: 'pending' | 'normal' | 'rejected-by-payer'
  created_at: Date
  conciliation_date: Date | null
}

export type NewSimulatedPayment = Omit<
  SimulatedPayment,
  'payment_id' | 'status' | 'status_detail' | 'created_at' | 'conciliation_date'
>

export interface SimulatorStore {
  create(payment: NewSimulatedPayment): SimulatedPayment
  get(paymentId: string): SimulatedPayment | undefined
}

/** Khipu's ids look like 'zfxnocsow6mz': twelve lower-case letters and digits. */
function paymentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')
}

export function createSimulatorStore(): SimulatorStore {
  const payments = new Map<string, SimulatedPayment>()
  return {
    create(payment) {
      const stored: SimulatedPayment = {
        ...payment,
        payment_id: paymentId(),
        status: 'pending',
        status_detail: 'pending',
        created_at: new Date(),
        conciliation_date: null,
      }
      payments.set(stored.payment_id, stored)
      return stored
    },
    get: (id) => payments.get(id),
  }
}
