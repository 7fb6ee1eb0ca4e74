// The portal's proof that the person asking is the guardian (recognised by a child's birth date
// or a personal link): a signed token naming the guardian, valid for 30 minutes, kept in an
// HttpOnly, SameSite=Strict cookie scoped to /api. Without it a RUT shows no names and no dates.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isSecureRequest } from '#server/plugins/security.ts'
import {
  PORTAL_PROOF_COOKIE,
  readGuardianToken,
  signGuardianToken,
} from '#server/credentials/personal-link.ts'
export const PORTAL_PROOF_MINUTES = 30
const PURPOSE = 'portal-proof v1'

export function setPortalProof(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  guardianId: string,
) {
  const seconds = PORTAL_PROOF_MINUTES * 60
  reply.setCookie(PORTAL_PROOF_COOKIE, signGuardianToken(secret, PURPOSE, guardianId, seconds), {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request),
    path: '/api',
    maxAge: seconds,
  })
}

/**
 * The guardian the request's proof is signed for, if it carries a valid signature. Whether that
 * guardian may still use it is the database's to say (guardian-data.ts `portalProofOf`).
 */
export function signedProofOf(request: FastifyRequest, secret: string): string | undefined {
  const token = request.cookies[PORTAL_PROOF_COOKIE]
  if (!token || !secret) return undefined
  return readGuardianToken(secret, PURPOSE, token)?.guardianId
}
