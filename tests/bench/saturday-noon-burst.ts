// The burst "Saturday noon" of the many-schools bench: two teachers' phones of every school come
// back online together, each pushing 20 changes through the sync push (classes it created, riders
// marked, a transport) and then pulling; the changes are then counted in each school's own fence.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import type { Mutation } from '#shared/contract/sync-push.ts'
import type { App } from '#server/app.ts'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { burstInChild, type PhoneSpec } from './burst-client.ts'
import type { BenchSchool } from './many-schools-seed.ts'

const SESSIONS_PER_PHONE = 5
/** Each class a phone creates gets this many changes: created, two riders marked, a transport. */
const CHANGES_PER_SESSION = 4

/** A school's Wi-Fi address: its phones share it (X-Forwarded-For, behind the trusted proxy). */
const schoolIp = (index: number) => `10.0.${index}.1`

async function injected<T>(app: App, what: string, options: InjectOptions) {
  const response = await app.inject(options)
  if (response.statusCode !== 200) {
    throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`)
  }
  return response.json() as T
}

export async function signIn(
  app: App,
  school: BenchSchool,
  email: string,
  ip = schoolIp(0),
): Promise<string> {
  const body = await injected<{ access_token: string }>(app, `login ${email}`, {
    method: 'POST',
    url: '/api/login',
    headers: { host: school.host, 'x-forwarded-for': ip },
    payload: { email, password: school.password },
  })
  return body.access_token
}

/** The outbox of one phone: SESSIONS_PER_PHONE classes of its group this last hour, filled. */

function outbox(groupId: string, riders: string[], now: number) {
  const createdSessionIds: string[] = []
  const mutations: Mutation[] = []
  const hour = Math.floor(now / 3_600_000) * 3_600_000
  for (let k = 0; k < SESSIONS_PER_PHONE; k++) {
    const id = randomUUID()
    createdSessionIds.push(id)
    const [a, b] = [riders[(2 * k) % riders.length]!, riders[(2 * k + 1) % riders.length]!]
    mutations.push(
      {
        name: 'session.create',
        args: {
          id,
          session_date: new Date(hour - (k + 1) * 600_000 + 7_000).toISOString(),
          class_type: 'group',
          group_id: groupId,
        },
      },
      { name: 'session.addStudents', args: { session_id: id, students: [{ student_id: a }] } },
      { name: 'session.addStudents', args: { session_id: id, students: [{ student_id: b }] } },
      {
        name: 'session.setTransport',
        args: { session_id: id, student_id: a, used_transport: true },
      },
    )
  }
  const push = {
    deviceId: `bench-phone-${randomUUID()}`,
    mutations: mutations.map((m, i) => ({ seq: i + 1, ...m })),
  }
  return { push, createdSessionIds }
}

/** Signs every phone in and takes its first pull (not timed): what it holds before going offline. */
async function phonesOf(app: App, schools: BenchSchool[]): Promise<PhoneSpec[]> {
  const phones: PhoneSpec[] = []
  for (const [index, school] of schools.entries()) {
    for (const teacher of school.teachers) {
      const ip = schoolIp(index)
      const token = await signIn(app, school, teacher.email, ip)
      const { push, createdSessionIds } = outbox(teacher.groupId, teacher.studentIds, Date.now())
      const first = await injected<{ cursor: string }>(app, 'first pull', {
        url: `/api/sync?device=${push.deviceId}`,
        headers: { host: school.host, authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      })
      phones.push({ host: school.host, ip, token, cursor: first.cursor, push, createdSessionIds })
    }
  }
  return phones
}

export interface SaturdayFigures {
  phones: number
  changes: number
  wallMs: number
  pushMs: number[]
  pullMs: number[]
  applied: number
  seenInPull: number
  errors: string[]
  /** Counted in each school's own fence after the burst. */
  landed: { sessions: number; riders: number; transports: number; audits: number }
}

export async function saturdayNoon(
  app: App,
  url: string,
  database: DbHandle,
  schools: BenchSchool[],
): Promise<SaturdayFigures> {
  const phones = await phonesOf(app, schools)
  const result = await burstInChild({ kind: 'phones', url, phones })
  const landed = { sessions: 0, riders: 0, transports: 0, audits: 0 }
  for (const school of schools) {
    const ids = phones.filter((p) => p.host === school.host).flatMap((p) => p.createdSessionIds)
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    const [row] = await queryRows<Record<keyof typeof landed, number>>(
      database.schoolDb(school.id),
      sql`select
        (select count(*)::int from class_sessions where id in (${list})) as sessions,
        (select count(*)::int from session_students
          where session_id in (${list}) and deleted_at is null) as riders,
        (select count(*)::int from session_students
          where session_id in (${list}) and deleted_at is null and used_transport) as transports,
        (select count(*)::int from audit_log where entity_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})) as audits`,
    )
    for (const key of Object.keys(landed) as (keyof typeof landed)[]) landed[key] += row![key]
  }
  return {
    phones: phones.length,
    changes: phones.reduce((sum, p) => sum + p.push.mutations.length, 0),
    wallMs: result.wallMs,
    pushMs: result.phones.map((p) => p.pushMs),
    pullMs: result.phones.map((p) => p.pullMs),
    applied: result.phones.reduce((sum, p) => sum + p.applied, 0),
    seenInPull: result.phones.reduce((sum, p) => sum + p.seenInPull, 0),
    errors: result.phones.flatMap((p) => (p.error ? [p.error] : [])),
    landed,
  }
}

export const expectedLanding = (phones: number) => ({
  sessions: phones * SESSIONS_PER_PHONE,
  riders: phones * SESSIONS_PER_PHONE * 2,
  transports: phones * SESSIONS_PER_PHONE,
  audits: phones * SESSIONS_PER_PHONE * CHANGES_PER_SESSION,
})
