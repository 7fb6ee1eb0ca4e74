// The family export's shared pieces: who the family is (the guardian and the children they answer
// for) and how its rows read (instants in Santiago, full names, no internal ids).
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { santiagoIso } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

export type Row = Record<string, unknown>

export const students = alias(users, 'student')
export const staff = alias(users, 'staff')

/** ISO instant in Santiago, or null. */
export const at = (value: Date | null | undefined) => (value ? santiagoIso(value) : null)
export const fullName = (p: { name: string; last_name: string } | null | undefined) =>
  p ? `${p.name} ${p.last_name}`.trim() : null

export interface Family {
  guardianId: string
  /** The children the guardian answers for (and the guardian, when a student pays for themself). */
  studentIds: string[]
  memberIds: string[]
}

export async function familyOf(db: Db, guardianId: string): Promise<Family | undefined> {
  const [guardian] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, guardianId))
  if (!guardian || (guardian.role !== 'supporter' && guardian.role !== 'student')) return undefined
  const children = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.supporter_id, guardianId), eq(users.role, 'student')))
  const studentIds = children.map((c) => c.id)
  if (guardian.role === 'student') studentIds.push(guardian.id)
  return { guardianId, studentIds, memberIds: [...new Set([guardianId, ...studentIds])] }
}

/** `inArray` that stays valid SQL for an empty list (a family without children). */
export const within = (column: Parameters<typeof inArray>[0], ids: string[]): SQL =>
  inArray(column, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])

export const personFields = (p: typeof users.$inferSelect): Row => ({
  name: p.name,
  last_name: p.last_name,
  rut: p.rut,
  email: p.email,
  phone: p.phone,
  birth_date: p.birth_date,
  active: p.active,
  created_at: at(p.created_at),
})
