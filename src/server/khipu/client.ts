// Khipu payment API v3 over fetch: create a payment, read one back, delete one still pending and
// refund one. Only the fields this app uses are parsed (zod); every call has a timeout, and
// failures of the connection or of Khipu itself surface as KhipuError.
import { z } from 'zod'

export const DEFAULT_KHIPU_BASE_URL = 'https://payment-api.khipu.com'
const TIMEOUT_MS = 10_000

export interface CreatePaymentRequest {
  amount: number
  currency: 'CLP'
  subject: string
  transaction_id: string
  return_url: string
  cancel_url: string
  notify_url: string
  notify_api_version: '3.0'
  /** When Khipu stops accepting it (ISO-8601). */
  expires_date?: string
}

const createdSchema = z.object({
  payment_id: z.string().min(1),
  payment_url: z.string().optional(),
  simplified_transfer_url: z.string().optional(),
})
export type CreatedPayment = z.infer<typeof createdSchema>

// NOTE: Khipu sends amounts as numbers in some answers and as '1000.0000' in others.
const amountSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
])

const paymentSchema = z.object({
  payment_id: z.string().min(1),
  status: z.string(),
  status_detail: z.string().nullish(),
  amount: amountSchema,
  currency: z.string(),
  transaction_id: z.string().nullish(),
  payment_url: z.string().nullish(),
  simplified_transfer_url: z.string().nullish(),
  expires_date: z.string().nullish(),
})
export type KhipuPayment = z.infer<typeof paymentSchema>

export class KhipuError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * Khipu's answer to a delete or a refund: done; it does not know the payment; or it refused
 * (400/403: a payment no longer pending cannot be deleted, nor one already settled refunded).
 */
export type KhipuChange = 'done' | 'not_found' | 'refused'

export interface KhipuClient {
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>
  /** Null when Khipu does not know the payment. */
  getPayment(paymentId: string): Promise<KhipuPayment | null>
  /** DELETE /v3/payments/{id}: only a payment nobody has paid yet can be deleted. */
  deletePayment(paymentId: string): Promise<KhipuChange>
  /** POST /v3/payments/{id}/refunds: all or `amount` of it, before Khipu settles to the school. */
  refundPayment(paymentId: string, amount: number): Promise<KhipuChange>
}

export interface KhipuClientOptions {
  /** Read on every call: the simulator's address is known only once the server listens. */
  baseUrl: () => string
  apiKey: string
  timeoutMs?: number
}

export function createKhipuClient(options: KhipuClientOptions): KhipuClient {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    const url = `${options.baseUrl().replace(/\/+$/, '')}${path}`
    try {
      return await fetch(url, {
        method,
        headers: {
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new KhipuError(`Khipu ${method} ${path} failed: ${(error as Error).message}`)
    }
  }

  async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
    const json: unknown = await response.json().catch(() => undefined)
    const result = schema.safeParse(json)
    if (!result.success) throw new KhipuError('Khipu answered an unexpected body', response.status)
    return result.data
  }

  return {
    async createPayment(request) {
      const response = await call('POST', '/v3/payments', request)
      if (!response.ok) {
        throw new KhipuError(`Khipu refused the payment (${response.status})`, response.status)
      }
      return parsed(response, createdSchema)
    },
    async getPayment(paymentId) {
      const response = await call('GET', `/v3/payments/${encodeURIComponent(paymentId)}`)
      // Khipu answers an unknown id with 404 (sometimes 400): either way there is nothing to confirm.
      if (response.status === 404 || response.status === 400) return null
      if (!response.ok) {
        throw new KhipuError(`Khipu payment lookup failed (${response.status})`, response.status)
      }
      return parsed(response, paymentSchema)
    },
    async deletePayment(paymentId) {
      const response = await call('DELETE', `/v3/payments/${encodeURIComponent(paymentId)}`)
      return changeOf(response, 'delete')
    },
    async refundPayment(paymentId, amount) {
      const path = `/v3/payments/${encodeURIComponent(paymentId)}/refunds`
      return changeOf(await call('POST', path, { amount }), 'refund')
    },
  }
}

function changeOf(response: Response, what: string): KhipuChange {
  if (response.ok) return 'done'
  if (response.status === 404) return 'not_found'
  if (response.status === 400 || response.status === 403) return 'refused'
  throw new KhipuError(`Khipu ${what} failed (${response.status})`, response.status)
}

/** Paid in Khipu's terms: done, and neither pending nor reversed nor rejected. */
export function isPaid(payment: KhipuPayment): boolean {
  return (
    payment.status === 'done' &&
    (payment.status_detail === 'normal' || payment.status_detail === 'marked-paid-by-receiver')
  )
}

/** Khipu's final "no": the payer rejected it, or it was reversed or flagged. */
export function isFailed(payment: KhipuPayment): boolean {
  return ['rejected-by-payer', 'marked-as-abuse', 'reversed'].includes(payment.status_detail ?? '')
}

/** Khipu took the money back after the payment was done. */
export const isReversed = (payment: KhipuPayment) => payment.status_detail === 'reversed'

/** Still waiting for the payer, but past the date Khipu stops accepting it. */
export function isExpired(payment: KhipuPayment, now: Date): boolean {
  if (payment.status !== 'pending' || !payment.expires_date) return false
  const expires = Date.parse(payment.expires_date)
  return Number.isFinite(expires) && expires <= now.getTime()
}
