// Two devices, one class. The rules: changes apply in the order the server receives them (the
// last transport value to arrive wins); a change to a class deleted meanwhile is rejected with a
// detail saying so; after their next pull both devices hold the server's rows.
import { beforeAll, describe, expect, it } from 'vitest'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { bearer } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { newDevice, push, seedPushSchool, type PushSchool } from './push-fixtures.ts'

const ctx = useTestApp()
let school: PushSchool

beforeAll(async () => {
  school = await seedPushSchool(ctx.app, ctx.db)
})

async function pull(token: string, cursor?: string): Promise<SyncResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const response = await ctx.app.inject({ url: `/api/sync${query}`, headers: bearer(token) })
  return response.json() as SyncResponse
}

const transportOf = (body: SyncResponse, sessionId: string) =>
  body.class_sessions.find((s) => s.id === sessionId)?.transport_student_ids

describe('two devices changing one class', () => {
  it('resolve transport by arrival order and converge after their next pull', async () => {
    const [tomas] = school.studentIds
    const phone = { token: school.teacherToken, deviceId: newDevice() }
    const office = { token: school.adminToken, deviceId: newDevice() }
    const phoneStart = await pull(phone.token)
    const officeStart = await pull(office.token)
    const set = (value: boolean) => ({
      seq: 1,
      name: 'session.setTransport',
      args: { session_id: school.sessionId, student_id: tomas, used_transport: value },
    })
    // Both changed the same student offline; the office's change reaches the server last.
    await push(ctx.app, phone.token, { deviceId: phone.deviceId, mutations: [set(true)] })
    expect(transportOf(await pull(phone.token, phoneStart.cursor), school.sessionId)).toEqual([
      tomas,
    ])
    await push(ctx.app, office.token, { deviceId: office.deviceId, mutations: [set(false)] })

    const phoneNext = await pull(phone.token, phoneStart.cursor)
    const officeNext = await pull(office.token, officeStart.cursor)
    expect(transportOf(phoneNext, school.sessionId)).toEqual([])
    expect(transportOf(officeNext, school.sessionId)).toEqual([])
    expect(phoneNext.class_sessions).toEqual(officeNext.class_sessions)
  })

  it('reject a change to a class deleted meanwhile, and the class goes from both devices', async () => {
    const phone = { token: school.teacherToken, deviceId: newDevice() }
    const phoneStart = await pull(phone.token)
    const deleted = await push(ctx.app, school.adminToken, {
      deviceId: newDevice(),
      mutations: [{ seq: 1, name: 'session.delete', args: { session_id: school.sessionId } }],
    })
    expect(deleted.body.results[0]!.status).toBe('applied')
    const late = await push(ctx.app, phone.token, {
      deviceId: phone.deviceId,
      mutations: [
        {
          seq: 1,
          name: 'session.addStudents',
          args: { session_id: school.sessionId, students: [{ student_id: school.studentIds[1] }] },
        },
      ],
    })
    expect(late.body.results[0]).toMatchObject({
      status: 'rejected',
      detail: 'La clase fue eliminada; este cambio no se guardó.',
    })
    const next = await pull(phone.token, phoneStart.cursor)
    expect(next.deleted.class_sessions).toContain(school.sessionId)
  })
})
