// Seeds one small school of the many-schools bench into its own fence, demo-like: 17–60 riders
// (as the school's number picks), their guardians, two teachers and an admin, 2–4 weekly groups
// with ~10 weeks of classes and attendance, prices, and last-but-one month's invoices, paid. One
// transaction of multi-row INSERTs per school; every id is made here, so no row is read back.
import { randomUUID } from 'node:crypto'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import type { Db } from '#server/db/client.ts'
import {
  classPrices,
  classSessions,
  discountTiers,
  groupPrices,
  groupStudents,
  groups,
  groupTeachers,
  invoices,
  serviceFee,
  sessionStudents,
  sessionTeachers,
  transportPrice,
  users,
} from '#server/db/schema.ts'

/** Every small school's staff signs in with this password (its hash is made once for all). */
export const SMALL_SCHOOL_PASSWORD = 'Escuela1234!'

/** One teacher's phone of the Saturday burst: the group it creates classes in and its riders. */
export interface BenchTeacher {
  email: string
  groupId: string
  studentIds: string[]
}

export interface SmallSchool {
  riders: number
  guardians: number
  teachers: [BenchTeacher, BenchTeacher]
  rows: number
}

const DAY_MS = 86_400_000
const FIRST_NAMES = ['Tomás', 'Sofía', 'Martín', 'Isidora', 'Benjamín', 'Florencia', 'Vicente']
const LAST_NAMES = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva']
const GROUP_NAMES = ['Iniciación', 'Intermedio', 'Avanzado', 'Competencia']

const rut = (body: number) => formatRut(`${body}${computeRutCheckDigit(String(body))}`)
const nameOf = (i: number) => FIRST_NAMES[i % FIRST_NAMES.length]!
const lastNameOf = (i: number) => LAST_NAMES[(i * 3) % LAST_NAMES.length]!

/** School `n` (1–99) has 17–60 riders and 2–4 groups, spread so that sizes vary school to school. */
export const ridersOf = (n: number) => 17 + ((n * 37) % 44)
const groupsOf = (n: number) => 2 + (n % 3)

/** 'YYYY-MM' of the month `back` months before `now`'s (UTC is close enough for seeding). */
function monthBefore(now: Date, back: number): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
  return at.toISOString().slice(0, 7)
}

function people(n: number, passwordHash: string) {
  const riders = ridersOf(n)
  const guardianCount = Math.ceil(riders / 1.6)
  // RUT bodies per school, apart from each other and from the large school's.
  const guardians = Array.from({ length: guardianCount }, (_, i) => ({
    id: randomUUID(),
    role: 'supporter' as const,
    name: nameOf(i + 3),
    last_name: lastNameOf(i),
    rut: rut(10_000_000 + n * 1_000 + i),
    email: `apoderado${i}@escuela${n}.cl`,
    phone: `+569${String(30_000_000 + n * 1_000 + i)}`,
  }))
  const students = Array.from({ length: riders }, (_, i) => ({
    id: randomUUID(),
    role: 'student' as const,
    name: nameOf(i),
    last_name: lastNameOf(i % guardianCount),
    rut: rut(21_000_000 + n * 1_000 + i),
    birth_date: `201${i % 8}-0${1 + (i % 9)}-1${i % 10}`,
    supporter_id: guardians[i % guardianCount]!.id,
  }))
  const staff = ['admin', 'teacher', 'teacher'].map((role, i) => ({
    id: randomUUID(),
    role: role as 'admin' | 'teacher',
    name: i === 0 ? 'Administración' : `Profesor${i}`,
    last_name: lastNameOf(n + i),
    email: i === 0 ? `admin@escuela${n}.cl` : `profesor${i}@escuela${n}.cl`,
    password_hash: passwordHash,
  }))
  return { guardians, students, admin: staff[0]!, teachers: [staff[1]!, staff[2]!] }
}

/** Fills school `n` through `db` (that school's fence); `now` anchors the classes and months. */
export async function seedSmallSchool(
  db: Db,
  n: number,
  passwordHash: string,
  now = new Date(),
): Promise<SmallSchool> {
  const { guardians, students, admin, teachers } = people(n, passwordHash)
  const groupRows = Array.from({ length: groupsOf(n) }, (_, g) => ({
    id: randomUUID(),
    name: GROUP_NAMES[g]!,
    description: 'Clases de equitación',
    rrule: `FREQ=WEEKLY;BYDAY=${['TU', 'TH', 'SA', 'WE'][g]};BYHOUR=${10 + g};BYMINUTE=0`,
    start_date: new Date(now.getTime() - 120 * DAY_MS).toISOString().slice(0, 10),
  }))
  const members = groupRows.map((_, g) => students.filter((_, s) => s % groupRows.length === g))
  const teacherOf = (g: number) => teachers[g % 2]!

  const sessions: (typeof classSessions.$inferInsert)[] = []
  const attendance: (typeof sessionStudents.$inferInsert)[] = []
  const staffing: (typeof sessionTeachers.$inferInsert)[] = []
  for (let day = 1; day <= 70; day++) {
    groupRows.forEach((group, g) => {
      if ((day + g) % 3 !== 0) return
      const id = randomUUID()
      const at = new Date(now.getTime() - day * DAY_MS)
      at.setUTCHours(13 + g, 0, 0, 0)
      sessions.push({ id, session_date: at, class_type: 'group', group_id: group.id })
      staffing.push({ session_id: id, teacher_id: teacherOf(g).id })
      members[g]!.forEach((student, m) => {
        if ((m + day) % 4 === 0) return
        attendance.push({
          session_id: id,
          student_id: student.id,
          used_transport: (m + day) % 5 === 0,
        })
      })
    })
  }
  // Last-but-one month, billed and paid: what a school that has been running holds.
  const paidMonth = monthBefore(now, 2)
  const paidInvoices = students.map((student, i) => ({
    billing_period: paidMonth,
    student_id: student.id,
    payer_id: student.supporter_id,
    status: 'paid' as const,
    total_amount: 36_000 + (i % 4) * 9_000,
    line_items: [{ description: 'Clases de grupo', amount: 36_000 + (i % 4) * 9_000 }],
    paid_at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 5 + (i % 20))),
  }))

  const rows = await db.transaction(async (tx) => {
    const all: [Parameters<typeof tx.insert>[0], Record<string, unknown>[]][] = [
      [users, [admin, ...teachers, ...guardians]],
      [users, students],
      [groups, groupRows],
      [groupPrices, groupRows.map((g, i) => ({ group_id: g.id, price: 30_000 + i * 5_000 }))],
      [groupTeachers, groupRows.map((g, i) => ({ group_id: g.id, teacher_id: teacherOf(i).id }))],
      [
        groupStudents,
        members.flatMap((list, g) =>
          list.map((s) => ({ group_id: groupRows[g]!.id, student_id: s.id })),
        ),
      ],
      [classSessions, sessions],
      [sessionTeachers, staffing],
      [sessionStudents, attendance],
      [
        classPrices,
        [
          { class_type: 'group', price: 9_000 },
          { class_type: 'other', price: 12_000 },
          { class_type: 'one_to_one', price: 25_000 },
        ],
      ],
      [transportPrice, [{ price: 3_000 }]],
      [serviceFee, [{ fee_amount: 500 }]],
      [discountTiers, [{ min_classes: 8, max_classes: 100, discount_percentage: 5 }]],
      [invoices, paidInvoices],
    ]
    let count = 0
    for (const [table, values] of all) {
      if (values.length === 0) continue
      await tx.insert(table).values(values)
      count += values.length
    }
    return count
  })
  const teacherFor = (g: number): BenchTeacher => ({
    email: teacherOf(g).email,
    groupId: groupRows[g]!.id,
    studentIds: members[g]!.map((s) => s.id),
  })
  return {
    riders: students.length,
    guardians: guardians.length,
    teachers: [teacherFor(0), teacherFor(1)],
    rows,
  }
}
