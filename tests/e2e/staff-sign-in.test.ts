// Staff sign-in in Chromium against the real server with the demo school: where each role lands,
// the role guard, the return to the page a logged-out visitor asked for, and signing out.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { DEMO_PASSWORD, submitLogin } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, viewport)
  const page = await context.newPage()
  await page.goto(path)
  return page
}

function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  return submitLogin(page, { email, password })
}

function sidebarLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Menú de la escuela' }).getByRole('link')
}

const PUBLIC_NAV = [
  ['Inicio', '/'],
  ['Horarios', '/schedule'],
  ['Planes de entrenamiento', '/plans'],
  ['Instructores', '/instructors'],
  ['Equipo', '/team'],
  ['Asociaciones', '/associations'],
  ['Contacto', '/contact'],
  ['Ingresar', '/login'],
  ['Clase de prueba', '/trial-class'],
  ['Portal de pagos', '/payments'],
] as const

describe('public home page', () => {
  it('shows the navigation bar and the footer of the spec', async () => {
    const page = await openPage('/')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    for (const [label, path] of PUBLIC_NAV) {
      const link = nav.getByRole('link', { name: label, exact: true })
      expect(await link.getAttribute('href')).toBe(path)
    }
    const footer = page.getByRole('contentinfo')
    const footerText = await footer.innerText()
    expect(footerText).toContain('Enlaces rápidos')
    expect(footerText).toContain(String(new Date().getFullYear()))
    const terms = footer.getByRole('link', { name: 'Términos y condiciones' })
    expect(await terms.getAttribute('href')).toBe('/terms')
    await page.context().close()
  })
})

const TEACHER_MENU = ['Hoy', 'Alumnos', 'Apoderados', 'Profesores', 'Grupos', 'Asistencias']
const ADMIN_MENU = [
  'Hoy',
  'Resumen mensual',
  'Alumnos',
  'Apoderados',
  'Profesores',
  'Administradores',
  'Grupos',
  'Asistencias',
  'Pagos pendientes',
  'Boletas',
  'Tarifas',
  'Feriados',
  'Clases de prueba',
  'Documentos',
  'Sitio web',
  'Accesos a fichas',
  'Solicitudes de datos',
]

describe('staff sign-in', () => {
  it.each([
    ['superadmin@demo.cl', '/dashboard', ADMIN_MENU],
    ['admin@demo.cl', '/dashboard', ADMIN_MENU],
    ['profesor@demo.cl', '/today', TEACHER_MENU],
  ])('%s lands on %s with the sidebar of its role', async (email, landing, entries) => {
    const page = await openPage('/login')
    await signIn(page, email)
    await page.waitForURL(`**${landing}`)
    await expect
      .poll(async () => (await sidebarLinks(page).allInnerTexts()).map((text) => text.trim()))
      .toEqual(entries)
    await page.context().close()
  })

  it('refuses a wrong password with the server message and stays on /login', async () => {
    const page = await openPage('/login')
    await signIn(page, 'admin@demo.cl', 'Incorrecta1!')
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/incorrect/i)
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.context().close()
  })

  it('sends a teacher who opens /prices to /unauthorized', async () => {
    const page = await openPage('/login')
    await signIn(page, 'profesor@demo.cl')
    await page.waitForURL('**/today')
    await page.goto('/prices')
    await page.waitForURL('**/unauthorized')
    await expect.poll(() => page.getByRole('main').innerText()).toContain('403 - Prohibido')
    expect(await page.getByRole('main').innerText()).toContain(
      'Lo sentimos, no tienes permisos para acceder a esta página.',
    )
    await page.getByRole('button', { name: 'Volver atrás' }).click()
    await page.waitForURL('**/today')
    await page.context().close()
  })

  it('sends a logged-out visitor to /login and back to the page after signing in (phone)', async () => {
    const page = await openPage('/students?search=ana', PHONE)
    await page.waitForURL('**/login')
    await signIn(page, 'admin@demo.cl')
    await page.waitForURL('**/students?search=ana')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Alumnos')
    await page.context().close()
  })

  it('keeps the session across a reload and ends it with Cerrar sesión', async () => {
    const page = await openPage('/login')
    await signIn(page, 'admin@demo.cl')
    await page.waitForURL('**/dashboard')
    await page.reload()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Resumen mensual')
    await page.getByRole('button', { name: 'Menú de usuario' }).click()
    await page
      .getByRole('list', { name: 'Menú de usuario' })
      .getByRole('button', { name: 'Cerrar sesión', exact: true })
      .click()
    await page.waitForURL('**/login')
    await page.goto('/dashboard')
    await page.waitForURL('**/login')
    await page.context().close()
  })
})
