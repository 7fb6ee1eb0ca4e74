// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ui } from '#app/i18n/ui.ts'
import { ErrorBoundary } from './error-boundary.tsx'

function Crash(): never {
  throw new Error('boom')
}

afterEach(cleanup)

describe('ErrorBoundary', () => {
  it('shows the Spanish error screen instead of a crashed screen, and recovers on a new path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Crash />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: ui.errors.crashTitle })).toBeTruthy()
    expect(screen.getByText(ui.errors.crashText)).toBeTruthy()
    expect(screen.getByRole('button', { name: ui.errors.back })).toBeTruthy()

    rerender(
      <ErrorBoundary resetKey="/b">
        <p>other page</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('other page')).toBeTruthy()
    vi.restoreAllMocks()
  })
})
