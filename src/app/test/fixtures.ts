// Shared helpers for the app's component and client tests.
import type { SessionUser } from '#shared/contract/auth.ts'
import type { PublicGroup } from '#shared/contract/schedule.ts'

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

/** A discount tier of the public schedule's answer. */
export const discountFixture = (min: number, max: number, pct: number, price: number) => ({
  min_classes: min,
  max_classes: max,
  discount_percentage: pct,
  price_per_class: price,
  text: `${max >= 31 ? `desde ${min}` : `de ${min} a ${max}`} clases al mes: $${price.toLocaleString('es-CL')} por clase`,
})

/** A group of the public schedule as the server answers it (GET /public/schedule/{slug}). */
export const publicGroupFixture: PublicGroup = {
  slug: 'iniciacion-infantil',
  name: 'Iniciación Infantil',
  description: 'Primeros pasos.',
  level: 'beginner',
  level_label: 'Iniciación',
  age_min: 7,
  age_max: 10,
  ages_text: '7 a 10 años',
  days: ['TU', 'TH'],
  time: '17:30',
  schedule_text: 'martes y jueves 17:30',
  starts_on: null,
  location: 'Parque Mahuida, La Reina',
  map_url: 'https://www.google.com/maps/search/?api=1&query=Parque%20Mahuida',
  instructors: ['Camila', 'Diego'],
  price_per_class: 10_000,
  discounts: [discountFixture(4, 7, 5, 9_500), discountFixture(12, 99, 15, 8_500)],
  transport_price: 3_000,
  spots_left: 'few',
}
