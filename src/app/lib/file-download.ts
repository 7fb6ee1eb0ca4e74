// Files the API answers (a spreadsheet, a PDF) rather than JSON: an authorised fetch that reuses the
// client's token refresh (through GET /api/me) when the first try meets an expired token, then the
// file saved under its Spanish name or shown in the tab the click opened.
import { apiRequest } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { getSession } from './session/session-store.ts'

function authorisedFetch(path: string): Promise<Response> {
  const token = getSession()?.accessToken
  return fetch(`/api${path}`, {
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
}

/** GET /api{path} as a file; an ApiError when the server refuses it. */
export async function fetchFile(path: string): Promise<Blob> {
  let response = await authorisedFetch(path)
  if (response.status === 401) {
    await apiRequest('/me')
    response = await authorisedFetch(path)
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, '')
  return response.blob()
}

const revokeLater = (url: string) =>
  // NOTE: revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  revokeLater(url)
}

/**
 * Shows a file in a new tab. The tab is opened during the click (a tab opened after the download
 * would meet the popup blocker) and receives the file when it arrives; if the browser gave no tab,
 * the file is saved instead.
 */
export async function openFile(path: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const blob = await fetchFile(path)
    if (!tab) return saveBlob(blob, fileName)
    const url = URL.createObjectURL(blob)
    tab.location.href = url
    revokeLater(url)
  } catch (error) {
    tab?.close()
    throw error
  }
}
