// What the request log may say about a request: its URL with RUTs masked (the public portal looks
// invoices up by the payer's RUT in the path, and access logs are kept and shared longer than the
// data itself), plus method, host and client address.
import type { FastifyRequest } from 'fastify'
import { maskRut } from '#shared/rut.ts'

/** A RUT as people type it in a path or query: '12.345.678-5', '12345678-5', '123456785', 'k'. */
const RUT_LIKE = /^\d{1,2}(?:\.?\d{3}){2}-?[\dkK]$/

function maskPart(part: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(part).trim()
  } catch {
    return part
  }
  return RUT_LIKE.test(decoded) ? (maskRut(decoded) ?? '***') : part
}

/** A personal link's token (a credential for weeks): '/payments/l/<token>'. */
const PERSONAL_LINK = /(\/payments\/l\/)[^/?#]+/

/**
 * The URL with every RUT-shaped path segment or query value masked ('/api/invoices/**.***.678-5')
 * and a personal link's token hidden ('/payments/l/***').
 */
export function maskRutsInUrl(url: string): string {
  return url.replace(PERSONAL_LINK, '$1***').replace(/[^/?&=]+/g, maskPart)
}

export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: maskRutsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
}
