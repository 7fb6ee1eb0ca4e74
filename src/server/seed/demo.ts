// Seeds the demo school (DESIGN §3) into an empty database: staff logins, families, groups,
// three months of attended classes and the price lists. Deterministic (seeded PRNG) and batched.
// Last month's invoices come from the billing job, run once the school is in place.
import type { Db } from '#server/db/client.ts'
import {
  classPrices,
  classSessions,
  discountTiers,
  groupPrices,
  groups,
  groupStudents,
  groupTeachers,
  serviceFee,
  sessionStudents,
  sessionTeachers,
  siteContent,
  transportPrice,
  users,
} from '#server/db/schema.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import { generateInvoices } from '#server/invoices/generate-invoices.ts'
import { previousBillingPeriod } from '#shared/dates.ts'
import { buildClasses } from './demo-classes.ts'
import { buildDemoSite } from './demo-site.ts'
import { DEMO_GUARDIAN_RUT, DEMO_STAFF, buildFamilies, buildStaff } from './demo-people.ts'
import { createPrng } from './prng.ts'

export const DEMO_PASSWORD = 'Demo1234!'
const SEED = 20250223
const CHUNK = 500

async function insertChunked<T extends Parameters<Db['insert']>[0]>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK))
  }
}

export interface DemoSummary {
  logins: { email: string; role: string; password: string }[]
  guardianRut: string
  counts: Record<string, number>
}

export async function seedDemoSchool(db: Db, now = new Date()): Promise<DemoSummary> {
  const prng = createPrng(SEED)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const staff = buildStaff(passwordHash)
  const { supporters, students } = buildFamilies(prng)
  const teachers = staff.filter((s) => s.role === 'teacher')
  const demoGuardian = supporters.find((supporter) => supporter.rut === DEMO_GUARDIAN_RUT)
  const regulars = new Set(
    students.filter((s) => s.supporter_id === demoGuardian?.id).map((s) => s.id),
  )
  const classes = buildClasses(prng, { teachers, students, regulars }, now)

  await db.transaction(async (tx) => {
    // Supporters first: students reference them.
    await insertChunked(tx, users, [...staff, ...supporters])
    await insertChunked(tx, users, students)
    await insertChunked(tx, groups, classes.groups)
    await insertChunked(tx, groupPrices, classes.groupPrices)
    await insertChunked(tx, groupTeachers, classes.groupTeachers)
    await insertChunked(tx, groupStudents, classes.groupStudents)
    await insertChunked(tx, classSessions, classes.sessions)
    // The office planned the past classes: who put each teacher on one ('Accesos a fichas').
    const planner = staff.find((s) => s.role === 'admin')?.id ?? null
    await insertChunked(
      tx,
      sessionTeachers,
      classes.sessionTeachers.map((row) => ({ ...row, assigned_by: planner })),
    )
    await insertChunked(tx, sessionStudents, classes.sessionStudents)
    await tx.insert(classPrices).values([
      { class_type: 'group', price: 10000 },
      { class_type: 'one_to_one', price: 25000 },
    ])
    await tx.insert(transportPrice).values({ price: 3000 })
    await tx.insert(serviceFee).values({ fee_amount: 500 })
    await tx.insert(discountTiers).values([
      { min_classes: 4, max_classes: 7, discount_percentage: 5 },
      { min_classes: 8, max_classes: 11, discount_percentage: 10 },
      { min_classes: 12, max_classes: 99, discount_percentage: 15 },
    ])
    await tx.insert(siteContent).values(buildDemoSite(teachers))
    await generateInvoices(tx, previousBillingPeriod(now))
  })

  return {
    logins: DEMO_STAFF.map((s) => ({ email: s.email, role: s.role, password: DEMO_PASSWORD })),
    guardianRut: DEMO_GUARDIAN_RUT,
    counts: {
      students: students.length,
      supporters: supporters.length,
      groups: classes.groups.length,
      sessions: classes.sessions.length,
      attendances: classes.sessionStudents.length,
    },
  }
}
