// The rows and columns of the people spreadsheets: GET /api/download/students (with each
// student's supporter) and /api/download/supporters (with the students in their charge).
import { and, eq, isNotNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { peopleExport as t } from '#shared/i18n/people.ts'
import { fullName, sortByFullName } from '#shared/name-order.ts'
import { formatPhone } from '#shared/phone.ts'
import { formatRut } from '#shared/rut.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { excelDate, type SheetColumn } from './xlsx-writer.ts'

const DATE_FORMAT = 'dd-mm-yyyy'

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

type StudentExportRow = PersonRow & { birth_date: string | null; supporter: string | null }

export const studentColumns: SheetColumn<StudentExportRow>[] = [
  ...personColumns,
  {
    header: t.columns.birthDate,
    width: 20,
    value: (s) => excelDate(s.birth_date),
    numFmt: DATE_FORMAT,
  },
  { header: t.columns.supporter, width: 30, value: (s) => s.supporter },
]

export async function studentExportRows(db: Db): Promise<StudentExportRow[]> {
  const supporter = alias(users, 'supporter')
  const rows = await db
    .select({
      ...personFields,
      birth_date: users.birth_date,
      supporter_name: supporter.name,
      supporter_last_name: supporter.last_name,
    })
    .from(users)
    .leftJoin(supporter, and(eq(supporter.id, users.supporter_id), eq(supporter.active, true)))
    .where(and(eq(users.role, 'student'), eq(users.active, true)))
  return sortByFullName(rows).map(({ supporter_name, supporter_last_name, ...row }) => ({
    ...row,
    supporter:
      supporter_name === null
        ? null
        : fullName({ name: supporter_name, last_name: supporter_last_name ?? '' }),
  }))
}

type SupporterExportRow = PersonRow & { students: string }

export const supporterColumns: SheetColumn<SupporterExportRow>[] = [
  ...personColumns,
  { header: t.columns.students, width: 40, value: (s) => s.students || null },
]

export async function supporterExportRows(db: Db): Promise<SupporterExportRow[]> {
  const supporters = await db
    .select(personFields)
    .from(users)
    .where(and(eq(users.role, 'supporter'), eq(users.active, true)))
  const students = await db
    .select({ supporter_id: users.supporter_id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.role, 'student'), eq(users.active, true), isNotNull(users.supporter_id)))
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
