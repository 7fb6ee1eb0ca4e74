// Retention (Ley 21.719): the daily job anonymises students inactive for RETENTION_STUDENT_YEARS
// and the guardian none of whose children remains, and deletes card reads and deliveries older
// than RETENTION_CARD_READS_MONTHS. The clock is passed in: `now` is 1 June 2032.
import { readFileSync } from 'node:fs'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig, RETENTION_DEFAULTS } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import {
  auditLog,
  cardDeliveries,
  classSessions,
  groups,
  groupStudents,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { runRetentionJob } from '#server/jobs/start-jobs.ts'
import { useTestDatabase } from '../helpers/test-app.ts'
import { seedInvoice } from '../payments/billing-fixtures.ts'

const database = useTestDatabase()
const NOW = new Date('2032-06-01T12:00:00Z')
const LONG_AGO = new Date('2026-01-15T12:00:00Z')
const settings = { studentYears: 5, cardReadMonths: 12 }
const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger

async function person(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { role: 'student' | 'supporter'; name: string },
) {
  const [row] = await db
    .insert(users)
    .values({ last_name: 'Retenida', phone: '+56961234567', ...values })
    .returning()
  return row!
}

const gone = (name: string, supporter_id: string) => ({
  role: 'student' as const,
  name,
  supporter_id,
  active: false,
  deactivated_at: LONG_AGO,
})

async function classOn(db: Db, studentId: string, at: Date) {
  const [session] = await db
    .insert(classSessions)
    .values({ session_date: at, class_type: 'other' })
    .returning()
  await db.insert(sessionStudents).values({ session_id: session!.id, student_id: studentId })
}

describe('the retention job', () => {
  it('anonymises inactive students and the guardians left without children, and only them', async () => {
    const { db } = database
    const alone = await person(db, { role: 'supporter', name: 'Guardiana Sola' })
    const onlyChild = await person(db, gone('Hija Única', alone.id))
    await classOn(db, onlyChild.id, new Date('2025-12-01T15:00:00Z'))

    const busy = await person(db, { role: 'supporter', name: 'Guardián Ocupado' })
    const leaving = await person(db, gone('Hijo Ido', busy.id))
    const staying = await person(db, {
      role: 'student',
      name: 'Hijo Activo',
      supporter_id: busy.id,
    })

    const keepers = await person(db, { role: 'supporter', name: 'Guardiana Vigente' })
    const rodeLater = await person(db, gone('Volvió Después', keepers.id))
    await classOn(db, rodeLater.id, new Date('2028-03-01T15:00:00Z'))
    const recentlyGone = await person(db, {
      ...gone('Se Fue Hace Poco', keepers.id),
      deactivated_at: new Date('2030-02-01T12:00:00Z'),
    })
    const inGroup = await person(db, gone('Sigue En Grupo', keepers.id))
    const [group] = await db
      .insert(groups)
      .values({ name: 'Grupo sin término', start_date: '2025-03-01' })
      .returning()
    await db.insert(groupStudents).values({ group_id: group!.id, student_id: inGroup.id })
    const owing = await person(db, gone('Debe Un Cobro', keepers.id))
    await seedInvoice(db, { student_id: owing.id, payer_id: keepers.id, billing_period: '2025-12' })

    const run = await runRetentionJob(db, settings, silent, NOW)
    expect(run).toMatchObject({ ran: true, result: { students: 2, guardians: 1 } })

    const rows = await db
      .select()
      .from(users)
      .where(
        inArray(users.id, [
          alone.id,
          onlyChild.id,
          busy.id,
          leaving.id,
          staying.id,
          keepers.id,
          rodeLater.id,
          recentlyGone.id,
          inGroup.id,
          owing.id,
        ]),
      )
    const anonymised = rows.filter((r) => r.anonymized_at !== null).map((r) => r.id)
    expect(anonymised.sort()).toEqual([alone.id, onlyChild.id, leaving.id].sort())
    const [child] = rows.filter((r) => r.id === onlyChild.id)
    expect(child).toMatchObject({ name: 'Alumno eliminado', phone: null, active: false })
    const kept = rows.filter((r) => !anonymised.includes(r.id))
    expect(kept.every((r) => r.phone === '+56961234567' && !r.name.includes('eliminado'))).toBe(
      true,
    )
    const audited = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'anonymize_retention'))
    expect(audited.map((a) => a.entity_id).sort()).toEqual(anonymised.sort())
  })

  it('runs once a day across instances', async () => {
    const again = await runRetentionJob(database.db, settings, silent, NOW)
    expect(again).toEqual({ ran: false })
    const nextDay = await runRetentionJob(
      database.db,
      settings,
      silent,
      new Date('2032-06-02T12:00:00Z'),
    )
    expect(nextDay).toMatchObject({ ran: true, result: { students: 0, guardians: 0 } })
  })

  it('deletes card reads and deliveries older than the retention, and nothing else', async () => {
    const { db } = database
    const student = await person(db, { role: 'student', name: 'Con Ficha' })
    const [reader] = await db
      .insert(users)
      .values({ role: 'teacher', name: 'Profe', email: 'profe.retencion@prueba.cl' })
      .returning()
    const read = (at: Date, action = 'view_emergency_card') => ({
      actor_id: reader!.id,
      action,
      entity: 'emergency_card',
      entity_id: student.id,
      at,
    })
    await db
      .insert(auditLog)
      .values([
        read(new Date('2031-05-01T12:00:00Z')),
        read(new Date('2031-07-01T12:00:00Z')),
        read(new Date('2020-01-01T12:00:00Z'), 'update'),
      ])
    await db.insert(cardDeliveries).values([
      {
        user_id: reader!.id,
        device_id: 'viejo',
        student_id: student.id,
        last_at: new Date('2031-01-01T12:00:00Z'),
      },
      {
        user_id: reader!.id,
        device_id: 'nuevo',
        student_id: student.id,
        last_at: new Date('2032-05-01T12:00:00Z'),
      },
    ])

    const run = await runRetentionJob(db, settings, silent, new Date('2032-06-03T12:00:00Z'))
    expect(run).toMatchObject({ ran: true, result: { cardReads: 1, cardDeliveries: 1 } })

    const left = await db.select().from(auditLog).where(eq(auditLog.entity_id, student.id))
    expect(left.map((r) => [r.action, r.at.toISOString().slice(0, 7)]).sort()).toEqual([
      ['update', '2020-01'],
      ['view_emergency_card', '2031-07'],
    ])
    const devices = await db
      .select()
      .from(cardDeliveries)
      .where(eq(cardDeliveries.student_id, student.id))
    expect(devices.map((d) => d.device_id)).toEqual(['nuevo'])
  })
})

describe('the retention settings', () => {
  it('default to 5 years and 12 months, and read RETENTION_STUDENT_YEARS and RETENTION_CARD_READS_MONTHS', () => {
    expect(loadConfig({}).retention).toEqual(RETENTION_DEFAULTS)
    expect(RETENTION_DEFAULTS).toEqual({ studentYears: 5, cardReadMonths: 12 })
    expect(
      loadConfig({ RETENTION_STUDENT_YEARS: '3', RETENTION_CARD_READS_MONTHS: '6' }).retention,
    ).toEqual({ studentYears: 3, cardReadMonths: 6 })
  })

  it('refuse to start with a value that is not a whole number of at least 1', () => {
    for (const bad of ['0', '-2', '1.5', 'seis']) {
      expect(() => loadConfig({ RETENTION_STUDENT_YEARS: bad })).toThrow(/RETENTION_STUDENT_YEARS/)
      expect(() => loadConfig({ RETENTION_CARD_READS_MONTHS: bad })).toThrow(
        /RETENTION_CARD_READS_MONTHS/,
      )
    }
  })

  it('are both in the README configuration table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    expect(readme).toMatch(/^\| `RETENTION_STUDENT_YEARS` +\| `5` /m)
    expect(readme).toMatch(/^\| `RETENTION_CARD_READS_MONTHS` +\| `12` /m)
  })
})
