// The family's requests over its data: a recognised guardian files one (validated in Spanish)
// due 30 días corridos later and reads only their own; admins see the queue by deadline, answer
// each once (audited) and the guardian reads the answer.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataRequestDueOn } from '#shared/data-requests.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { DataRequest, FamilyDataRequest, OpenDataRequests } from '#shared/contract/privacy.ts'
import { auditLog, dataRequests } from '#server/db/schema.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { signIn, type Caller } from '../prices/api.ts'
import { recognise, seedFullFamily, seedSchool, type SeededFamily } from './privacy-fixtures.ts'

const ctx = useTestApp()
let mine: SeededFamily
let other: SeededFamily
let admin: Caller
let teacher: Caller
let myProof: Record<string, string>
let otherProof: Record<string, string>

beforeAll(async () => {
  const school = await seedSchool(ctx.db)
  mine = await seedFullFamily(ctx.db, school)
  other = await seedFullFamily(ctx.db, school)
  admin = await signIn(ctx, 'admin')
  teacher = await signIn(ctx, 'teacher')
  myProof = await recognise(ctx, mine)
  otherProof = await recognise(ctx, other)
})

let address = 0
/** Files a request, each from an address of its own (the route allows 5 a minute from one). */
const file = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/privacy/my-requests',
    headers,
    payload: payload as object,
    remoteAddress: `10.8.0.${(address += 1)}`,
  })
const mineList = async (headers: Record<string, string>) => {
  const answer = await ctx.app.inject({ url: '/api/privacy/my-requests', headers })
  expect(answer.statusCode).toBe(200)
  return answer.json<FamilyDataRequest[]>()
}

describe('a guardian’s requests', () => {
  it('files a deletion request due 30 días corridos from today', async () => {
    const answer = await file(myProof, { kind: 'deletion', details: 'Ya no vamos a seguir.' })
    expect(answer.statusCode).toBe(201)
    const request = answer.json<FamilyDataRequest>()
    const today = todayInSantiago()
    expect(request).toMatchObject({
      kind: 'deletion',
      status: 'open',
      received_on: today,
      due_on: dataRequestDueOn(today),
      answer: null,
    })
    const [row] = await ctx.db.select().from(dataRequests).where(eq(dataRequests.id, request.id))
    expect(row!.guardian_id).toBe(mine.guardianId)
  })

  it('asks what to correct or what to oppose, in Spanish', async () => {
    for (const kind of ['rectification', 'opposition']) {
      const answer = await file(myProof, { kind, details: '   ' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json<{ detail: string }>().detail).toMatch(/Cuéntenos qué dato está mal/)
    }
    const unknown = await file(myProof, { kind: 'blocking' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json<{ detail: string }>().detail).toMatch(/'kind'/)
    const tooLong = await file(myProof, { kind: 'access', details: 'x'.repeat(2001) })
    expect(tooLong.statusCode).toBe(400)
    const accepted = await file(myProof, { kind: 'opposition', details: 'No a las fotos.' })
    expect(accepted.statusCode).toBe(201)
  })

  it('shows each guardian only their own requests', async () => {
    await file(otherProof, { kind: 'access' })
    const own = await mineList(myProof)
    expect(own.length).toBeGreaterThanOrEqual(3)
    const ids = new Set(own.map((r) => r.id))
    for (const theirs of await mineList(otherProof)) expect(ids.has(theirs.id)).toBe(false)
    expect(own.map((r) => r.details)).not.toContain(`Corregir ${other.marks[0]}`)
  })

  it('needs the portal proof to file or read', async () => {
    expect((await file({}, { kind: 'access' })).statusCode).toBe(401)
    const read = await ctx.app.inject({ url: '/api/privacy/my-requests' })
    expect(read.statusCode).toBe(401)
    expect(read.json()).toMatchObject({ code: 'PORTAL_PROOF_REQUIRED' })
  })
})

describe('the admins’ queue', () => {
  it('lists open requests by deadline with the family, and counts them', async () => {
    const answer = await admin.get('/api/privacy/requests')
    expect(answer.statusCode).toBe(200)
    const queue = answer.json<DataRequest[]>()
    const open = queue.filter((r) => r.status === 'open')
    expect(open.map((r) => r.due_on)).toEqual([...open.map((r) => r.due_on)].sort())
    expect(open.some((r) => r.guardian.rut === mine.rut && r.kind === 'deletion')).toBe(true)
    const counts = (await admin.get('/api/privacy/requests/open')).json<OpenDataRequests>()
    expect(counts.open).toBe(open.length)
    // The seeded requests are due 2026-12-31: overdue only once that day has passed.
    expect(counts.overdue).toBe(todayInSantiago() > '2026-12-31' ? 2 : 0)
  })

  it('is for admins only', async () => {
    expect((await teacher.get('/api/privacy/requests')).statusCode).toBe(403)
    expect((await teacher.get(`/api/privacy/families/${mine.guardianId}/data`)).statusCode).toBe(
      403,
    )
  })

  it('answers a request once, audited, and the guardian reads the answer', async () => {
    const [request] = (await mineList(myProof)).filter((r) => r.kind === 'deletion')
    const answer = await admin.send('POST', `/api/privacy/requests/${request!.id}/answer`, {
      status: 'done',
      answer: 'Eliminamos los datos de su familia; las boletas se guardan 6 años sin sus nombres.',
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json<DataRequest>()).toMatchObject({
      status: 'done',
      resolved_by: { last_name: 'Apellido' },
    })
    const seen = (await mineList(myProof)).find((r) => r.id === request!.id)!
    expect(seen.status).toBe('done')
    expect(seen.answer).toMatch(/Eliminamos los datos/)
    expect(seen.resolved_at).not.toBeNull()
    const again = await admin.send('POST', `/api/privacy/requests/${request!.id}/answer`, {
      status: 'rejected',
      answer: 'Otra vez',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'DATA_REQUEST_ANSWERED' })
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'answer'), eq(auditLog.entity_id, request!.id)))
    expect(audited).toHaveLength(1)
    expect(audited[0]!.actor_id).toBe(admin.userId)
  })

  it('wants an answer text and a final status', async () => {
    const [open] = (await mineList(myProof)).filter((r) => r.status === 'open')
    const empty = await admin.send('POST', `/api/privacy/requests/${open!.id}/answer`, {
      status: 'done',
      answer: ' ',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<{ detail: string }>().detail).toMatch(/'answer' es obligatorio/)
    const reopen = await admin.send('POST', `/api/privacy/requests/${open!.id}/answer`, {
      status: 'open',
      answer: 'Nada',
    })
    expect(reopen.statusCode).toBe(400)
    const missing = await admin.send(
      'POST',
      `/api/privacy/requests/${crypto.randomUUID()}/answer`,
      { status: 'done', answer: 'Hecho' },
    )
    expect(missing.statusCode).toBe(404)
  })
})

describe('the one extension of a deadline', () => {
  it('moves the deadline to 60 días corridos from receipt, once, and the guardian reads why', async () => {
    const filed = (
      await file(otherProof, { kind: 'access', details: '' })
    ).json<FamilyDataRequest>()
    const reason = 'Debemos reunir los registros de asistencia de tres temporadas.'
    const extended = await admin.send('POST', `/api/privacy/requests/${filed.id}/extend`, {
      reason,
    })
    expect(extended.statusCode).toBe(200)
    expect(extended.json<DataRequest>()).toMatchObject({
      status: 'open',
      due_on: dataRequestDueOn(filed.received_on, true),
      extension_reason: reason,
    })
    expect(dataRequestDueOn(filed.received_on, true)).not.toBe(filed.due_on)
    const seen = (await mineList(otherProof)).find((r) => r.id === filed.id)!
    expect(seen).toMatchObject({ due_on: dataRequestDueOn(filed.received_on, true) })
    expect(seen.extension_reason).toBe(reason)

    const twice = await admin.send('POST', `/api/privacy/requests/${filed.id}/extend`, {
      reason: 'Otra vez',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'DATA_REQUEST_EXTENDED' })
    expect(twice.json<{ detail: string }>().detail).toMatch(/una sola prórroga/)
  })

  it('wants a reason, an open request, and an admin', async () => {
    const filed = (
      await file(otherProof, { kind: 'portability', details: '' })
    ).json<FamilyDataRequest>()
    const empty = await admin.send('POST', `/api/privacy/requests/${filed.id}/extend`, {
      reason: '  ',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json<{ detail: string }>().detail).toMatch(/'reason' es obligatorio/)
    const byTeacher = await teacher.send('POST', `/api/privacy/requests/${filed.id}/extend`, {
      reason: 'x',
    })
    expect(byTeacher.statusCode).toBe(403)
    await admin.send('POST', `/api/privacy/requests/${filed.id}/answer`, {
      status: 'done',
      answer: 'Le enviamos sus datos.',
    })
    const answered = await admin.send('POST', `/api/privacy/requests/${filed.id}/extend`, {
      reason: 'Tarde',
    })
    expect(answered.statusCode).toBe(409)
    expect(answered.json()).toMatchObject({ code: 'DATA_REQUEST_ANSWERED' })
  })
})
