// Issue 21, item 4: every emergency card the pull puts on a device is logged per device (first
// and last delivery, how many pulls carried it), as 'Accesos a fichas' shows it for teachers.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cardDeliveries } from '#server/db/schema.ts'
import {
  emergencyAccessResponseSchema,
  type EmergencyAccessRow,
} from '#shared/contract/emergency-access.ts'
import { syncResponseSchema } from '#shared/contract/sync.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedGroup, seedPerson, staffSession } from './people-fixtures.ts'

const ctx = useTestApp()
let admin: Record<string, string>
let teacher: Awaited<ReturnType<typeof staffSession>>
const students: string[] = []
const PHONE = 'telefono-de-prueba-1'
const TABLET = 'tablet-de-prueba-2'
const ADMIN_PC = 'computador-oficina-3'

const pull = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/sync${query}`, headers: teacher.headers })
  expect(response.statusCode).toBe(200)
  return syncResponseSchema.parse(response.json())
}

const accessOf = async (studentId: string): Promise<EmergencyAccessRow | undefined> => {
  const response = await ctx.app.inject({ url: '/api/emergency-access', headers: admin })
  expect(response.statusCode).toBe(200)
  return emergencyAccessResponseSchema
    .parse(response.json())
    .rows.find((row) => row.teacher.id === teacher.user.id && row.student.id === studentId)
}

beforeAll(async () => {
  admin = (await staffSession(ctx, 'admin')).headers
  teacher = await staffSession(ctx, 'teacher')
  for (const name of ['Amanda', 'Bruno']) {
    const { id } = await seedPerson(ctx.db, { role: 'student', name })
    students.push(id)
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/students/${id}/emergency`,
      headers: admin,
      payload: { allergies: 'Maní', consent: true, consent_date: '2026-03-02' },
    })
    expect(saved.statusCode).toBe(200)
  }
  await seedGroup(ctx.db, 'Martes', { students, teachers: [teacher.user.id] })
})

describe('cards delivered by the pull', () => {
  it('are logged per device: the first pull, then each later one moves the count and the time', async () => {
    const first = await pull(`?device=${PHONE}`)
    expect(first.emergency_cards?.map((c) => c.student_id).sort()).toEqual([...students].sort())
    const once = await accessOf(students[0]!)
    expect(once?.devices).toEqual([
      {
        device_id: PHONE,
        first_at: expect.any(String),
        last_at: expect.any(String),
        deliveries: 1,
      },
    ])
    expect(once?.last_at).toBe(once?.devices[0]?.last_at)

    await pull(`?device=${PHONE}&cursor=${encodeURIComponent(first.cursor)}`)
    const twice = await accessOf(students[0]!)
    expect(twice?.devices).toHaveLength(1)
    expect(twice?.devices[0]?.deliveries).toBe(2)
    expect(twice?.devices[0]?.first_at).toBe(once?.devices[0]?.first_at)
    expect(Date.parse(twice!.devices[0]!.last_at)).toBeGreaterThan(
      Date.parse(once!.devices[0]!.last_at),
    )

    // Another device of the same teacher has its own row, newest first.
    await pull(`?device=${TABLET}`)
    const both = await accessOf(students[1]!)
    expect(both?.devices.map((d) => [d.device_id, d.deliveries])).toEqual([
      [TABLET, 1],
      [PHONE, 2],
    ])
  })

  it("an admin's pull is logged too: every card that reaches a device", async () => {
    const response = await ctx.app.inject({ url: `/api/sync?device=${ADMIN_PC}`, headers: admin })
    expect(response.statusCode).toBe(200)
    const logged = await ctx.db
      .select()
      .from(cardDeliveries)
      .where(eq(cardDeliveries.device_id, ADMIN_PC))
    expect(logged.map((row) => row.student_id).sort()).toEqual([...students].sort())
  })

  it('an app too old to name its device still pulls, logged as an unnamed device', async () => {
    const pulled = await pull('')
    expect(pulled.emergency_cards).toHaveLength(2)
    const access = await accessOf(students[0]!)
    expect(access?.devices.find((d) => d.device_id === '')?.deliveries).toBe(1)
  })

  it('a malformed device id is a Spanish 400', async () => {
    const response = await ctx.app.inject({
      url: '/api/sync?device=%20',
      headers: teacher.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
    expect(response.json().detail).toMatch(/device/)
  })
})
