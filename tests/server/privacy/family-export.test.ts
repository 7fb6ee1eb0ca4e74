// The family's export, from the recognised portal and by an admin: every section holds the seeded
// family's rows (one table of the coverage at least each), nothing of another family, no staff
// password or internal id, the same JSON for both callers, a readable PDF, and each download
// audited. Without the portal proof there is nothing.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FamilyExport } from '#shared/contract/privacy.ts'
import { auditLog } from '#server/db/schema.ts'
import { EXPORT_COVERAGE } from '#server/privacy/privacy-export-coverage.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { recognise, seedFullFamily, seedSchool, type SeededFamily } from './privacy-fixtures.ts'

const ctx = useTestApp()
let mine: SeededFamily
let other: SeededFamily
let admin: Caller
let proof: Record<string, string>

beforeAll(async () => {
  const school = await seedSchool(ctx.db)
  mine = await seedFullFamily(ctx.db, school)
  other = await seedFullFamily(ctx.db, school)
  admin = await signIn(ctx, 'admin')
  proof = await recognise(ctx, mine)
})

const exportOf = async (headers: Record<string, string>) => {
  const answer = await ctx.app.inject({ url: '/api/privacy/my-data', headers })
  expect(answer.statusCode).toBe(200)
  return { answer, data: answer.json<FamilyExport>() }
}

describe('the family export', () => {
  it('holds rows of every section, each table of the coverage included', async () => {
    const { data } = await exportOf(proof)
    const empty = data.sections.filter((s) => s.rows.length === 0).map((s) => s.key)
    expect(empty).toEqual([])
    const sections = new Set(data.sections.map((s) => s.key))
    for (const { section } of Object.values(EXPORT_COVERAGE.exported)) {
      expect(sections).toContain(section)
    }
    expect(data.guardian.rut).toBe(mine.rut)
  })

  it('shows the family what a person reads: names, classes, money, signatures, card reads', async () => {
    const { data } = await exportOf(proof)
    const rows = (key: string) => data.sections.find((s) => s.key === key)!.rows
    const [tag] = mine.marks
    expect(rows('children')[0]).toMatchObject({ name: `Tomás${tag}`, birth_date: mine.birthDate })
    expect(rows('attendance')[0]).toMatchObject({ group: `Grupo ${tag}`, status: 'present' })
    expect(rows('khipu_payments')[0]).toMatchObject({ khipu_id: `khipu-${tag}`, amount: 20_000 })
    expect(rows('manual_payments')[0]).toMatchObject({ method: 'transfer' })
    expect(rows('boletas').map((b) => b.folio)).toHaveLength(2)
    expect(rows('signatures')[0]).toMatchObject({ accepted: true, signer_rut: mine.rut })
    expect(rows('card_reads')[0]).toMatchObject({ read_at: '2026-10-03T10:05:00-03:00' })
    expect(rows('card_reads')[0]!.staff).toMatch(/^Nombre\d+ Apellido$/)
    expect(rows('enquiries').map((e) => e.message)).toEqual(
      expect.arrayContaining([`Consulta ${tag}`, `Inscripción ${tag}`]),
    )
    expect(rows('data_requests')[0]).toMatchObject({ kind: 'rectification', due_on: '2026-12-31' })
  })

  it('holds nothing of another family, no password and no internal id', async () => {
    const { answer } = await exportOf(proof)
    for (const mark of other.marks) expect(answer.body).not.toContain(mark)
    expect(answer.body).not.toContain(other.guardianId)
    expect(answer.body).not.toContain(mine.guardianId)
    expect(answer.body).not.toContain(mine.childIds[0])
    expect(answer.body).not.toMatch(/password|argon2|never-exported/)
  })

  it('is a download, not kept by caches, and its reading is audited', async () => {
    const { answer } = await exportOf(proof)
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="datos-familia-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(answer.headers['cache-control']).toBe('no-store')
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'export_family_data'), eq(auditLog.entity_id, mine.guardianId)),
      )
    expect(audited.length).toBeGreaterThan(0)
    expect(audited[0]!.actor_id).toBeNull()
  })

  it('comes as a PDF too', async () => {
    const answer = await ctx.app.inject({ url: '/api/privacy/my-data/pdf', headers: proof })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(answer.rawPayload.length).toBeGreaterThan(5_000)
  })

  it('is refused without the portal proof, in Spanish', async () => {
    for (const url of ['/api/privacy/my-data', '/api/privacy/my-data/pdf']) {
      const answer = await ctx.app.inject({ url })
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toMatchObject({ code: 'PORTAL_PROOF_REQUIRED' })
      expect(answer.json<{ detail: string }>().detail).toMatch(
        /confirme primero que es el apoderado/,
      )
    }
  })

  it('is the same for an admin answering by e-mail, recorded with who downloaded it', async () => {
    const byAdmin = await admin.get(`/api/privacy/families/${mine.guardianId}/data`)
    expect(byAdmin.statusCode).toBe(200)
    const { data } = await exportOf(proof)
    // NOTE: each download is itself recorded among the changes, so that section grows.
    const sections = (d: FamilyExport) =>
      d.sections.filter((s) => s.key !== 'record_changes').map((s) => [s.key, s.rows.length])
    expect(sections(byAdmin.json<FamilyExport>())).toEqual(sections(data))
    const pdf = await admin.get(`/api/privacy/families/${other.guardianId}/data/pdf`)
    expect(pdf.statusCode).toBe(200)
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'export_family_data'), eq(auditLog.entity_id, other.guardianId)),
      )
    expect(row!.actor_id).toBe(admin.userId)
  })

  it('answers 404 for an admin asking for someone who is not a guardian', async () => {
    const answer = await admin.get(`/api/privacy/families/${admin.userId}/data`)
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ code: 'FAMILY_NOT_FOUND' })
  })
})
