// The absolute origin of links sent to families (a personal link, a waiting-list offer): the
// school's own host, else PUBLIC_URL, or in development the local address; in production without
// either, 503 LINKS_UNAVAILABLE.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { isProduction } from '#server/config.ts'
import { HttpError } from '#server/http-error.ts'
import { schoolAddress } from '#server/schools/school-address.ts'

/** Without a trailing slash. */
export async function publicLinkBase(app: FastifyInstance): Promise<string> {
  const { config } = app
  const own = await schoolAddress(app.db)
  if (own) return own
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '')
  if (isProduction(config)) {
    // NOTE: the admin's answer names no setting; the operator reads which one here.
    app.log.warn('PUBLIC_URL is not set: personal links cannot be made (503 LINKS_UNAVAILABLE).')
    throw new HttpError(503, 'LINKS_UNAVAILABLE')
  }
  const port = (app.server.address() as AddressInfo | null)?.port ?? config.port
  return `http://localhost:${port}`
}
