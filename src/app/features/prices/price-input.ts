// Reads what was typed in a price or tier field and checks it with the same zod rules the API
// applies (src/shared/contract/prices.ts), so the form and the server answer the same sentence.
import {
  classPriceSchema,
  discountTierBodySchema,
  discountTierSchema,
  serviceFeeQuerySchema,
  transportPriceQuerySchema,
} from '#shared/contract/prices.ts'
import { validationMessages as m } from '#shared/i18n/validation.ts'
import { ApiError } from '#app/lib/api-error.ts'

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/** Null when empty or not a number (a number input gives '' for anything it cannot read). */
function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}

function numberWith(schema: { safeParse(n: number): { success: boolean } }, error: string) {
  return (text: string): Checked<number> => {
    const n = toNumber(text)
    return n !== null && schema.safeParse(n).success ? { ok: true, value: n } : { ok: false, error }
  }
}

function queryWith(schema: { safeParse(s: string): { success: boolean } }, error: string) {
  return (text: string): Checked<number> => {
    const n = toNumber(text)
    return n !== null && schema.safeParse(String(n)).success
      ? { ok: true, value: n }
      : { ok: false, error }
  }
}

/** Whole pesos. */
export const checkClassPrice = numberWith(classPriceSchema.shape.price, m.priceInvalid)
/** Whole pesos. */
export const checkTransportPrice = queryWith(transportPriceQuerySchema.shape.price, m.priceInvalid)
/** Pesos, decimals allowed. */
export const checkServiceFee = queryWith(serviceFeeQuerySchema.shape.fee_amount, m.priceInvalid)
/** 0 to 100, decimals allowed. */
export const checkDiscount = numberWith(
  discountTierSchema.shape.discount_percentage,
  m.discountInvalid,
)

/** A whole new tier: each field, then min <= max (the API's order of messages). */
export function checkNewTier(fields: {
  min: string
  max: string
  percent: string
}): Checked<{ min_classes: number; max_classes: number; discount_percentage: number }> {
  const min = toNumber(fields.min)
  const max = toNumber(fields.max)
  const percent = checkDiscount(fields.percent)
  if (min === null || max === null) return { ok: false, error: m.tierClassesInvalid }
  const body = {
    min_classes: min,
    max_classes: max,
    discount_percentage: percent.ok ? percent.value : -1,
  }
  const parsed = discountTierBodySchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? m.discountInvalid }
}

/** The server's Spanish detail for a refused value (4xx); `fallback` for anything else. */
export function saveError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.detail
    : fallback
}
