// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UndoToast, UNDO_TOAST_MS } from './undo-toast.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const toast = (props: { busy?: boolean; onDismiss?: () => void } = {}) => (
  <UndoToast
    message="Se quitó a Ana Pérez de la clase"
    actionLabel="Deshacer"
    onAction={() => {}}
    onDismiss={props.onDismiss ?? (() => {})}
    busy={props.busy}
  />
)

describe('the undo toast', () => {
  it('leaves by itself, but never while its action is being saved', () => {
    vi.useFakeTimers()
    const onDismiss = vi.fn()
    const view = render(toast({ busy: true, onDismiss }))
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 2))
    expect(onDismiss).not.toHaveBeenCalled()
    const action = screen.getByRole('button', { name: 'Deshacer' })
    expect(action.getAttribute('aria-busy')).toBe('true')
    expect((action as HTMLButtonElement).disabled).toBe(true)

    view.rerender(toast({ onDismiss }))
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('with no duration stays until its caller clears it', () => {
    vi.useFakeTimers()
    const onDismiss = vi.fn()
    render(
      <UndoToast
        message="Nueva versión disponible"
        actionLabel="Actualizar"
        onAction={() => {}}
        onDismiss={onDismiss}
        duration={null}
      />,
    )
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS * 10))
    expect(onDismiss).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('Nueva versión disponible')
  })

  it('reserves room at the end of the page only while it shows', () => {
    const view = render(toast())
    expect(document.querySelector('.undo-toast-spacer')).not.toBeNull()
    view.rerender(
      <UndoToast message={null} actionLabel="Deshacer" onAction={() => {}} onDismiss={() => {}} />,
    )
    expect(document.querySelector('.undo-toast-spacer')).toBeNull()
  })
})
