// @vitest-environment jsdom
// The account menu where the browser has no popover (jsdom, an iPhone before iOS 17): the button
// opens and closes it, and an entry does what it says.
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { staffUser } from '#app/test/fixtures.ts'
import { StaffUserMenu } from './staff-user-menu.tsx'

afterEach(cleanup)

describe('the account menu without the browser popover', () => {
  it('opens and closes with its button, and an entry does what it says', () => {
    render(
      <MemoryRouter initialEntries={['/today']}>
        <Routes>
          <Route path="/today" element={<StaffUserMenu user={staffUser({ name: 'Diego' })} />} />
          <Route path="/password-change" element={<h1>Cambiar contraseña</h1>} />
        </Routes>
      </MemoryRouter>,
    )
    const button = screen.getByRole('button', { name: 'Diego: Menú de usuario' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('list', { name: 'Menú de usuario' })).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('list', { name: 'Menú de usuario' })).toBeTruthy()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('list', { name: 'Menú de usuario' })).toBeNull()

    fireEvent.click(button)
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeTruthy()
  })
})
