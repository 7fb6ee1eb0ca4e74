// GET /api/download/{students|supporters}: the list as an .xlsx file, saved under its Spanish name.
// The API client speaks JSON only, so this is a small authorised fetch that reuses the client's
// token refresh (through GET /api/me) when the first try meets an expired token.
import { useMutation } from '@tanstack/react-query'
import { peopleExport } from '#shared/i18n/people.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { getSession } from '#app/lib/session/session-store.ts'

export type DownloadKind = keyof Pick<typeof peopleExport, 'students' | 'supporters'>

function fetchSheet(kind: DownloadKind): Promise<Response> {
  const token = getSession()?.accessToken
  return fetch(`/api/download/${kind}`, {
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

export async function downloadPeople(kind: DownloadKind): Promise<void> {
  let response = await fetchSheet(kind)
  if (response.status === 401) {
    await apiRequest('/me')
    response = await fetchSheet(kind)
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, '')
  saveBlob(await response.blob(), peopleExport[kind].fileName)
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // NOTE: revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useDownloadPeople(kind: DownloadKind) {
  return useMutation({ mutationFn: () => downloadPeople(kind) })
}
