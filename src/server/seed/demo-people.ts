// Builds the demo school's people as insertable rows: staff with the shared demo password,
// supporters (the first one has RUT 12.345.678-5 and three students) and ~40 students.
import { randomUUID } from 'node:crypto'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import type { users } from '#server/db/schema.ts'
import { ADULT_NAMES, BOY_NAMES, EMAIL_DOMAINS, GIRL_NAMES, LAST_NAMES } from './demo-names.ts'
import type { Prng } from './prng.ts'

export type UserRow = typeof users.$inferInsert & { id: string }

export const DEMO_GUARDIAN_RUT = '12.345.678-5'
/** The demo guardian's first child's birth date: what recognises them on the portal. */
export const DEMO_CHILD_BIRTH_DATE = '2014-05-12'

const pad = (n: number) => String(n).padStart(2, '0')
/** The random date, except the demo guardian's first child's, which the README gives. */
const demoBirthDate = (i: number, year: number, month: number, day: number) =>
  i === 0 ? DEMO_CHILD_BIRTH_DATE : `${year}-${pad(month)}-${pad(day)}`
export const STUDENT_COUNT = 40
const SUPPORTER_COUNT = 24

export const DEMO_STAFF = [
  { email: 'superadmin@demo.cl', role: 'superadmin', name: 'Carolina', last_name: 'Muñoz Vera' },
  { email: 'admin@demo.cl', role: 'admin', name: 'Andrés', last_name: 'Soto Lagos' },
  { email: 'profesor@demo.cl', role: 'teacher', name: 'Diego', last_name: 'Fuentes Ríos' },
  { email: 'profesora@demo.cl', role: 'teacher', name: 'Camila', last_name: 'Rojas Pino' },
] as const

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '.')

export function createPeopleFactory(prng: Prng) {
  const usedBodies = new Set<number>()
  const rut = (min: number, max: number) => {
    let body = prng.int(min, max)
    while (usedBodies.has(body)) body = prng.int(min, max)
    usedBodies.add(body)
    return formatRut(`${body}${computeRutCheckDigit(String(body))}`)
  }
  // 98 and seven digits: a block Chile has assigned to mobiles, so demo numbers pass phone.ts.
  const phone = () => `+5698${String(prng.int(1_000_000, 9_999_999))}`
  return { rut, phone, reserve: (body: number) => usedBodies.add(body) }
}

export function buildStaff(passwordHash: string): UserRow[] {
  return DEMO_STAFF.map((staff) => ({
    id: randomUUID(),
    ...staff,
    password_hash: passwordHash,
    must_change_password: false,
  }))
}

export function buildFamilies(prng: Prng) {
  const people = createPeopleFactory(prng)
  people.reserve(12_345_678)
  const supporters: UserRow[] = []
  const students: UserRow[] = []
  const lastNames = prng.shuffle(LAST_NAMES)

  for (let i = 0; i < SUPPORTER_COUNT; i++) {
    const name = i === 0 ? 'María José' : prng.pick(ADULT_NAMES)
    const last = `${lastNames[i % lastNames.length]} ${prng.pick(LAST_NAMES)}`
    supporters.push({
      id: randomUUID(),
      role: 'supporter',
      name,
      last_name: i === 0 ? 'González Pérez' : last,
      rut: i === 0 ? DEMO_GUARDIAN_RUT : people.rut(6_000_000, 18_000_000),
      email: `${slug(name)}.${slug(last.split(' ')[0]!)}${i}@${prng.pick(EMAIL_DOMAINS)}`,
      phone: people.phone(),
      birth_date: `${prng.int(1970, 1990)}-0${prng.int(1, 9)}-${10 + prng.int(0, 18)}`,
    })
  }

  for (let i = 0; i < STUDENT_COUNT; i++) {
    // Three children for the demo guardian, a few siblings, two adult students paying for themselves.
    const supporter =
      i < 3
        ? supporters[0]
        : i >= STUDENT_COUNT - 2
          ? undefined
          : supporters[1 + (i % (SUPPORTER_COUNT - 1))]
    const girl = prng.chance(0.45)
    const name = prng.pick(girl ? GIRL_NAMES : BOY_NAMES)
    const familyName = supporter
      ? (supporter.last_name ?? '').split(' ')[0]!
      : prng.pick(LAST_NAMES)
    const last = `${familyName} ${prng.pick(LAST_NAMES)}`
    const adult = !supporter
    const year = adult ? prng.int(1985, 2000) : prng.int(2009, 2018)
    students.push({
      id: randomUUID(),
      role: 'student',
      name,
      last_name: last,
      rut: adult ? people.rut(10_000_000, 20_000_000) : people.rut(20_000_000, 26_500_000),
      email: `${slug(name)}.${slug(familyName)}${i}@${prng.pick(EMAIL_DOMAINS)}`,
      phone: people.phone(),
      birth_date: demoBirthDate(i, year, prng.int(1, 12), prng.int(1, 28)),
      supporter_id: supporter?.id ?? null,
    })
  }
  return { supporters, students }
}
