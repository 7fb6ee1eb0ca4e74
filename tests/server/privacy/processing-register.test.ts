// The processing register cannot drift: every table of the schema is in an activity or declared
// without personal data, every field a phone holds has a name, withheld fields (RUT, birth date,
// a student's e-mail) are not listed as held, and admins read it with the school's own periods.
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { ProcessingRegister } from '#shared/contract/register.ts'
import { syncStudentSchema, syncSupporterSchema, syncTeacherSchema } from '#shared/contract/sync.ts'
import { emergencyCardSchema } from '#shared/contract/emergency.ts'
import { NOT_PERSONAL, PROCESSING_ACTIVITIES } from '#shared/processing-register.ts'
import * as schema from '#server/db/schema.ts'
import { DEVICE_FIELD_NAMES, heldFields } from '#server/privacy/register-data.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'

const tables = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [getTableConfig(value).name] : [],
)

describe('the processing register', () => {
  it('places every table of the schema, and names no table that is not there', () => {
    const placed = new Set(PROCESSING_ACTIVITIES.flatMap((a) => a.tables))
    const unplaced = tables.filter((t) => !placed.has(t) && !(t in NOT_PERSONAL))
    expect(unplaced).toEqual([])
    const unknown = [...placed, ...Object.keys(NOT_PERSONAL)].filter((t) => !tables.includes(t))
    expect(unknown).toEqual([])
  })

  it('names every field a phone holds, and lists none the pull withholds', () => {
    for (const pulled of [
      syncStudentSchema,
      syncSupporterSchema,
      syncTeacherSchema,
      emergencyCardSchema,
    ]) {
      // An unnamed field would show under its key: every name shown is one of ours.
      for (const name of heldFields(pulled)) {
        expect(Object.values(DEVICE_FIELD_NAMES)).toContain(name)
      }
    }
    const student = heldFields(syncStudentSchema)
    expect(student).toContain('nombre')
    expect(student).toContain('teléfono')
    expect(student).not.toContain('correo')
    expect(student.join(' ')).not.toMatch(/RUT|nacimiento/)
    expect(heldFields(syncSupporterSchema)).not.toContain('correo')
  })

  const ctx = useTestApp({ retention: { studentYears: 4, cardReadMonths: 9 } })

  it("answers admins the register with the school's periods and its outside services", async () => {
    const tokens = await signInRoles(ctx.app, ctx.db, ['admin', 'teacher'])
    const answer = await ctx.app.inject({
      url: '/api/privacy/register',
      headers: bearer(tokens.admin!),
    })
    expect(answer.statusCode).toBe(200)
    const register = answer.json<ProcessingRegister>()
    const health = register.activities.find((a) => a.key === 'health')!
    expect(health.retention).toContain('9 meses')
    expect(register.activities.find((a) => a.key === 'students')!.retention).toContain('4 años')
    expect(register.activities.find((a) => a.key === 'billing')!.recipients.join(' ')).toMatch(
      /Khipu/,
    )
    expect(register.services.map((s) => [s.name, s.configured])).toEqual([
      ['Khipu', false],
      ['Boletas electrónicas', true],
      ['Correo (SMTP)', false],
    ])
    const teacherPhone = register.devices[0]!.holds.find((h) => h.what === 'Alumnos')!
    expect(teacherPhone.fields).not.toContain('correo')
    const forTeacher = await ctx.app.inject({
      url: '/api/privacy/register',
      headers: bearer(tokens.teacher!),
    })
    expect(forTeacher.statusCode).toBe(403)
  })
})
