// The guardian's pages (the payment portal): /payments, /payments/{rut}, /payments/l/{token},
// /payments/receipt/{id} and /payments-return/{id}. The page does not register the staff app's
// service worker there, and the server's HTML for them preloads the portal's script.

const GUARDIAN_PAGE = /^\/payments(?:-return)?(?:\/|$)/

export function isGuardianPagePath(path: string): boolean {
  return GUARDIAN_PAGE.test(path)
}
