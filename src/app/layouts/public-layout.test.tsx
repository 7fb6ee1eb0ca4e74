// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { school } from '#app/lib/school.ts'
import { routerFuture } from '#app/test/fixtures.ts'
import { PublicLayout } from './public-layout.tsx'

function renderLayout() {
  render(
    <MemoryRouter future={routerFuture} initialEntries={['/']}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<p>home content</p>} />
          <Route path="plans" element={<p>plans content</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(cleanup)

describe('public layout', () => {
  it('lists the spec links in order; sign-in, the trial class and payments last', () => {
    renderLayout()
    const nav = screen.getByRole('navigation', { name: ui.nav.main })
    const links = within(nav).getAllByRole('link').slice(1)
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
    ])
  })

  it('opens the collapsed menu with the hamburger and closes it when a link is chosen', async () => {
    const user = userEvent.setup()
    renderLayout()
    const toggle = screen.getByRole('button', { name: ui.nav.openMenu })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById('site-menu')?.className).toContain('open')

    await user.click(screen.getAllByRole('link', { name: ui.nav.plans })[0]!)
    expect(await screen.findByText('plans content')).toBeTruthy()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('site-menu')?.className).not.toContain('open')
  })

  it('has the footer with quick links, contact, copyright and legal links', () => {
    renderLayout()
    const footer = screen.getByRole('contentinfo')
    const quick = within(footer).getByRole('navigation', { name: ui.footer.quickLinks })
    expect(within(quick).getAllByRole('link')).toHaveLength(7)
    expect(within(footer).getByText(ui.footer.tagline)).toBeTruthy()
    expect(within(footer).getByRole('link', { name: school.phone })).toBeTruthy()
    expect(within(footer).getByRole('link', { name: school.email })).toBeTruthy()
    const year = new Date().getFullYear()
    expect(within(footer).getByText(`© ${year} ${school.name}`)).toBeTruthy()
    expect(within(footer).getByRole('link', { name: ui.footer.terms }).getAttribute('href')).toBe(
      '/terms',
    )
    expect(within(footer).getByRole('link', { name: ui.footer.privacy }).getAttribute('href')).toBe(
      '/privacy',
    )
  })
})
