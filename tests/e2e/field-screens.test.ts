// The field screens in Chromium on a phone against the real server with the demo school: a teacher
// takes today's attendance from Hoy, an admin creates a group with its schedule; the server ends
// up with every change, and each screen passes axe with no serious or critical violation.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Student } from './offline-helpers.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { newContext, PHONE } from './support/browser.ts'
import { signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'
import { onWorkingDay } from './support/working-day.ts'

const GROUP_TODAY = 'Grupo E2E Hoy'
const GROUP_NEW = 'Grupo Martes E2E'

const suite = useServerBrowserAndAdmin()

const phoneContext = () => newContext(suite.browser, suite.server.url, PHONE)

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

describe('field screens on a phone', () => {
  it('a teacher takes the attendance of a group class due today from Hoy', async () => {
    const students = await suite.api<Student[]>('GET', '/students')
    const [a, b, c] = students as [Student, Student, Student]
    const everyDay = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=23;BYMINUTE=45'
    const group = await suite.api<{ id: string }>('POST', '/groups', {
      name: GROUP_TODAY,
      start_date: '2020-01-01',
      rrule: everyDay,
    })
    await suite.api('POST', `/groups/${group.id}/students`, [a.id, b.id])
    // Taught by the demo teacher: a teacher's phone holds only the groups they teach.
    const teachers = await suite.api<{ id: string; email: string | null }[]>('GET', '/teachers')
    const teacher = teachers.find((t) => t.email === 'profesor@demo.cl')!
    await suite.api('POST', `/groups/${group.id}/teachers`, [teacher.id])

    const context = await phoneContext()
    // Hoy's "today" is an ordinary day even when the test runs on a public holiday.
    await onWorkingDay(context)
    const page = await context.newPage()
    await signIn(page, 'profesor@demo.cl')
    await page.waitForURL('**/today')
    expect(await heading(page).innerText()).toBe('Hoy')
    const due = page.getByRole('button', { name: new RegExp(GROUP_TODAY) })
    await due.waitFor({ timeout: 30_000 })
    expect(await due.innerText()).toContain('2 alumnos')
    await expectNoSeriousA11yViolations(page, { screen: 'Hoy' })

    await due.click()
    await page.waitForURL(/\/attendances\/[0-9a-f-]{36}$/)
    const sessionId = page.url().split('/').pop()!
    await expect.poll(() => heading(page).innerText()).toBe(GROUP_TODAY)
    const nameA = `${a.name} ${a.last_name}`
    const nameB = `${b.name} ${b.last_name}`
    const nameC = `${c.name} ${c.last_name}`
    const transport = (name: string) => page.getByLabel(`Transporte de ${name}`)
    // Roster first: nobody is marked until the teacher taps Presente.
    for (const name of [nameA, nameB]) {
      await page.getByRole('button', { name: `${name}: presente` }).click()
    }
    await transport(nameA).check()
    await transport(nameB).check()
    await transport(nameB).uncheck()
    expect(await transport(nameA).isChecked()).toBe(true)
    expect(await transport(nameB).isChecked()).toBe(false)

    await page.getByRole('button', { name: 'Agregar alumnos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Agregar alumnos' })
    await dialog.getByLabel('Buscar por nombre').fill(nameC)
    await dialog.getByRole('checkbox', { name: new RegExp(nameC) }).check()
    await expectNoSeriousA11yViolations(page, { screen: 'Agregar alumnos' })
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click()
    await expect.poll(() => transport(nameC).count()).toBe(1)
    await expectNoSeriousA11yViolations(page, { screen: 'Detalles de la clase' })

    await page.getByRole('button', { name: 'Volver' }).click()
    await page.waitForURL('**/today')
    await page.getByRole('button', { name: 'Abrir menú lateral' }).click()
    await page
      .getByRole('navigation', { name: 'Menú de la escuela' })
      .getByRole('link', { name: 'Asistencias' })
      .click()
    await page.waitForURL('**/attendances')
    const row = page.getByRole('row', { name: new RegExp(GROUP_TODAY) })
    await row.waitFor()
    expect(await row.innerText()).toContain('Grupal Recurrente')
    expect(await row.innerText()).toContain('23:45')
    await page.getByRole('button', { name: 'Agregar asistencia' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Nueva asistencia' }).count()).toBe(1)
    await expectNoSeriousA11yViolations(page, { screen: 'Asistencias' })

    await expect
      .poll(
        async () => {
          const stored = await suite
            .api<{
              group_id: string
              students: { student_id: string; used_transport: boolean }[]
            }>('GET', `/class_sessions/${sessionId}`)
            .catch(() => null)
          return stored?.students.map((s) => `${s.student_id}:${s.used_transport}`).sort()
        },
        { timeout: 30_000 },
      )
      .toEqual([`${a.id}:true`, `${b.id}:false`, `${c.id}:false`].sort())
    await context.close()
  })

  it('an admin creates a group with a weekly schedule and opens it', async () => {
    const context = await phoneContext()
    const page = await context.newPage()
    await signIn(page, 'admin@demo.cl')
    await page.goto('/groups')
    await expect.poll(() => heading(page).innerText()).toBe('Lista de grupos')
    await page.getByRole('row', { name: /Mini Riders/ }).waitFor()
    await expectNoSeriousA11yViolations(page, { screen: 'Lista de grupos' })

    await page.getByRole('button', { name: 'Agregar grupo' }).click()
    expect(await page.getByLabel('Buscar grupos').count()).toBe(0)
    await page.getByLabel('Nombre', { exact: true }).fill(GROUP_NEW)
    await page.getByRole('checkbox', { name: 'Martes' }).check()
    await page.getByRole('checkbox', { name: 'Jueves' }).check()
    expect(await page.getByLabel('Hora de la clase').inputValue()).toBe('10:00')
    await expectNoSeriousA11yViolations(page, { screen: 'Nuevo grupo' })
    await page.getByRole('button', { name: 'Guardar grupo' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Grupo creado' }).innerText())
      .toBe('¡Grupo creado exitosamente!')

    const link = page.getByRole('link', { name: GROUP_NEW })
    await link.waitFor({ timeout: 20_000 })
    await link.click()
    await expect.poll(() => heading(page).innerText()).toBe(`Detalles del grupo: ${GROUP_NEW}`)
    const main = page.locator('#main-content')
    await expect.poll(() => main.innerText()).toContain('No hay clases asignadas.')
    expect(await main.innerText()).toContain('Martes, Jueves')
    expect(await main.innerText()).toContain('10:00')
    await expectNoSeriousA11yViolations(page, { screen: 'Detalles del grupo' })

    const groups = await suite.api<{ name: string; rrule: string }[]>('GET', '/groups')
    expect(groups.find((g) => g.name === GROUP_NEW)?.rrule).toBe(
      'FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=10;BYMINUTE=0',
    )
    await context.close()
  })
})
