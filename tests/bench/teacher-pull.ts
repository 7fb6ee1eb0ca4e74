// The large school's pull per role (issue "Sync v2", item 7): a teacher's device holds only their
// scope (goal: initial pull <= 300 KB gzip and <= 1 s), an admin's the whole school (<= 2 MB gzip,
// <= 3 s); a no-change pull <= 300 B. Measured in process (the pull and its JSON and gzip, no
// HTTP). Run alone: `npx tsx tests/bench/teacher-pull.ts` (TEST_DATABASE_URL for PostgreSQL).
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { queryRows } from '#server/db/client.ts'
import { pull, type SyncViewer } from '#server/sync/sync-queries.ts'
import { firstSchoolDb, openTestDatabase } from '../server/helpers/test-app.ts'
import { seedLargeSchool } from '../server/helpers/large-school.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export interface PullFigure {
  role: string
  initialMs: number
  rawBytes: number
  gzipBytes: number
  noChangeBytes: number
  rows: { students: number; supporters: number; groups: number; sessions: number }
}

/** With a card for every student: a device's first pull and a repeat (a teacher's log their cards). */
export interface CardPullFigure {
  role: string
  cards: number
  firstMs: number
  repeatMs: number
}

export async function benchTeacherPull(): Promise<{
  database: string
  figures: PullFigure[]
  cardFigures: CardPullFigure[]
}> {
  const handle = await openTestDatabase()
  try {
    const school = await seedLargeSchool(firstSchoolDb(handle))
    // As the server's statistics job would within a minute (db/planner-statistics.ts).
    await handle.owner.execute(sql`analyze`)
    const [teacher] = await queryRows<{ id: string }>(
      firstSchoolDb(handle),
      sql`select u.id from users u join group_teachers gt on gt.teacher_id = u.id
        where u.role = 'teacher' group by u.id order by count(*) desc limit 1`,
    )
    const viewers: SyncViewer[] = [
      { id: teacher!.id, role: 'teacher' },
      { id: school.adminId, role: 'admin' },
    ]
    const figures: PullFigure[] = []
    for (const viewer of viewers) {
      await pull(firstSchoolDb(handle), undefined, new Date(), viewer) // warm-up
      const started = performance.now()
      const body = await pull(firstSchoolDb(handle), undefined, new Date(), viewer)
      const json = Buffer.from(JSON.stringify(body))
      const gzipBytes = gzipSync(json).length
      const initialMs = performance.now() - started
      const quiet = await pull(firstSchoolDb(handle), body.cursor, new Date(), viewer)
      figures.push({
        role: viewer.role,
        initialMs: Math.round(initialMs),
        rawBytes: json.length,
        gzipBytes,
        noChangeBytes: Buffer.byteLength(JSON.stringify(quiet)),
        rows: {
          students: body.students.length,
          supporters: body.supporters.length,
          groups: body.groups.length,
          sessions: body.class_sessions.length,
        },
      })
    }
    // Every student gets a card, so each pull below sends and logs a card per student in scope.
    await queryRows(
      firstSchoolDb(handle),
      sql`insert into emergency_cards (student_id, allergies, consent, consent_date)
        select id, 'Penicilina', true, '2026-03-02' from users where role = 'student'`,
    )
    const cardFigures: CardPullFigure[] = []
    for (const viewer of viewers) {
      const device = `bench-${viewer.role}`
      await pull(firstSchoolDb(handle), undefined, new Date(), viewer, {
        device: `${device}-warm-up`,
      })
      let started = performance.now()
      const first = await pull(firstSchoolDb(handle), undefined, new Date(), viewer, { device })
      const firstMs = performance.now() - started
      started = performance.now()
      await pull(firstSchoolDb(handle), first.cursor, new Date(), viewer, { device })
      const repeatMs = performance.now() - started
      cardFigures.push({
        role: viewer.role,
        cards: first.emergency_cards?.length ?? 0,
        firstMs: Math.round(firstMs),
        repeatMs: Math.round(repeatMs),
      })
    }
    return { database: handle.kind, figures, cardFigures }
  } finally {
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, figures, cardFigures } = await benchTeacherPull()
  for (const f of figures) {
    console.log(
      `${database} ${f.role}: initial ${f.initialMs} ms, ${kb(f.rawBytes)} JSON, ${kb(f.gzipBytes)} gzip; ` +
        `no-change ${f.noChangeBytes} B; ${f.rows.students} students, ${f.rows.supporters} guardians, ` +
        `${f.rows.groups} groups, ${f.rows.sessions} sessions`,
    )
  }
  for (const c of cardFigures) {
    console.log(
      `${database} ${c.role} with a card per student: ${c.cards} cards; ` +
        `first pull ${c.firstMs} ms, a repeat ${c.repeatMs} ms ` +
        (c.role === 'teacher' ? '(each logs its cards)' : '(an admin pull logs none)'),
    )
  }
}
