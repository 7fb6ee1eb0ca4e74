// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { IdleModal } from './idle-modal.tsx'
import { LAST_ACTIVITY_KEY } from './idle-clock.ts'
import { fakeDialogs } from '#app/test/fixtures.ts'

const logout = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('#app/lib/session/logout.ts', () => ({ logout }))

const MINUTE = 60_000

beforeAll(fakeDialogs)

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  logout.mockClear()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const question = () => screen.queryByRole('heading', { name: '¿Sigues ahí?' })
const isOpen = () => (question()?.closest('dialog') as HTMLDialogElement | null)?.open ?? false

describe('inactivity modal', () => {
  it('asks at 15 idle minutes and logs out at 17', () => {
    render(<IdleModal />)
    advance(15 * MINUTE - 1000)
    expect(isOpen()).toBe(false)
    advance(1000)
    expect(isOpen()).toBe(true)
    expect(
      screen.getByText(
        'No has usado la aplicación por un tiempo. Tu sesión está a punto de expirar.',
      ),
    ).toBeTruthy()
    advance(2 * MINUTE - 1000)
    expect(logout).not.toHaveBeenCalled()
    advance(1000)
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it("'Mantener sesión' closes the modal and starts the 15 minutes again", () => {
    render(<IdleModal />)
    advance(16 * MINUTE)
    expect(isOpen()).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Mantener sesión' }))
    expect(isOpen()).toBe(false)
    advance(14 * MINUTE)
    expect(isOpen()).toBe(false)
    expect(logout).not.toHaveBeenCalled()
    advance(MINUTE)
    expect(isOpen()).toBe(true)
  })

  it('activity keeps the session; moving the mouse does not dismiss the question', () => {
    render(<IdleModal />)
    advance(10 * MINUTE)
    fireEvent.keyDown(window, { key: 'a' })
    advance(10 * MINUTE)
    expect(isOpen()).toBe(false)
    advance(5 * MINUTE)
    expect(isOpen()).toBe(true)
    fireEvent.pointerMove(window)
    advance(2 * MINUTE)
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it("'Cerrar sesión' logs out at once", () => {
    render(<IdleModal />)
    advance(15 * MINUTE)
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('activity in another tab counts and is shared with the other tabs', () => {
    render(<IdleModal />)
    advance(15 * MINUTE)
    expect(isOpen()).toBe(true)
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }),
      )
    })
    expect(isOpen()).toBe(false)
    advance(MINUTE)
    fireEvent.pointerDown(window)
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now())
  })
})
