import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { groupStudents, groups } from '#server/db/schema.ts'
import {
  rutOf,
  seedGroup,
  seedPerson,
  staffSession,
  useStaffSession,
  type StaffSession,
} from './people-fixtures.ts'

const { ctx, headers } = useStaffSession('admin')

beforeAll(async () => {
  const supporter = await seedPerson(ctx.db, {
    role: 'supporter',
    name: 'María José',
    last_name: 'González',
    rut: '123456785',
    email: 'mj@correo.cl',
    phone: '+56987654321',
  })
  const tomas = await seedPerson(ctx.db, {
    role: 'student',
    name: 'Tomás',
    last_name: 'González',
    rut: rutOf(22_333_444),
    email: 'tomas@correo.cl',
    phone: '+56982345678',
    birth_date: '2014-07-09',
    supporter_id: supporter.id,
  })
  await seedPerson(ctx.db, {
    role: 'student',
    name: 'Emilia',
    last_name: 'Alarcón',
    supporter_id: supporter.id,
  })
  await seedPerson(ctx.db, { role: 'student', name: 'Oculto', last_name: 'Zeta', active: false })
  const removed = new Date('2026-01-01T00:00:00Z')
  const [sabado, martes, left, closed] = await ctx.db
    .insert(groups)
    .values([
      { name: 'Sábado iniciación', start_date: '2026-01-01' },
      { name: 'Martes avanzado', start_date: '2026-01-01' },
      { name: 'Jueves (dejó el grupo)', start_date: '2026-01-01' },
      { name: 'Grupo borrado', start_date: '2026-01-01', deleted_at: removed },
    ])
    .returning()
  await ctx.db.insert(groupStudents).values([
    { group_id: sabado!.id, student_id: tomas.id },
    { group_id: martes!.id, student_id: tomas.id },
    { group_id: left!.id, student_id: tomas.id, deleted_at: removed },
    { group_id: closed!.id, student_id: tomas.id },
  ])
})

async function download(list: string, as: Record<string, string> = headers) {
  const response = await ctx.app.inject({ url: `/api/download/${list}`, headers: as })
  expect(response.statusCode).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]!
  const rows: ExcelJS.CellValue[][] = []
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)))
  return { response, sheet, rows }
}

/** Every cell of the file's sheets as one text, to look for what must not be there. */
async function sheetText(payload: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer)
  const cells: string[] = []
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
  )
  return cells.join('\n')
}

describe('GET /api/download/students', () => {
  it("streams a real .xlsx with Spanish headers, es-CL formats, the supporter's contact and the groups", async () => {
    const { response, sheet, rows } = await download('students')
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers['content-disposition']).toBe('attachment; filename="alumnos.xlsx"')
    expect(sheet.name).toBe('Alumnos')
    expect(rows[0]).toEqual([
      'Nombre',
      'Apellido',
      'RUT',
      'Correo electrónico',
      'Teléfono',
      'Fecha de nacimiento',
      'Apoderado',
      'Teléfono del apoderado',
      'Correo electrónico del apoderado',
      'Grupos',
    ])
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Alarcón', 'González'])
    expect(rows[2]).toEqual([
      'Tomás',
      'González',
      '22.333.444-K',
      'tomas@correo.cl',
      '+56 9 8234 5678',
      new Date(Date.UTC(2014, 6, 9)),
      'María José González',
      '+56 9 8765 4321',
      'mj@correo.cl',
      'Martes avanzado, Sábado iniciación',
    ])
    // Emilia has the same supporter and no group: the cells of what she lacks stay empty.
    expect(rows[1]!.slice(6, 9)).toEqual(['María José González', '+56 9 8765 4321', 'mj@correo.cl'])
    expect(rows[1]![9]).toBeUndefined()
    expect(sheet.getRow(3).getCell(6).numFmt).toBe('dd-mm-yyyy')
  })
})

describe('GET /api/download/supporters', () => {
  it("lists supporters with their students' names", async () => {
    const { response, rows } = await download('supporters')
    expect(response.headers['content-disposition']).toBe('attachment; filename="apoderados.xlsx"')
    expect(rows).toEqual([
      ['Nombre', 'Apellido', 'RUT', 'Correo electrónico', 'Teléfono', 'Alumnos'],
      [
        'María José',
        'González',
        '12.345.678-5',
        'mj@correo.cl',
        '+56 9 8765 4321',
        'Emilia Alarcón, Tomás González',
      ],
    ])
  })

  it('requires a session', async () => {
    const response = await ctx.app.inject({ url: '/api/download/supporters' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })
})

describe('a teacher', () => {
  // Their group holds Valentina (guardian Carolina, who also has Martín in another group); the
  // school's other children (Tomás, Emilia, Martín) and their guardians are not theirs.
  const teacher = {} as StaffSession
  beforeAll(async () => {
    Object.assign(teacher, await staffSession(ctx, 'teacher'))
    const carolina = await seedPerson(ctx.db, {
      role: 'supporter',
      name: 'Carolina',
      last_name: 'Rojas',
      rut: rutOf(15_444_333),
      email: 'carolina@correo.cl',
      phone: '+56991234567',
    })
    const valentina = await seedPerson(ctx.db, {
      role: 'student',
      name: 'Valentina',
      last_name: 'Rojas',
      rut: rutOf(24_555_666),
      email: 'valentina@correo.cl',
      phone: '+56992345678',
      birth_date: '2015-03-04',
      supporter_id: carolina.id,
    })
    const martin = await seedPerson(ctx.db, {
      role: 'student',
      name: 'Martín',
      last_name: 'Rojas',
      supporter_id: carolina.id,
    })
    await seedGroup(ctx.db, 'Ruta del profesor', {
      students: [valentina.id],
      teachers: [teacher.user.id],
    })
    await seedGroup(ctx.db, 'Grupo de otra profesora', { students: [martin.id] })
  })

  it('gets their own students only, with names, phones, the guardian and the groups', async () => {
    const { rows } = await download('students', teacher.headers)
    expect(rows).toEqual([
      ['Nombre', 'Apellido', 'Teléfono', 'Apoderado', 'Teléfono del apoderado', 'Grupos'],
      [
        'Valentina',
        'Rojas',
        '+56 9 9234 5678',
        'Carolina Rojas',
        '+56 9 9123 4567',
        'Ruta del profesor',
      ],
    ])
  })

  it("gets their students' guardians only, each with those students only", async () => {
    const { response, rows } = await download('supporters', teacher.headers)
    expect(rows).toEqual([
      ['Nombre', 'Apellido', 'Teléfono', 'Alumnos'],
      ['Carolina', 'Rojas', '+56 9 9123 4567', 'Valentina Rojas'],
    ])
    // No other child of the school, nor a family's RUT or e-mail, is anywhere in the file.
    const text = await sheetText(response.rawPayload)
    for (const absent of [
      'Tomás',
      'Emilia',
      'Martín',
      'María José',
      '12.345.678-5',
      '@correo.cl',
    ]) {
      expect(text).not.toContain(absent)
    }
  })

  it('gets an empty list when they teach nobody', async () => {
    const colleague = await staffSession(ctx, 'teacher')
    for (const list of ['students', 'supporters']) {
      const { rows } = await download(list, colleague.headers)
      expect(rows).toHaveLength(1)
    }
  })
})
