// 'Solicitudes de datos' (admins): the queue of the families' requests over their data, answering
// one, and a family's data export (the file saved under the family's name).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  dataRequestSchema,
  type DataRequest,
  type DataRequestAnswerBody,
  type DataRequestExtendBody,
} from '#shared/contract/privacy.ts'
import { api } from '#app/lib/api-client.ts'
import { fetchFile, saveBlob } from '#app/lib/file-download.ts'
import { uiDataRequests as t } from '#app/i18n/ui-privacy.ts'

export const dataRequestsQuery = () =>
  queryOptions({
    queryKey: ['data-requests'],
    queryFn: ({ signal }): Promise<DataRequest[]> =>
      api.get('/privacy/requests', z.array(dataRequestSchema), { signal }),
  })

export function useDataRequests() {
  return useQuery(dataRequestsQuery())
}

export function useAnswerDataRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: DataRequestAnswerBody & { id: string }): Promise<DataRequest> =>
      api.post(`/privacy/requests/${id}/answer`, body, { schema: dataRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-requests'] }),
  })
}

export function useExtendDataRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: DataRequestExtendBody & { id: string }): Promise<DataRequest> =>
      api.post(`/privacy/requests/${id}/extend`, body, { schema: dataRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-requests'] }),
  })
}

/** Saves everything the school holds about the guardian's family (PDF or JSON). */
export async function downloadFamilyData(
  guardian: DataRequest['guardian'],
  format: 'pdf' | 'json',
): Promise<void> {
  const path = `/privacy/families/${guardian.id}/data${format === 'pdf' ? '/pdf' : ''}`
  saveBlob(await fetchFile(path), t.fileName(`${guardian.name} ${guardian.last_name}`, format))
}

export function useDownloadFamilyData() {
  return useMutation({
    mutationFn: ({
      guardian,
      format,
    }: {
      guardian: DataRequest['guardian']
      format: 'pdf' | 'json'
    }) => downloadFamilyData(guardian, format),
  })
}
