// The consent tests' set-up: versions of the school's documents inserted as an admin would save
// them (the body's sha256 as its hash), a family, and the portal proof of its guardian through the
// personal link, as the page gets it.
import { createHash } from 'node:crypto'
import { DOCUMENT_KINDS, DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import type { App } from '#server/app.ts'
import type { Db } from '#server/db/client.ts'
import { schoolDocuments } from '#server/db/schema.ts'
import { signPersonalLink } from '#server/credentials/personal-link.ts'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A version of `kind`, in force from `validFrom`. */
export async function seedDocument(db: Db, kind: DocumentKind, validFrom: string, body?: string) {
  const text = body ?? `# ${DOCUMENT_NAMES[kind]}\n\nTexto de ${kind} vigente desde ${validFrom}.`
  const [row] = await db
    .insert(schoolDocuments)
    .values({
      kind,
      title: DOCUMENT_NAMES[kind],
      body: text,
      valid_from: validFrom,
      content_hash: sha256(text),
    })
    .returning()
  return row!
}

/** One version of every kind, in force from `validFrom`. */
export async function seedAllDocuments(db: Db, validFrom: string) {
  const rows = await Promise.all(DOCUMENT_KINDS.map((kind) => seedDocument(db, kind, validFrom)))
  return new Map(rows.map((row) => [row.kind, row]))
}

/** The guardian's portal proof cookie, from their personal link. */
export async function proofOf(app: App, secret: string, guardianId: string, ip: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/portal/link',
    payload: { token: signPersonalLink(secret, guardianId) },
    remoteAddress: ip,
  })
  const proof = answer.cookies.find((cookie) => cookie.name === 'bs_portal')
  if (!proof) throw new Error(`no portal proof: ${answer.statusCode} ${answer.body}`)
  return `bs_portal=${proof.value}`
}
