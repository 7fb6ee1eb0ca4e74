// The rows and columns of the people spreadsheets: GET /api/download/students (with each
// student's supporter, how to reach them, and the student's groups) and /api/download/supporters
// (with the students in their charge). An admin's files hold the whole school; a teacher's hold
// their own students (classes/teacher-scope-data.ts) and those students' guardians, with names and
// phones only (Ley 21.719: no RUT, birth date or e-mail of a family, docs/families.md).
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { peopleExport as t } from '#shared/i18n/people.ts'
import { fullName, sortByFullName } from '#shared/name-order.ts'
import { formatPhone } from '#shared/phone.ts'
import { formatRut } from '#shared/rut.ts'
import type { StaffRole } from '#shared/roles.ts'
import { seesFamilyIdentifiers } from '#shared/people-access.ts'
import type { Db } from '#server/db/client.ts'
import { groupStudents, groups, users } from '#server/db/schema.ts'
import { isOwnStudentOf } from '#server/classes/teacher-scope-data.ts'
import { excelDate, type SheetColumn } from '#server/spreadsheets.ts'

const DATE_FORMAT = 'dd-mm-yyyy'

/** Who downloads: the rows and columns of their file follow from it. */
export interface ExportViewer {
  id: string
  role: StaffRole
}

/** Columns a teacher's file leaves out: a family's identifiers. */
const IDENTIFIER_HEADERS: ReadonlySet<string> = new Set([
  t.columns.rut,
  t.columns.email,
  t.columns.birthDate,
  t.columns.supporterEmail,
])

/** The columns `viewer` gets: all for admins, without a family's identifiers for a teacher. */
export function exportColumns<T>(
  viewer: ExportViewer,
  columns: readonly SheetColumn<T>[],
): SheetColumn<T>[] {
  if (seesFamilyIdentifiers(viewer.role)) return [...columns]
  return columns.filter((column) => !IDENTIFIER_HEADERS.has(column.header))
}

/** A filter on a student's id: every student for an admin, a teacher's own students else. */
function studentsOf(viewer: ExportViewer, student: typeof users.id): SQL | undefined {
  return seesFamilyIdentifiers(viewer.role) ? undefined : isOwnStudentOf(viewer.id, student)
}

interface PersonRow {
  name: string
  last_name: string
  rut: string | null
  email: string | null
  phone: string | null
}

const personColumns: SheetColumn<PersonRow>[] = [
  { header: t.columns.name, width: 22, value: (p) => p.name },
  { header: t.columns.lastName, width: 26, value: (p) => p.last_name },
  { header: t.columns.rut, width: 14, value: (p) => (p.rut ? formatRut(p.rut) : null) },
  { header: t.columns.email, width: 32, value: (p) => p.email },
  { header: t.columns.phone, width: 17, value: (p) => (p.phone ? formatPhone(p.phone) : null) },
]

const personFields = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  rut: users.rut,
  email: users.email,
  phone: users.phone,
}

type StudentExportRow = PersonRow & {
  birth_date: string | null
  supporter: string | null
  supporter_phone: string | null
  supporter_email: string | null
  groups: string
}

export const studentColumns: SheetColumn<StudentExportRow>[] = [
  ...personColumns,
  {
    header: t.columns.birthDate,
    width: 20,
    value: (s) => excelDate(s.birth_date),
    numFmt: DATE_FORMAT,
  },
  { header: t.columns.supporter, width: 30, value: (s) => s.supporter },
  {
    header: t.columns.supporterPhone,
    width: 17,
    value: (s) => (s.supporter_phone ? formatPhone(s.supporter_phone) : null),
  },
  { header: t.columns.supporterEmail, width: 32, value: (s) => s.supporter_email },
  { header: t.columns.groups, width: 40, value: (s) => s.groups || null },
]

export async function studentExportRows(db: Db, viewer: ExportViewer): Promise<StudentExportRow[]> {
  const supporter = alias(users, 'supporter')
  const rows = await db
    .select({
      ...personFields,
      birth_date: users.birth_date,
      supporter_name: supporter.name,
      supporter_last_name: supporter.last_name,
      supporter_phone: supporter.phone,
      supporter_email: supporter.email,
    })
    .from(users)
    .leftJoin(supporter, and(eq(supporter.id, users.supporter_id), eq(supporter.active, true)))
    .where(and(eq(users.role, 'student'), eq(users.active, true), studentsOf(viewer, users.id)))
  const groupNames = await studentGroupNames(db)
  return sortByFullName(rows).map(({ supporter_name, supporter_last_name, ...row }) => ({
    ...row,
    supporter:
      supporter_name === null
        ? null
        : fullName({ name: supporter_name, last_name: supporter_last_name ?? '' }),
    groups: (groupNames.get(row.id) ?? []).join(', '),
  }))
}

/** Student id → the names of the groups they are in (not removed), alphabetically. */
async function studentGroupNames(db: Db): Promise<Map<string, string[]>> {
  const memberships = await db
    .select({ student_id: groupStudents.student_id, name: groups.name })
    .from(groupStudents)
    .innerJoin(groups, and(eq(groups.id, groupStudents.group_id), isNull(groups.deleted_at)))
    .where(isNull(groupStudents.deleted_at))
  const names = new Map<string, string[]>()
  for (const { student_id, name } of memberships) {
    const list = names.get(student_id) ?? []
    list.push(name)
    names.set(student_id, list)
  }
  for (const list of names.values()) list.sort((a, b) => a.localeCompare(b, 'es'))
  return names
}

type SupporterExportRow = PersonRow & { students: string }

export const supporterColumns: SheetColumn<SupporterExportRow>[] = [
  ...personColumns,
  { header: t.columns.students, width: 40, value: (s) => s.students || null },
]

export async function supporterExportRows(
  db: Db,
  viewer: ExportViewer,
): Promise<SupporterExportRow[]> {
  const students = await db
    .select({ supporter_id: users.supporter_id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        eq(users.role, 'student'),
        eq(users.active, true),
        isNotNull(users.supporter_id),
        studentsOf(viewer, users.id),
      ),
    )
  // A teacher's file: the guardians of their own students, each with those students only.
  const inCharge = [...new Set(students.map((student) => student.supporter_id!))]
  const supporters =
    seesFamilyIdentifiers(viewer.role) || inCharge.length > 0
      ? await db
          .select(personFields)
          .from(users)
          .where(
            and(
              eq(users.role, 'supporter'),
              eq(users.active, true),
              seesFamilyIdentifiers(viewer.role) ? undefined : inArray(users.id, inCharge),
            ),
          )
      : []
  const names = new Map<string, string[]>()
  for (const student of sortByFullName(students)) {
    const list = names.get(student.supporter_id!) ?? []
    list.push(fullName(student))
    names.set(student.supporter_id!, list)
  }
  return sortByFullName(supporters).map((s) => ({
    ...s,
    students: (names.get(s.id) ?? []).join(', '),
  }))
}
