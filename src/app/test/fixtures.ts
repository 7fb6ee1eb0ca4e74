// Shared helpers for the app's component and client tests.
import type { SessionUser } from '#shared/contract/auth.ts'

export function staffUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '4f0c1a2e-8b7d-4c3a-9e21-5d6f7a8b9c0d',
    name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@demo.cl',
    role: 'admin',
    must_change_password: false,
    ...overrides,
  }
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  })
}

export { routerFuture } from '#app/lib/router-future.ts'

/** jsdom has no modal dialogs: open/close just flip the attribute. */
export function fakeDialogs() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
  }
}
