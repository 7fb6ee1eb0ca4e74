// The price of a class of each type (group and one_to_one always listed, other once priced).
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { classPriceRowSchema } from '#shared/contract/prices.ts'
import { pricesQuery } from './prices-query.ts'

export const classPricesQuery = pricesQuery(
  'class',
  '/prices/class_prices',
  z.array(classPriceRowSchema),
)

export const useClassPrices = () => useQuery(classPricesQuery())
