// The price of a class of each type (group and one_to_one always listed, other once priced).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { classPriceRowSchema, type ClassPriceRow } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'

const classPricesSchema = z.array(classPriceRowSchema)

export function getClassPrices(signal?: AbortSignal): Promise<ClassPriceRow[]> {
  return api.get('/prices/class_prices', classPricesSchema, { signal })
}

export const classPricesQuery = () =>
  queryOptions({ queryKey: ['prices', 'class'], queryFn: ({ signal }) => getClassPrices(signal) })

export function useClassPrices() {
  return useQuery(classPricesQuery())
}
