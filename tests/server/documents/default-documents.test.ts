// The example texts: every start gives each kind with no version its first one (a new school:
// from today; the demo school: from its first group's start), and never adds or changes a second.
import { count, eq, min } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS } from '#shared/documents.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { groups, schoolDocuments } from '#server/db/schema.ts'
import { documentHash } from '#server/documents/documents-data.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { testConfig, useTestDatabase } from '../helpers/test-app.ts'

const documentsOf = (db: ReturnType<typeof useTestDatabase>['db']) =>
  db.select().from(schoolDocuments).orderBy(schoolDocuments.kind)

describe('a new school', () => {
  const database = useTestDatabase()

  it('gets the five example documents, in force from today, once', async () => {
    await bootstrap(
      database.db,
      testConfig({ superadmin: { email: 'a@b.cl', password: undefined } }),
    )
    const rows = await documentsOf(database.db)
    expect(rows.map((r) => r.kind).sort()).toEqual([...DOCUMENT_KINDS].sort())
    expect(rows.every((r) => r.valid_from === todayInSantiago())).toBe(true)
    expect(rows.every((r) => r.content_hash === documentHash(r.body))).toBe(true)
    const terms = rows.find((r) => r.kind === 'terms')!
    expect(terms.body).toContain('## Cancelaciones')
    expect(terms.body).not.toContain('Pendiente')
    const privacy = rows.find((r) => r.kind === 'privacy')!.body
    for (const word of ['responsable', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad']) {
      expect(privacy).toContain(word)
    }
    expect(rows.find((r) => r.kind === 'photo_consent')!.body).toContain('sin ninguna consecuencia')

    await bootstrap(database.db, testConfig())
    const [again] = await database.db.select({ n: count() }).from(schoolDocuments)
    expect(again!.n).toBe(DOCUMENT_KINDS.length)
  })

  it('an existing school missing a kind gets only that one', async () => {
    await database.db.delete(schoolDocuments).where(
      // Only the photo consent goes (no signature names it in this database).
      eq(schoolDocuments.kind, 'photo_consent'),
    )
    await bootstrap(database.db, testConfig())
    const rows = await documentsOf(database.db)
    expect(rows.filter((r) => r.kind === 'photo_consent')).toHaveLength(1)
    expect(rows).toHaveLength(DOCUMENT_KINDS.length)
  })
})

describe('the demo school', () => {
  const database = useTestDatabase()

  it('has its documents in force from its first group start', async () => {
    await bootstrap(database.db, testConfig({ demo: true }))
    const [first] = await database.db.select({ day: min(groups.start_date) }).from(groups)
    const rows = await documentsOf(database.db)
    expect(rows).toHaveLength(DOCUMENT_KINDS.length)
    expect(first!.day).toBeTruthy()
    expect(rows.every((r) => r.valid_from === first!.day)).toBe(true)
  })
})
