// Benchmark of GET /api/sync for a large school (DESIGN §10: 2,000 students, 100 groups, 20,000
// sessions in the window; initial pull <= 3 s and <= 2 MB gzip; a no-change pull <= 300 B).
// Run alone with `npx tsx tests/bench/offline-sync.ts`, or call benchOfflineSync() from run.ts.
import { sql } from 'drizzle-orm'
import { budget } from './budget-guard.ts'
import { seedUser, login, bearer } from '../server/helpers/fixtures.ts'
import { createTestApp } from '../server/helpers/test-app.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const SEED = [
  `insert into users (role, name, last_name, rut, phone, birth_date)
        select 'supporter', 'Apoderado' || i, 'Apellido' || i, null, '+5691234' || lpad(i::text, 4, '0'), null
        from generate_series(1, 1000) i`,
  `insert into users (role, name, last_name, rut, phone, birth_date, email)
        select 'student', 'Alumno' || i, 'Apellido ' || (i % 300), (10000000 + i)::text || '-K',
          '+5698765' || lpad(i::text, 4, '0'), date '2012-01-01' + (i % 2000), 'alumno' || i || '@correo.cl'
        from generate_series(1, 2000) i`,
  `insert into users (role, name, last_name, email)
        select 'teacher', 'Profesor' || i, 'Apellido', 'profesor' || i || '@escuela.cl'
        from generate_series(1, 20) i`,
  `insert into groups (name, start_date, rrule)
        select 'Grupo ' || i, '2026-01-01', 'FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=10;BYMINUTE=0'
        from generate_series(1, 100) i`,
  `with g as (select id, row_number() over (order by id) - 1 as n from groups),
           s as (select id, row_number() over (order by id) - 1 as n from users where role = 'student'),
           t as (select id, row_number() over (order by id) - 1 as n from users where role = 'teacher')
      insert into group_students (group_id, student_id) select g.id, s.id from s join g on g.n = s.n % 100`,
  `with g as (select id, row_number() over (order by id) - 1 as n from groups),
           t as (select id, row_number() over (order by id) - 1 as n from users where role = 'teacher')
      insert into group_teachers (group_id, teacher_id) select g.id, t.id from g join t on t.n = g.n % 20`,
  `with g as (select id, row_number() over (order by id) - 1 as n from groups)
      insert into class_sessions (session_date, class_type, group_id)
        select now() - interval '89 days' + (i * interval '118 days' / 20000), 'group', g.id
        from generate_series(0, 19999) i join g on g.n = i % 100`,
  `insert into session_teachers (session_id, teacher_id)
        select s.id, gt.teacher_id from class_sessions s join group_teachers gt on gt.group_id = s.group_id`,
  `insert into session_students (session_id, student_id, used_transport)
        select s.id, gs.student_id, (abs(hashtext(gs.student_id::text)) % 3 = 0)
        from class_sessions s join group_students gs on gs.group_id = s.group_id
        where abs(hashtext(gs.student_id::text || s.group_id::text)) % 4 <> 0`,
]

export async function benchOfflineSync() {
  const ctx = await createTestApp()
  try {
    const seeded = performance.now()
    for (const statement of SEED) await ctx.db.execute(sql.raw(statement))
    // As the server's statistics job would within a minute (db/planner-statistics.ts).
    await ctx.owner.execute(sql`analyze`)
    const counts = await ctx.db.execute(
      sql`select (select count(*) from session_students) as links, (select count(*) from class_sessions) as sessions`,
    )
    const seedMs = performance.now() - seeded
    const teacher = await seedUser(ctx.db, { role: 'teacher' })
    const { token } = await login(ctx.app, teacher.email!)
    const headers = { ...bearer(token), 'accept-encoding': 'gzip' }

    const times: number[] = []
    let first: Awaited<ReturnType<typeof ctx.app.inject>> | undefined
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      first = await ctx.app.inject({ url: '/api/sync', headers })
      times.push(performance.now() - started)
    }
    const raw = await ctx.app.inject({ url: '/api/sync', headers: bearer(token) })
    const cursor = (raw.json() as { cursor: string }).cursor
    const started = performance.now()
    const none = await ctx.app.inject({ url: `/api/sync?cursor=${cursor}`, headers })
    const noneMs = performance.now() - started

    const rows = (counts as unknown as { rows: Record<string, unknown>[] }).rows[0]
    console.log(
      `\nOffline sync, large school (seeded in ${seedMs.toFixed(0)} ms: ${JSON.stringify(rows)}):`,
    )
    console.log(
      `  initial pull: ${times.map((t) => t.toFixed(0)).join(' / ')} ms (budget 3000 ms: ` +
        `${budget({ label: 'offline sync: initial pull (median of 3)', value: [...times].sort((a, b) => a - b)[1]!, budget: 3000, unit: 'ms' })}), ` +
        `${kb(first!.rawPayload.length)} gzip, ${kb(raw.rawPayload.length)} raw (budget 2048 KB gzip)`,
    )
    console.log(
      `  no-change pull: ${noneMs.toFixed(0)} ms, ${none.rawPayload.length} bytes (budget 300 B: ` +
        `${budget({ label: 'offline sync: no-change pull', value: none.rawPayload.length, budget: 300, unit: 'B' })})`,
    )
  } finally {
    await ctx.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOfflineSync()
