// The people screens in Chromium against the real server with the demo school: an admin creates a
// student (an invalid RUT first), a supporter and a teacher (temporary password shown once),
// assigns the student to the supporter, downloads the students' Excel file; a student and a new
// supporter created in one form with pasted phones; a teacher sees no update or deactivate
// buttons. Each screen is checked with axe-core.
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { rutOf } from './support/people.ts'
import { signIn } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

/** A new browser context signed in as the staff member. */
async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  const page = await context.newPage()
  await signIn(page, email)
  return page
}

/** Checks the screen's main area as it is now. */
const expectAccessibleScreen = (page: Page) =>
  expectNoSeriousA11yViolations(page, { selector: '#main-content' })

async function fillPerson(page: Page, name: string, lastName: string, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill(name)
  await page.getByLabel('Apellido', { exact: true }).fill(lastName)
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email)
}

function search(page: Page, text: string) {
  return page.getByLabel('Buscar por nombre, RUT o correo').fill(text)
}

const STUDENT = { name: 'Valentina', lastName: 'Prueba Pérez', rut: rutOf(30111222) }
const SUPPORTER = { name: 'Rocío', lastName: 'Apoderada Prueba', rut: rutOf(15999888) }

describe('people screens', () => {
  it('an admin creates a student and a supporter, assigns them and downloads the Excel', async () => {
    const page = await signedIn('admin@demo.cl')
    await page.goto('/students')
    await page
      .getByRole('link', { name: /\w+ \w+/ })
      .first()
      .waitFor()
    await expectAccessibleScreen(page)

    await page.getByRole('button', { name: 'Agregar alumno' }).click()
    await fillPerson(page, STUDENT.name, STUDENT.lastName, 'valentina.prueba@correo.cl')
    await page.getByLabel('Teléfono').fill('+56 9 8765 4321')
    await page.getByLabel('Fecha de nacimiento').fill('2013-05-20')
    await page.getByLabel('RUT', { exact: true }).fill('12.345.678-9')
    const submit = page.getByRole('button', { name: 'Crear usuario' })
    await expect.poll(() => page.getByText('El RUT ingresado no es válido.').count()).toBe(1)
    expect(await submit.isDisabled()).toBe(true)
    await expectAccessibleScreen(page)

    await page.getByLabel('RUT', { exact: true }).fill(STUDENT.rut.replace(/\./g, ''))
    expect(await page.getByText('El RUT ingresado no es válido.').count()).toBe(0)
    await submit.click()
    await page.getByText('¡Usuario creado exitosamente!').waitFor()
    expect(await page.getByRole('button', { name: 'Crear usuario' }).count()).toBe(0)
    await search(page, 'valentina prueba')
    const studentLink = page.getByRole('link', { name: `${STUDENT.name} ${STUDENT.lastName}` })
    await studentLink.waitFor()
    expect(await page.getByRole('cell', { name: STUDENT.rut }).count()).toBe(1)

    // A supporter, then the student in their charge from the supporter's page.
    await page.goto('/supporters')
    await page.getByRole('button', { name: 'Agregar apoderado' }).click()
    await fillPerson(page, SUPPORTER.name, SUPPORTER.lastName, 'rocio.prueba@correo.cl')
    await page.getByLabel('RUT', { exact: true }).fill(SUPPORTER.rut)
    await page.getByLabel('Teléfono').fill('982341234')
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    await page.getByText('¡Usuario creado exitosamente!').waitFor()
    await search(page, 'rocio')
    await page.getByRole('link', { name: `${SUPPORTER.name} ${SUPPORTER.lastName}` }).click()
    await page.getByText('No tiene alumnos a cargo.').waitFor()
    await expectAccessibleScreen(page)

    await page.getByRole('button', { name: 'Agregar alumno' }).click()
    const dialog = page.getByRole('dialog', { name: 'Asignar alumno' })
    await dialog.getByRole('button', { name: 'Asignar' }).click()
    await dialog.getByText('Selecciona un alumno.').waitFor()
    await dialog.getByLabel('Buscar por nombre o correo').fill('valentina.prueba')
    await dialog.getByRole('radio', { name: new RegExp(STUDENT.lastName) }).check()
    await dialog.getByRole('button', { name: 'Asignar' }).click()
    await page
      .getByRole('link', { name: new RegExp(`${STUDENT.name} ${STUDENT.lastName}`) })
      .waitFor()
    await expect.poll(() => dialog.isVisible()).toBe(false)

    // The student's page names the supporter.
    await page
      .getByRole('link', { name: new RegExp(`${STUDENT.name} ${STUDENT.lastName}`) })
      .click()
    await page.getByRole('heading', { name: `${STUDENT.name} ${STUDENT.lastName}` }).waitFor()
    const supporterLink = page.getByRole('link', {
      name: `${SUPPORTER.name} ${SUPPORTER.lastName}`,
    })
    await supporterLink.waitFor()
    await page.getByText('No hay grupos asignados.').waitFor()
    await expectAccessibleScreen(page)

    // The students' Excel file has the new student, their supporter and how to reach them.
    await page.goto('/students')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('alumnos.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const sheet = workbook.worksheets[0]!
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
    expect(values(1)).toEqual([
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
    let row: unknown[] | undefined
    sheet.eachRow((r) => {
      const cells = (r.values as unknown[]).slice(1)
      if (cells[2] === STUDENT.rut) row = cells
    })
    expect(row?.slice(0, 5)).toEqual([
      STUDENT.name,
      STUDENT.lastName,
      STUDENT.rut,
      'valentina.prueba@correo.cl',
      '+56 9 8765 4321',
    ])
    expect(row?.slice(6, 9)).toEqual([
      `${SUPPORTER.name} ${SUPPORTER.lastName}`,
      '+56 9 8234 1234',
      'rocio.prueba@correo.cl',
    ])
    await page.context().close()
  })

  it('an admin creates a student and a new supporter in one form, pasting the phones', async () => {
    const page = await signedIn('admin@demo.cl')
    await page.goto('/students')
    await page.getByRole('button', { name: 'Agregar alumno' }).click()
    await fillPerson(page, 'Martina', 'Un Formulario', 'martina.form@correo.cl')
    await page.getByLabel('RUT', { exact: true }).fill(rutOf(30222333))
    await page.getByLabel('Fecha de nacimiento').fill('2014-08-10')
    // Pasted after the '+56' the field starts with.
    const phone = page.getByLabel('Teléfono')
    await phone.focus()
    await page.keyboard.press('End')
    await page.keyboard.insertText('+56 9 8123 4567')
    await page.getByRole('radio', { name: 'Agregar un apoderado nuevo' }).check()
    const supporter = page.getByRole('group', { name: 'Apoderado' })
    await supporter.getByLabel('Nombre', { exact: true }).fill('Ignacio')
    await supporter.getByLabel('Apellido', { exact: true }).fill('Un Formulario')
    await supporter.getByLabel('Correo electrónico', { exact: true }).fill('ignacio.form@correo.cl')
    await supporter.getByLabel('RUT', { exact: true }).fill(rutOf(15888777))
    const supporterPhone = supporter.getByLabel('Teléfono')
    await supporterPhone.focus()
    await page.keyboard.press('End')
    await page.keyboard.insertText('9 7654 3210')
    await expectAccessibleScreen(page)
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    await page.getByText('¡Usuario creado exitosamente!').waitFor()

    await search(page, 'martina')
    await page.getByRole('link', { name: 'Martina Un Formulario' }).click()
    await page.getByRole('heading', { name: 'Martina Un Formulario' }).waitFor()
    await page.getByText('+56 9 8123 4567').waitFor()
    await page.getByRole('link', { name: 'Ignacio Un Formulario' }).click()
    await page.getByRole('heading', { name: 'Ignacio Un Formulario' }).waitFor()
    await page.getByText('+56 9 7654 3210').waitFor()
    await page.getByRole('link', { name: /Martina Un Formulario/ }).waitFor()
    await page.context().close()
  })

  it('an admin creates a teacher and sees the temporary password only once (phone)', async () => {
    const page = await signedIn('admin@demo.cl', PHONE)
    await page.goto('/teachers')
    await page.getByRole('button', { name: 'Agregar profesor' }).click()
    expect(await page.getByLabel('Teléfono').count()).toBe(0)
    await fillPerson(page, 'Tomás', 'Profesor Prueba', 'tomas.prueba@demo.cl')
    await page.getByLabel('RUT', { exact: true }).fill(rutOf(16777444))
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    const panel = page.getByRole('region', { name: 'Contraseña temporal' })
    await panel.waitFor()
    const text = await panel.innerText()
    expect(text).toMatch(/Contraseña temporal: \S{8,}/)
    expect(text).toContain('no se volverá a mostrar')
    await expectAccessibleScreen(page)
    await page.reload()
    await page.getByRole('heading', { name: 'Profesores' }).waitFor()
    expect(await page.getByText('Contraseña temporal:').count()).toBe(0)
    await search(page, 'tomas prueba')
    await page.getByRole('link', { name: 'Tomás Profesor Prueba' }).waitFor()
    await page.context().close()
  })

  it('a teacher sees a student without the update and deactivate buttons', async () => {
    const page = await signedIn('profesor@demo.cl', PHONE)
    await page.goto('/students')
    await page
      .getByRole('link', { name: /\w+ \w+/ })
      .first()
      .click()
    await page.getByText('Información personal').waitFor()
    await page.getByRole('heading', { name: 'Grupos' }).waitFor()
    expect(await page.getByRole('button', { name: 'Actualizar usuario' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Desactivar usuario' }).count()).toBe(0)
    await page.goto('/teachers')
    await page
      .getByRole('link', { name: /\w+ \w+/ })
      .first()
      .waitFor()
    expect(await page.getByRole('button', { name: 'Agregar profesor' }).count()).toBe(0)
    await page.context().close()
  })
})
