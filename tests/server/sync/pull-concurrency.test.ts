// Randomized: several writers change students and attendance in overlapping transactions (they
// sleep inside them, so on PostgreSQL versions are taken long before commit) while several
// devices pull in a loop. When the writers stop, one more pull each: every device's copy equals
// the server's rows. On PGlite the transactions take turns; the rules are the same.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { classSessions, sessionStudents, users } from '#server/db/schema.ts'
import { pull } from '#server/sync/sync-queries.ts'
import { useTestApp } from '../helpers/test-app.ts'

const STUDENTS = 12
const WRITERS = 3
const DEVICES = 3
const RUN_MS = 2_500

const ctx = useTestApp()
let studentIds: string[] = []
let sessionId = ''

beforeAll(async () => {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        role: 'student' as const,
        name: `Alumno ${i}`,
        last_name: 'Prueba',
        birth_date: '2015-01-01',
      })),
    )
    .returning()
  studentIds = rows.map((r) => r.id)
  const [session] = await ctx.db
    .insert(classSessions)
    .values({ session_date: new Date(), class_type: 'other' })
    .returning()
  sessionId = session!.id
  await ctx.db
    .insert(sessionStudents)
    .values(studentIds.map((id) => ({ session_id: sessionId, student_id: id })))
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

/** A device's copy: student names and the session's transport list. */
class Device {
  cursor: string | undefined
  names = new Map<string, string>()
  transport: string[] = []

  apply(body: SyncResponse) {
    if (body.reset) this.names.clear()
    for (const id of body.deleted.users) this.names.delete(id)
    for (const s of body.students) this.names.set(s.id, s.name)
    const session = body.class_sessions.find((s) => s.id === sessionId)
    if (session) this.transport = [...session.transport_student_ids].sort()
    this.cursor = body.cursor
  }

  async sync() {
    this.apply(await pull(ctx.db, this.cursor, new Date()))
  }
}

async function writer(until: number, n: number) {
  let k = 0
  while (Date.now() < until) {
    k += 1
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ name: `W${n}-${k}` })
        .where(eq(users.id, pick(studentIds)))
      await sleep(Math.random() * 40)
      await tx
        .update(sessionStudents)
        .set({ used_transport: sql`not ${sessionStudents.used_transport}` })
        .where(
          and(
            eq(sessionStudents.session_id, sessionId),
            eq(sessionStudents.student_id, pick(studentIds)),
          ),
        )
    })
    await sleep(Math.random() * 10)
  }
}

describe('pulls while writers commit out of order', () => {
  it('leave every device equal to the server', async () => {
    const devices = Array.from({ length: DEVICES }, () => new Device())
    const until = Date.now() + RUN_MS
    let pulls = 0
    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, n) => writer(until, n)),
      ...devices.map(async (device) => {
        while (Date.now() < until) {
          await device.sync()
          pulls += 1
          await sleep(Math.random() * 20)
        }
      }),
    ])
    for (const device of devices) await device.sync()

    const names = new Map(
      (
        await ctx.db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.role, 'student'))
      ).map((r) => [r.id, r.name]),
    )
    const transport = (
      await ctx.db
        .select({ id: sessionStudents.student_id })
        .from(sessionStudents)
        .where(
          and(eq(sessionStudents.session_id, sessionId), eq(sessionStudents.used_transport, true)),
        )
    )
      .map((r) => r.id)
      .sort()
    expect(pulls).toBeGreaterThan(DEVICES)
    for (const device of devices) {
      expect(device.names).toEqual(names)
      expect(device.transport).toEqual(transport)
    }
  })
})
