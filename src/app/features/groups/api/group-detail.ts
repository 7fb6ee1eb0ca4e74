// GET /api/groups/{id} (online): the group as the server has it, with the price in force, since
// when and the scheduled changes, which the local store does not keep.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { groupDetailSchema, type GroupDetail } from '#shared/contract/groups.ts'
import { api } from '#app/lib/api-client.ts'

export function getGroupDetail(id: string, signal?: AbortSignal): Promise<GroupDetail> {
  return api.get(`/groups/${id}`, groupDetailSchema, { signal })
}

export const groupDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['groups', id],
    queryFn: ({ signal }) => getGroupDetail(id, signal),
  })

export function useGroupDetail(id: string, enabled: boolean) {
  return useQuery({ ...groupDetailQuery(id), enabled })
}
