// The school's documents: admins add versions (never edited: a kind holds one per day, 409 for a
// second), each with the sha256 of its text and an audit row; anyone reads only the version in
// force today, without its author; a version from a later day shows from that day on.
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_BODY_MAX, type DocumentVersion } from '#shared/contract/documents.ts'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import { documentMessages } from '#shared/i18n/documents.ts'
import { fieldErrorDetails } from '#shared/i18n/errors.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { auditLog, schoolDocuments } from '#server/db/schema.ts'
import { documentHash } from '#server/documents/documents-data.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { expectDetail } from '../helpers/answers.ts'
import { signIn, type Caller } from '../prices/api.ts'

let ctx: TestContext
let admin: Caller
let teacher: Caller

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await signIn(ctx, 'admin')
  teacher = await signIn(ctx, 'teacher')
})
afterAll(() => ctx.close())
afterEach(() => vi.useRealTimers())

const today = () => todayInSantiago()
const add = (body: Record<string, unknown>, caller: Caller = admin) =>
  caller.send('POST', '/api/documents', body)
const publicRead = (kind: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/public/documents/${kind}` })
const versions = async () => (await admin.get('/api/documents')).json<DocumentVersion[]>()

/** A version written straight to the database (the API takes only today or later). */
async function storedVersion(
  kind: 'terms' | 'privacy' | 'waiver',
  valid_from: string,
  body: string,
) {
  await ctx.db.insert(schoolDocuments).values({
    kind,
    title: `Versión ${valid_from}`,
    body,
    valid_from,
    content_hash: documentHash(body),
  })
}

describe('school documents', () => {
  it('an admin adds a version: stored with the hash of its text, audited, listed as to come', async () => {
    const body = '# Cancelaciones\n\nAvise con **24 horas**.\r\n\r\n- Sin costo'
    const from = addCalendarDays(today(), 3)
    const added = await add({ kind: 'waiver', title: ' Descargo 2027 ', body, valid_from: from })
    expect(added.statusCode).toBe(201)
    const version = added.json<DocumentVersion>()
    const stored = '# Cancelaciones\n\nAvise con **24 horas**.\n\n- Sin costo'
    expect(version).toMatchObject({
      kind: 'waiver',
      title: 'Descargo 2027',
      body: stored,
      valid_from: from,
      state: 'scheduled',
      created_by: { id: admin.userId },
    })
    expect(version.content_hash).toBe(createHash('sha256').update(stored).digest('hex'))
    expect((await versions()).find((v) => v.id === version.id)?.state).toBe('scheduled')
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'school_document'), eq(auditLog.entity_id, version.id)))
    expect(audit).toMatchObject({
      action: 'create',
      actor_id: admin.userId,
      after: { kind: 'waiver', valid_from: from, content_hash: version.content_hash },
    })
  })

  it('refuses a second version of a kind on the same day, in Spanish; never changes the first', async () => {
    const from = addCalendarDays(today(), 5)
    await add({ kind: 'photo_consent', title: 'Fotos', body: 'Primera', valid_from: from })
    const again = await add({
      kind: 'photo_consent',
      title: 'Fotos',
      body: 'Otra',
      valid_from: from,
    })
    expectDetail(again, 409, documentMessages.dayTaken('Autorización de fotos y videos', from))
    expect(again.json().detail).toContain(from.split('-').reverse().join('-'))
    const photo = (await versions()).filter((v) => v.kind === 'photo_consent')
    expect(photo.map((v) => v.body)).toEqual(['Primera'])
  })

  it('shows the public only the version in force today, without who wrote it', async () => {
    await storedVersion('terms', '2025-01-01', 'Términos antiguos')
    await storedVersion('terms', addCalendarDays(today(), -1), 'Términos de ayer')
    await add({
      kind: 'terms',
      title: 'Términos futuros',
      body: 'Términos de mañana',
      valid_from: addCalendarDays(today(), 1),
    })
    const read = await publicRead('terms')
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      kind: 'terms',
      title: `Versión ${addCalendarDays(today(), -1)}`,
      body: 'Términos de ayer',
      valid_from: addCalendarDays(today(), -1),
      content_hash: documentHash('Términos de ayer'),
    })
    const states = (await versions())
      .filter((v) => v.kind === 'terms')
      .map((v) => `${v.body}: ${v.state}`)
    expect(states).toEqual([
      'Términos de mañana: scheduled',
      'Términos de ayer: in_force',
      'Términos antiguos: replaced',
    ])
  })

  it('a version from a later day replaces the one in force on that day', async () => {
    const tomorrow = addCalendarDays(today(), 1)
    await storedVersion('privacy', '2025-03-01', 'Política vigente')
    await add({ kind: 'privacy', title: 'Nueva', body: 'Política nueva', valid_from: tomorrow })
    expect((await publicRead('privacy')).json().body).toBe('Política vigente')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000))
    const next = await publicRead('privacy')
    expect(next.json()).toMatchObject({ body: 'Política nueva', valid_from: tomorrow })
  })

  it('answers 404 in Spanish for a kind with no version in force yet, 400 for an unknown kind', async () => {
    expectDetail(await publicRead('health_consent'), 404, documentMessages.notPublished)
    expectDetail(await publicRead('contrato'), 400, fieldErrorDetails.invalidOption('kind'))
  })

  it.each([
    ['a past day', { valid_from: '2025-01-01' }, documentMessages.validFromPast],
    ['an impossible day', { valid_from: '2026-02-30' }, validationMessages.dateInvalid],
    ['a blank title', { title: '   ' }, fieldErrorDetails.required('title')],
    ['a blank text', { body: ' \n ' }, fieldErrorDetails.required('body')],
    [
      'a text too long',
      { body: 'x'.repeat(DOCUMENT_BODY_MAX + 1) },
      fieldErrorDetails.tooLong('body'),
    ],
    ['an unknown kind', { kind: 'contrato' }, fieldErrorDetails.invalidOption('kind')],
  ])('refuses %s with a Spanish detail', async (_case, change, detail) => {
    const body = {
      kind: 'waiver',
      title: 'Descargo',
      body: 'Texto',
      valid_from: addCalendarDays(today(), 30),
      ...change,
    }
    expectDetail(await add(body), 400, detail)
  })

  it('refuses fields it does not know (an id or a hash cannot be chosen)', async () => {
    const answer = await add({
      kind: 'waiver',
      title: 'Descargo',
      body: 'Texto',
      valid_from: addCalendarDays(today(), 31),
      content_hash: 'a'.repeat(64),
    })
    expect(answer.statusCode).toBe(400)
  })

  it('teachers and anonymous callers may not list or add versions', async () => {
    expect((await teacher.get('/api/documents')).statusCode).toBe(403)
    const body = { kind: 'waiver', title: 'X', body: 'Y', valid_from: addCalendarDays(today(), 40) }
    expect((await add(body, teacher)).statusCode).toBe(403)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401)
    expect((await versions()).some((v) => v.valid_from === body.valid_from)).toBe(false)
  })
})
