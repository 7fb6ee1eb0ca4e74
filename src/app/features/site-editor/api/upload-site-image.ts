// Uploads a photo for the site (admins): the file's own bytes and type, not JSON, so the app's
// JSON client does not carry it. The server checks, turns upright, strips and resizes it.
import { errorBodySchema } from '#shared/contract/common.ts'
import { siteImageSchema, type SiteImage } from '#shared/contract/site.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import { uiSiteEditor as t } from '#app/i18n/ui-site-editor.ts'

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024

export async function uploadSiteImage(file: Blob): Promise<SiteImage> {
  const headers = new Headers({ Accept: 'application/json' })
  headers.set('Content-Type', file.type || 'application/octet-stream')
  const token = getSession()?.accessToken
  if (token) headers.set('Authorization', `Bearer ${token}`)
  let response: Response
  try {
    response = await fetch('/api/site/images', {
      method: 'POST',
      headers,
      body: file,
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', t.photoUploadError)
  }
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = errorBodySchema.safeParse(json)
    throw error.success
      ? new ApiError(response.status, error.data.code, error.data.detail)
      : new ApiError(response.status, `HTTP_${response.status}`, t.photoUploadError)
  }
  const image = siteImageSchema.safeParse(json)
  if (!image.success) throw new ApiError(response.status, 'INVALID_RESPONSE', t.photoUploadError)
  return image.data
}
