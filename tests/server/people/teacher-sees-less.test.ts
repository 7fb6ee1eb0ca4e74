// Ley 21.719 online (data minimisation): on the demo school, every route a teacher calls that
// answers people (lists, searches, pages, groups, classes, the answer to an enrolment) carries no
// student's or guardian's RUT, birth date or e-mail; a teacher's search never matches a RUT (no
// "is this RUT on record" oracle) and the families' spreadsheets hold names and phones only. An admin still reads
// all of it. The raw JSON text is checked, so no field, nested or new, can carry them.
import { eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { groupStudents, sessionStudents, users } from '#server/db/schema.ts'
import { DEMO_PASSWORD, seedDemoSchool } from '#server/seed/demo.ts'
import { DEMO_CHILD_BIRTH_DATE, DEMO_GUARDIAN_RUT } from '#server/seed/demo-people.ts'
import { bearer, login } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { rutOf } from './people-fixtures.ts'

const ctx = useTestApp()
const headers = { teacher: {} as Record<string, string>, admin: {} as Record<string, string> }
/** Every RUT, e-mail and birth date of the demo school's students and guardians. */
const secrets: string[] = []
const demo = {
  guardian: { id: '', email: '' },
  child: { id: '', name: '', rut: '' },
  group: '',
  /** A class someone attended, and that student. */
  session: '',
  attendee: { id: '', rut: '' },
  teacher: '',
}

beforeAll(async () => {
  await seedDemoSchool(ctx.db)
  for (const [role, email] of [
    ['teacher', 'profesor@demo.cl'],
    ['admin', 'admin@demo.cl'],
  ] as const) {
    headers[role] = bearer((await login(ctx.app, email, DEMO_PASSWORD)).token)
  }
  const family = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.role, ['student', 'supporter']))
  for (const person of family) {
    for (const value of [person.rut, person.email, person.birth_date])
      if (value) secrets.push(value)
    // The RUT written without dots too ('12345678-5').
    if (person.rut) secrets.push(person.rut.replace(/\./g, ''))
  }
  const guardian = family.find((p) => p.rut === DEMO_GUARDIAN_RUT)!
  const child = family.find(
    (p) => p.supporter_id === guardian.id && p.birth_date === DEMO_CHILD_BIRTH_DATE,
  )!
  demo.guardian = { id: guardian.id, email: guardian.email! }
  demo.child = { id: child.id, name: child.name, rut: child.rut! }
  const [membership] = await ctx.db
    .select({ group: groupStudents.group_id })
    .from(groupStudents)
    .where(eq(groupStudents.student_id, child.id))
  demo.group = membership!.group
  const [attendance] = await ctx.db
    .select({ session: sessionStudents.session_id, student: sessionStudents.student_id })
    .from(sessionStudents)
    .limit(1)
  demo.session = attendance!.session
  const attendee = family.find((p) => p.id === attendance!.student)!
  demo.attendee = { id: attendee.id, rut: attendee.rut! }
  const [teacher] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'profesor@demo.cl'))
  demo.teacher = teacher!.id
})

async function get(role: keyof typeof headers, url: string) {
  const response = await ctx.app.inject({ url, headers: headers[role] })
  expect(response.statusCode, `${role} GET ${url}: ${response.body}`).toBe(200)
  return response
}

/** The text holds none of the families' identifiers (nor the demo guardian's RUT's digits). */
function expectNoFamilyIdentifier(text: string) {
  expect(secrets.length).toBeGreaterThan(100)
  for (const secret of secrets) expect(text).not.toContain(secret)
  expect(text).not.toContain('12345678')
}

// What each route answers the teacher besides: proof that the answer is not merely empty.
const READS: [string, () => string, (body: never) => void][] = [
  [
    'the students list',
    () => '/api/students',
    (rows: unknown[]) => expect(rows.length).toBeGreaterThanOrEqual(40),
  ],
  [
    'a search of the students by name',
    () => `/api/students?search=${encodeURIComponent(demo.child.name)}`,
    (rows: { id: string }[]) => expect(rows.map((r) => r.id)).toContain(demo.child.id),
  ],
  [
    'a student’s page',
    () => `/api/students/${demo.child.id}`,
    (body: { supporter: { id: string; email: unknown } }) =>
      expect(body.supporter).toMatchObject({ id: demo.guardian.id, email: null }),
  ],
  [
    'the guardians list',
    () => '/api/supporters',
    (rows: unknown[]) => expect(rows.length).toBeGreaterThan(20),
  ],
  [
    'a guardian’s page',
    () => `/api/supporters/${demo.guardian.id}`,
    (body: { phone: string; supported_students: { id: string }[] }) => {
      // A teacher must be able to call the guardian.
      expect(body.phone).toMatch(/^\+569/)
      expect(body.supported_students.map((s) => s.id)).toContain(demo.child.id)
    },
  ],
  [
    'a group of the child',
    () => `/api/groups/${demo.group}`,
    (body: { students: { id: string }[] }) =>
      expect(body.students.map((s) => s.id)).toContain(demo.child.id),
  ],
  [
    'a class',
    () => `/api/class_sessions/${demo.session}`,
    (body: { students: { id: string }[] }) =>
      expect(body.students.map((s) => s.id)).toContain(demo.attendee.id),
  ],
  [
    'the teachers list',
    () => '/api/teachers',
    // Colleagues by name and id only (their RUT and e-mail are none of a teacher's business).
    (rows: { name: string; email: string | null }[]) => {
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r) => r.email === null)).toBe(true)
    },
  ],
  [
    'their own page',
    () => `/api/teachers/${demo.teacher}`,
    (body: { groups: unknown[] }) => expect(body.groups.length).toBeGreaterThan(0),
  ],
]

describe('what a teacher reads of families online', () => {
  it.each(READS)('%s carries no RUT, birth date or e-mail of a family', async (_, url, check) => {
    const response = await get('teacher', url())
    expectNoFamilyIdentifier(response.body)
    check(response.json() as never)
  })

  it('a student’s and a guardian’s page keep the fields, as null', async () => {
    const child = (await get('teacher', `/api/students/${demo.child.id}`)).json()
    expect(child).toMatchObject({ name: demo.child.name, rut: null, email: null, birth_date: null })
    const guardian = (await get('teacher', `/api/supporters/${demo.guardian.id}`)).json()
    expect(guardian).toMatchObject({ rut: null, email: null, birth_date: null })
    for (const s of guardian.supported_students) expect(s.email).toBeNull()
  })

  it('an enrolment answers the new student and guardian without what the teacher typed', async () => {
    const typed = { rut: rutOf(31_222_333), email: 'nuevo.alumno@correo.cl', day: '2015-02-03' }
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: headers.teacher,
      payload: {
        name: 'Nuevo',
        last_name: 'Alumno',
        rut: typed.rut,
        email: typed.email,
        phone: '+56982345678',
        birth_date: typed.day,
      },
    })
    expect(student.statusCode).toBe(201)
    for (const value of Object.values(typed)) expect(student.body).not.toContain(value)
    expect(student.json()).toMatchObject({
      name: 'Nuevo',
      rut: null,
      email: null,
      birth_date: null,
    })
    // Stored whole: the office reads it.
    const stored = await get('admin', `/api/students/${student.json().id}`)
    expect(stored.json()).toMatchObject({ rut: typed.rut, birth_date: typed.day })

    const supporter = await ctx.app.inject({
      method: 'POST',
      url: '/api/supporters',
      headers: headers.teacher,
      payload: {
        name: 'Nueva',
        last_name: 'Apoderada',
        rut: rutOf(14_555_666),
        email: 'nueva.apoderada@correo.cl',
        phone: '+56223456789',
      },
    })
    expect(supporter.statusCode).toBe(201)
    expect(supporter.body).not.toContain('nueva.apoderada@correo.cl')
    expect(supporter.json()).toMatchObject({ phone: '+56223456789', rut: null, email: null })
  })
})

describe("a teacher's search never tells whether a RUT or an e-mail is on record", () => {
  const guardianSearches = () => [
    DEMO_GUARDIAN_RUT,
    '12345678',
    '123456785',
    '345.678',
    demo.guardian.email,
  ]

  it('the guardians and the students lists find nobody by them', async () => {
    for (const term of [...guardianSearches(), demo.child.rut]) {
      for (const list of ['supporters', 'students']) {
        const rows = (
          await get('teacher', `/api/${list}?search=${encodeURIComponent(term)}`)
        ).json()
        expect(rows, `${list} ?search=${term}`).toEqual([])
      }
    }
  })

  it('an admin finds the guardian by each of them', async () => {
    for (const term of guardianSearches()) {
      const rows = (await get('admin', `/api/supporters?search=${encodeURIComponent(term)}`)).json()
      expect(
        rows.map((r: { id: string }) => r.id),
        term,
      ).toContain(demo.guardian.id)
    }
  })
})

describe("the families' spreadsheets", () => {
  it.each(['students', 'supporters'])(
    "/api/download/%s of a teacher holds their families' names, none of their identifiers",
    async (list) => {
      const response = await get('teacher', `/api/download/${list}`)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
      const cells: string[] = []
      workbook.worksheets[0]!.eachRow((row) =>
        row.eachCell((cell) => cells.push(String(cell.value))),
      )
      const text = cells.join('\n')
      expect(text).toContain(list === 'students' ? demo.child.name : 'Teléfono')
      expect(cells.length).toBeGreaterThan(10)
      expectNoFamilyIdentifier(text)
    },
  )

  it.each(['students', 'supporters'])('/api/download/%s is still an admin’s', async (list) => {
    const response = await get('admin', `/api/download/${list}`)
    expect(response.headers['content-type']).toMatch(/spreadsheetml/)
  })
})

describe('what an admin still reads', () => {
  it('RUTs, birth dates and e-mails on the same routes', async () => {
    const child = (await get('admin', `/api/students/${demo.child.id}`)).json()
    expect(child).toMatchObject({ rut: demo.child.rut, birth_date: DEMO_CHILD_BIRTH_DATE })
    expect(child.email).toMatch(/@/)
    expect(child.supporter.email).toBe(demo.guardian.email)
    const guardian = (await get('admin', `/api/supporters/${demo.guardian.id}`)).json()
    expect(guardian).toMatchObject({ rut: DEMO_GUARDIAN_RUT, email: demo.guardian.email })
    expect((await get('admin', '/api/supporters')).body).toContain(DEMO_GUARDIAN_RUT)
    expect((await get('admin', '/api/students')).body).toContain(demo.child.rut)
    expect((await get('admin', `/api/groups/${demo.group}`)).body).toContain(demo.child.rut)
    expect((await get('admin', `/api/class_sessions/${demo.session}`)).body).toContain(
      demo.attendee.rut,
    )
  })
})
