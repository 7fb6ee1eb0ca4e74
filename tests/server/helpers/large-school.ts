// Seeds a large school (DESIGN §10) into an empty, migrated database for benchmarks: 2,000
// students, 400 supporters, 30 teachers, 100 groups and 20,000 class sessions of the last ~120
// days with ~10 attending students each, plus prices, all in ONE transaction of batched
// multi-row INSERTs through the Drizzle schema (ids are made here, so no row is read back).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import type { Db } from '#server/db/client.ts'
import {
  classPrices,
  classSessions,
  discountTiers,
  groupStudents,
  groupTeachers,
  groupPrices,
  groups,
  serviceFee,
  sessionStudents,
  sessionTeachers,
  transportPrice,
  users,
} from '#server/db/schema.ts'

export interface LargeSchoolSize {
  students: number
  supporters: number
  teachers: number
  groups: number
  sessions: number
  studentsPerSession: number
  /** Sessions are spread evenly over this many days up to now. */
  days: number
}

export const LARGE_SCHOOL: LargeSchoolSize = {
  students: 2_000,
  supporters: 400,
  teachers: 30,
  groups: 100,
  sessions: 20_000,
  studentsPerSession: 10,
  days: 120,
}

export const LARGE_SCHOOL_ADMIN = { email: 'admin@grande.cl', password: 'Grande1234!' }

export interface LargeSchool {
  adminId: string
  studentIds: string[]
  groupIds: string[]
  sessionIds: string[]
  rows: number
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 1_000
const DAY_MS = 86_400_000

const rut = (n: number) => formatRut(`${n}${computeRutCheckDigit(String(n))}`)
const phone = (n: number) => `+569${String(10_000_000 + n).slice(-8)}`

async function insertAll<T extends PgTable>(tx: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH))
  }
  return rows.length
}

/** A PostgreSQL array literal; only for values that need no quoting (uuids, ISO dates, enums). */
const arrayLiteral = (values: unknown[]) => `{${values.map(String).join(',')}}`

/**
 * The big link tables go in as one `insert … select from unnest(arrays)` per chunk: a handful
 * of array parameters instead of one per value, which is what makes 200,000 rows quick.
 */
async function insertColumns(
  tx: Db,
  table: PgTable,
  columns: [PgColumn, string, unknown[]][],
  chunk = 50_000,
) {
  const length = columns[0]![2].length
  for (let i = 0; i < length; i += chunk) {
    const names = sql.join(
      columns.map(([column]) => sql.identifier(column.name)),
      sql`, `,
    )
    const arrays = sql.join(
      columns.map(
        ([, type, values]) => sql`${arrayLiteral(values.slice(i, i + chunk))}::${sql.raw(type)}[]`,
      ),
      sql`, `,
    )
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`)
  }
  return length
}

/** A guardian or student: `name` is also their e-mail at correo.cl; a RUT and a mobile each. */
function familyMember<R extends 'supporter' | 'student'>(
  role: R,
  name: string,
  last_name: string,
  rutBody: number,
  phoneIndex: number,
) {
  return {
    id: randomUUID(),
    role,
    name,
    last_name,
    rut: rut(rutBody),
    email: `${name.toLowerCase()}@correo.cl`,
    phone: phone(phoneIndex),
  }
}

function people(size: LargeSchoolSize, passwordHash: string) {
  const supporters = Array.from({ length: size.supporters }, (_, i) =>
    familyMember('supporter', `Apoderado${i}`, `Muñoz ${i % 97}`, 9_000_000 + i, i),
  )
  const students = Array.from({ length: size.students }, (_, i) => ({
    ...familyMember('student', `Alumno${i}`, `González ${i % 211}`, 20_000_000 + i, 50_000 + i),
    birth_date: `20${10 + (i % 8)}-0${1 + (i % 9)}-1${i % 10}`,
    supporter_id: supporters[i % size.supporters]!.id,
  }))
  const teachers = Array.from({ length: size.teachers }, (_, i) => ({
    id: randomUUID(),
    role: 'teacher' as const,
    name: `Profesor${i}`,
    last_name: 'Rojas',
    email: `profesor${i}@grande.cl`,
    password_hash: passwordHash,
  }))
  const admin = {
    id: randomUUID(),
    role: 'admin' as const,
    name: 'Admin',
    last_name: 'Grande',
    email: LARGE_SCHOOL_ADMIN.email,
    password_hash: passwordHash,
  }
  return { supporters, students, teachers, admin }
}

/** Fills `db` (migrated, empty) with a large school; `now` anchors the session dates. */
export async function seedLargeSchool(
  db: Db,
  size: LargeSchoolSize = LARGE_SCHOOL,
  now = new Date(),
): Promise<LargeSchool> {
  const passwordHash = await hashPassword(LARGE_SCHOOL_ADMIN.password)
  const { supporters, students, teachers, admin } = people(size, passwordHash)
  const groupRows = Array.from({ length: size.groups }, (_, i) => ({
    id: randomUUID(),
    name: `Grupo ${i + 1}`,
    description: 'Grupo de la escuela grande',
    rrule: `FREQ=WEEKLY;BYDAY=${['MO', 'TU', 'WE', 'TH', 'FR', 'SA'][i % 6]};BYHOUR=${9 + (i % 8)};BYMINUTE=0`,
    start_date: new Date(now.getTime() - (size.days + 30) * DAY_MS).toISOString().slice(0, 10),
  }))
  const groupPriceRows = groupRows.map((g, i) => ({
    group_id: g.id,
    price: 8_000 + (i % 5) * 1_000,
  }))
  const members = groupRows.map((_, g) => students.filter((_, s) => s % size.groups === g))
  const sessionsPerGroup = Math.ceil(size.sessions / size.groups)
  const spacing = (size.days * DAY_MS) / sessionsPerGroup

  const sessions: { id: string; session_date: string; class_type: 'group'; group_id: string }[] = []
  const attendance: (typeof sessionStudents.$inferInsert)[] = []
  const staffing: (typeof sessionTeachers.$inferInsert)[] = []
  for (let n = 0; n < size.sessions; n++) {
    const g = n % size.groups
    const k = Math.floor(n / size.groups)
    const id = randomUUID()
    const at = new Date(now.getTime() - size.days * DAY_MS + k * spacing + g * 60_000)
    sessions.push({
      id,
      session_date: at.toISOString(),
      class_type: 'group',
      group_id: groupRows[g]!.id,
    })
    staffing.push({ session_id: id, teacher_id: teachers[g % size.teachers]!.id })
    const roster = members[g]!
    for (let j = 0; j < Math.min(size.studentsPerSession, roster.length); j++) {
      const student = roster[(k + j) % roster.length]!
      attendance.push({ session_id: id, student_id: student.id, used_transport: (k + j) % 5 === 0 })
    }
  }

  const rows = await db.transaction(async (tx) => {
    let count = 0
    count += await insertAll(tx, users, [admin, ...teachers, ...supporters, ...students])
    count += await insertAll(tx, groups, groupRows)
    count += await insertAll(tx, groupPrices, groupPriceRows)
    count += await insertAll(
      tx,
      groupTeachers,
      groupRows.map((g, i) => ({ group_id: g.id, teacher_id: teachers[i % size.teachers]!.id })),
    )
    count += await insertAll(
      tx,
      groupStudents,
      students.map((s, i) => ({ group_id: groupRows[i % size.groups]!.id, student_id: s.id })),
    )
    count += await insertColumns(tx, classSessions, [
      [classSessions.id, 'uuid', sessions.map((s) => s.id)],
      [classSessions.session_date, 'timestamptz', sessions.map((s) => s.session_date)],
      [classSessions.class_type, 'class_type', sessions.map((s) => s.class_type)],
      [classSessions.group_id, 'uuid', sessions.map((s) => s.group_id)],
    ])
    count += await insertColumns(tx, sessionTeachers, [
      [sessionTeachers.session_id, 'uuid', staffing.map((r) => r.session_id)],
      [sessionTeachers.teacher_id, 'uuid', staffing.map((r) => r.teacher_id)],
    ])
    count += await insertColumns(tx, sessionStudents, [
      [sessionStudents.session_id, 'uuid', attendance.map((r) => r.session_id)],
      [sessionStudents.student_id, 'uuid', attendance.map((r) => r.student_id)],
      [sessionStudents.used_transport, 'boolean', attendance.map((r) => r.used_transport)],
    ])
    count += await insertAll(tx, classPrices, [
      { class_type: 'group', price: 9_000 },
      { class_type: 'other', price: 12_000 },
      { class_type: 'one_to_one', price: 25_000 },
    ])
    count += await insertAll(tx, transportPrice, [{ price: 3_000 }])
    count += await insertAll(tx, serviceFee, [{ fee_amount: 500 }])
    count += await insertAll(tx, discountTiers, [
      { min_classes: 8, max_classes: 15, discount_percentage: 5 },
      { min_classes: 16, max_classes: 100, discount_percentage: 10 },
    ])
    return count
  })
  return {
    adminId: admin.id,
    studentIds: students.map((s) => s.id),
    groupIds: groupRows.map((g) => g.id),
    sessionIds: sessions.map((s) => s.id),
    rows,
  }
}
