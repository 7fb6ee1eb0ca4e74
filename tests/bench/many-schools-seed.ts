// The deployment of the many-schools bench on one database: the first school is the large school
// (large-school.ts), the others small ones (small-schools.ts), each created as the operator does
// and answering on a host of its own, school-NN.bench.test. Statistics are gathered at the end.
import { sql } from 'drizzle-orm'
import type { DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import { addDomain, createSchool } from '#server/schools/schools-data.ts'
import {
  LARGE_SCHOOL,
  LARGE_SCHOOL_ADMIN,
  seedLargeSchool,
} from '../server/helpers/large-school.ts'
import { seedSmallSchool, SMALL_SCHOOL_PASSWORD, type BenchTeacher } from './small-schools.ts'

export interface BenchSchool {
  id: string
  host: string
  /** Its two teachers whose phones take part in the Saturday burst. */
  teachers: [BenchTeacher, BenchTeacher]
  password: string
}

export interface SeededSchools {
  large: BenchSchool & { groupIds: string[]; sessionIds: string[] }
  schools: BenchSchool[]
  rows: number
  riders: number
}

export const schoolHost = (n: number) => `school-${String(n).padStart(2, '0')}.bench.test`

/** Small schools seeded at once: enough to keep the database busy, within the pool's 10. */
const SEEDING_CONCURRENCY = 4

/** Seeds `count` schools (the large one first) into `database`, migrated and empty. */
export async function seedSchools(database: DbHandle, count: number): Promise<SeededSchools> {
  const now = new Date()
  const seeded = await seedLargeSchool(database.schoolDb(DEFAULT_SCHOOL_ID), LARGE_SCHOOL, now)
  // Teacher i teaches group i (and every LARGE_SCHOOL.teachers-th after); group g's riders are
  // the students s with s % groups === g.
  const largeTeacher = (i: number): BenchTeacher => ({
    email: `profesor${i}@grande.cl`,
    groupId: seeded.groupIds[i]!,
    studentIds: seeded.studentIds.filter((_, s) => s % LARGE_SCHOOL.groups === i),
  })
  const large = {
    id: DEFAULT_SCHOOL_ID,
    host: schoolHost(0),
    teachers: [largeTeacher(0), largeTeacher(1)] as [BenchTeacher, BenchTeacher],
    password: LARGE_SCHOOL_ADMIN.password,
    groupIds: seeded.groupIds,
    sessionIds: seeded.sessionIds,
  }
  await addDomain(database.owner, DEFAULT_SCHOOL_ID, large.host)

  const passwordHash = await hashPassword(SMALL_SCHOOL_PASSWORD)
  const created: { n: number; id: string }[] = []
  for (let n = 1; n < count; n++) {
    const id = await createSchool(database.owner, { name: `Escuela ${n}`, hosts: [schoolHost(n)] })
    created.push({ n, id })
  }
  const schools: BenchSchool[] = [large]
  let rows = seeded.rows
  let riders = seeded.studentIds.length
  for (let i = 0; i < created.length; i += SEEDING_CONCURRENCY) {
    const batch = created.slice(i, i + SEEDING_CONCURRENCY)
    const done = await Promise.all(
      batch.map(({ n, id }) => seedSmallSchool(database.schoolDb(id), n, passwordHash, now)),
    )
    done.forEach((small, j) => {
      const { n, id } = batch[j]!
      schools.push({
        id,
        host: schoolHost(n),
        teachers: small.teachers,
        password: SMALL_SCHOOL_PASSWORD,
      })
      rows += small.rows
      riders += small.riders
    })
  }
  // As autovacuum would within a minute of so many rows (see large-school-bench.ts).
  await database.owner.execute(sql`analyze`)
  return { large, schools, rows, riders }
}
