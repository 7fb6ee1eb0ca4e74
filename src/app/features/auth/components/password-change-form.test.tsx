// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { validationMessages } from '#shared/i18n/validation.ts'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { clearSession, getSession, setSession } from '#app/lib/session/session-store.ts'
import { jsonResponse, routerFuture, staffUser } from '#app/test/fixtures.ts'
import { SessionUserContext } from '#app/lib/session/session-user-context.ts'
import { PasswordChangeForm } from './password-change-form.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()

function renderForm() {
  const user = staffUser({ must_change_password: true })
  setSession({ accessToken: 'tok', user })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter future={routerFuture}>
        <SessionUserContext.Provider value={user}>
          <PasswordChangeForm />
        </SessionUserContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return {
    current: screen.getByLabelText(uiAuth.currentPassword),
    next: screen.getByLabelText(uiAuth.newPassword),
    confirm: screen.getByLabelText(uiAuth.confirmPassword),
    submit: () => screen.getByRole('button', { name: uiAuth.changeSubmit }) as HTMLButtonElement,
  }
}

type Form = ReturnType<typeof renderForm>

/** Types the current password and the new one twice, then submits. */
async function submitPasswords(form: Form, current: string, next: string) {
  const user = userEvent.setup()
  await user.type(form.current, current)
  await user.type(form.next, next)
  await user.type(form.confirm, next)
  await user.click(form.submit())
}

afterEach(() => {
  clearSession()
})

describe('password change form', () => {
  it('enables submit only when all fields are filled, every rule passes and both match', async () => {
    const user = userEvent.setup()
    const form = renderForm()
    expect(form.submit().disabled).toBe(true)

    await user.type(form.current, 'Vieja123!')
    await user.type(form.next, 'debil')
    expect(screen.getByText(validationMessages.passwordWeak)).toBeTruthy()
    expect(form.submit().disabled).toBe(true)

    await user.clear(form.next)
    await user.type(form.next, 'Fuerte123!')
    expect(screen.queryByText(validationMessages.passwordWeak)).toBeNull()
    await user.type(form.confirm, 'Fuerte123?')
    expect(screen.getByText(validationMessages.passwordMismatch)).toBeTruthy()
    expect(form.submit().disabled).toBe(true)

    await user.clear(form.confirm)
    await user.type(form.confirm, 'Fuerte123!')
    expect(screen.queryByText(validationMessages.passwordMismatch)).toBeNull()
    expect(form.submit().disabled).toBe(false)
  })

  it('ticks each rule of the checklist as it is met', async () => {
    const user = userEvent.setup()
    const form = renderForm()
    const rules = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-ok'))
    expect(rules()).toEqual(['false', 'false', 'false', 'false', 'false'])
    await user.type(form.next, 'abcdefgH')
    expect(rules()).toEqual(['true', 'true', 'true', 'false', 'false'])
  })

  it('blocks pasting into the confirmation', async () => {
    const form = renderForm()
    const notPrevented = fireEvent.paste(form.confirm, {
      clipboardData: { getData: () => 'Fuerte123!' },
    })
    expect(notPrevented).toBe(false)
    expect(screen.getByText(uiAuth.pasteBlocked)).toBeTruthy()
  })

  it('on success shows the message, hides the form and clears the pending password change', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'Contraseña actualizada.' }))
    const form = renderForm()
    await submitPasswords(form, 'Vieja123!', 'Fuerte123!')

    expect((await screen.findByRole('status')).textContent).toBe(uiAuth.changeSuccess)
    expect(screen.queryByLabelText(uiAuth.newPassword)).toBeNull()
    expect(getSession()?.user.must_change_password).toBe(false)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/users/me/password')
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'Vieja123!',
      new_password: 'Fuerte123!',
      confirm_password: 'Fuerte123!',
    })
  })

  it("shows the server's detail when the change is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { detail: 'La contraseña actual es incorrecta.', code: 'BAD_PASSWORD' }),
    )
    await submitPasswords(renderForm(), 'Otra123!', 'Fuerte123!')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'La contraseña actual es incorrecta.',
    )
    expect(screen.getByLabelText(uiAuth.newPassword)).toBeTruthy()
  })
})
