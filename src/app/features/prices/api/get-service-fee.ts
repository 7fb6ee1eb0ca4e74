// The fixed fee added to every monthly invoice (null until first set).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { serviceFeeSchema, type ServiceFee } from '#shared/contract/prices.ts'
import { api } from '#app/lib/api-client.ts'

export function getServiceFee(signal?: AbortSignal): Promise<ServiceFee> {
  return api.get('/prices/service_fee', serviceFeeSchema, { signal })
}

export const serviceFeeQuery = () =>
  queryOptions({
    queryKey: ['prices', 'service-fee'],
    queryFn: ({ signal }) => getServiceFee(signal),
  })

export function useServiceFee() {
  return useQuery(serviceFeeQuery())
}
