// The two Tarifas that are one amount from a day: the price added per class attended with
// transport (whole pesos) and the fixed fee added to every monthly invoice (may carry centavos).
// Each is read as `{ <field>: amount | null, exempt, valid_from }` (null until first set) and set
// with ?<field>=&exempt=&valid_from= as the API asks.
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { serviceFeeSchema, transportPriceSchema } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'
import { pricesQuery, usePricesMutation } from './prices-query.ts'

export type SinglePriceKind = 'transport' | 'serviceFee'

interface SinglePriceSave {
  amount: number
  /** Exento de IVA from `valid_from`. */
  exempt: boolean
  valid_from: string
}

function singlePrice<F extends string>(
  name: string,
  path: string,
  field: F,
  schema: z.ZodType<Record<F, number | null> & { exempt: boolean }>,
) {
  const query = pricesQuery(name, path, schema)
  const save = ({ amount, exempt, valid_from }: SinglePriceSave) => {
    const params = new URLSearchParams({
      [field]: String(amount),
      exempt: String(exempt),
      valid_from,
    })
    return api.post(`${path}?${params}`, undefined, { schema })
  }
  return {
    useAmount: () =>
      useQuery({
        ...query(),
        select: (data) => ({ amount: data[field], exempt: data.exempt }),
      }),
    useSave: () => usePricesMutation(save),
  }
}

const SINGLE_PRICES = {
  transport: singlePrice('transport', '/prices/transport_price', 'price', transportPriceSchema),
  serviceFee: singlePrice('service-fee', '/prices/service_fee', 'fee_amount', serviceFeeSchema),
}

/** The amount in force today (`amount` null while none is set) and its tax flag. */
export const useSinglePrice = (kind: SinglePriceKind) => SINGLE_PRICES[kind].useAmount()

export const useSaveSinglePrice = (kind: SinglePriceKind) => SINGLE_PRICES[kind].useSave()
