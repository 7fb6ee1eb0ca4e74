// Until the demo school ships its own documents (waiver, health and photo consent, terms,
// privacy), the signing test writes one short version of each kind into the stopped server's
// database, as an admin would publish them. Remove once the seed has them.
import { createHash } from 'node:crypto'
import { DOCUMENT_KINDS, DOCUMENT_NAMES } from '#shared/documents.ts'
import { openPglite } from '#server/db/client.ts'
import { schoolDocuments } from '#server/db/schema.ts'
import type { RunningServer } from './server.ts'

/** Restarts `server` with one version of each kind in force, unless it already has documents. */
export async function ensureSchoolDocuments(server: RunningServer): Promise<void> {
  await server.restart(async () => {
    const handle = await openPglite(`${server.dataDir}/pglite`)
    try {
      const existing = await handle.db.select({ id: schoolDocuments.id }).from(schoolDocuments)
      if (existing.length > 0) return
      await handle.db.insert(schoolDocuments).values(
        DOCUMENT_KINDS.map((kind) => {
          const body = `# ${DOCUMENT_NAMES[kind]}\n\nTexto de prueba de ${DOCUMENT_NAMES[kind].toLowerCase()}.\n\n- Un punto.\n- Otro punto.`
          return {
            kind,
            title: DOCUMENT_NAMES[kind],
            body,
            valid_from: '2026-01-01',
            content_hash: createHash('sha256').update(body).digest('hex'),
          }
        }),
      )
    } finally {
      await handle.close()
    }
  })
}
