// DESIGN §9: every registered /api route × {anonymous, teacher, admin, superadmin, deactivated
// user, expired token}. The table below is the expected policy (spec §6); a registered route with
// no row, or a row with no route, fails, so a new route cannot ship without a decision here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffRole } from '#shared/roles.ts'
import { bearer, seedUser } from '../helpers/fixtures.ts'
import {
  concretePath,
  createTestAppWithRoutes,
  type RegisteredRoute,
} from '../helpers/route-table.ts'
import { createCallers, IDENTITIES, type Callers, type Identity } from './identities.ts'

type Row =
  | {
      roles: readonly StaffRole[]
      /** `:id` is a live admin (the handler refuses admins acting on admins, so test for real). */
      target?: 'admin'
      /** A valid body, where the schema would otherwise answer 400 before the handler decides. */
      payload?: Record<string, unknown>
    }
  | {
      public: true
      /** Gated by a credential of its own instead of a session (401 without it, never 403). */
      gatedBy?: string
      /** Logging out ends the caller's session, so it runs with sessions of its own. */
      endsSession?: true
    }

const STAFF = ['teacher', 'admin', 'superadmin'] as const
const ADMINS = ['admin', 'superadmin'] as const
const SUPER = ['superadmin'] as const

const EXPECTED: Record<string, Row> = {
  // auth and health
  'GET /api/health': { public: true },
  'POST /api/login': { public: true },
  'POST /api/refresh': { public: true, gatedBy: 'the refresh cookie (bearer tokens do not count)' },
  'POST /api/logout': { public: true, endsSession: true },
  'GET /api/me': { roles: STAFF },
  'POST /api/users/me/password': { roles: STAFF },
  'GET /api/audit': { roles: ADMINS },
  // people
  'GET /api/admins': { roles: ADMINS },
  'POST /api/admins': { roles: SUPER },
  'GET /api/admins/:id': { roles: ADMINS },
  'DELETE /api/admins/:id': { roles: SUPER, target: 'admin' },
  'GET /api/teachers': { roles: STAFF },
  'POST /api/teachers': { roles: ADMINS },
  'GET /api/teachers/:id': { roles: STAFF },
  'DELETE /api/teachers/:id': { roles: ADMINS },
  'GET /api/students': { roles: STAFF },
  'POST /api/students': { roles: STAFF },
  'GET /api/students/:id': { roles: STAFF },
  'DELETE /api/students/:id': { roles: ADMINS },
  'GET /api/supporters': { roles: STAFF },
  'POST /api/supporters': { roles: STAFF },
  'GET /api/supporters/:id': { roles: STAFF },
  'DELETE /api/supporters/:id': { roles: ADMINS },
  'POST /api/supporters/:id/students/:studentId': { roles: STAFF },
  'DELETE /api/supporters/:id/students/:studentId': { roles: STAFF },
  'POST /api/supporters/:id/anonymize': { roles: ADMINS },
  // A teacher reads only their own students' cards (403 from the handler, tested in people/).
  'GET /api/students/:id/emergency': { roles: STAFF },
  'PUT /api/students/:id/emergency': { roles: ADMINS, payload: {} },
  'POST /api/emergency-cards/views': {
    roles: STAFF,
    payload: {
      views: [
        {
          student_id: '00000000-0000-4000-8000-000000000000',
          viewed_at: '2026-03-10T10:00:00-03:00',
        },
      ],
    },
  },
  // 'Accesos a fichas': who could read which child's card (admins only).
  'GET /api/emergency-access': { roles: ADMINS },
  'PATCH /api/users/:id': { roles: SUPER, target: 'admin', payload: { name: 'Otro' } },
  // Every family's RUT, birth date and e-mail (Ley 21.719): admins only.
  'GET /api/download/students': { roles: STAFF },
  'GET /api/download/supporters': { roles: STAFF },
  // prices and dashboard
  'GET /api/prices/class_prices': { roles: ADMINS },
  'POST /api/prices/class_prices': { roles: ADMINS },
  'GET /api/prices/discount_tiers': { roles: ADMINS },
  'POST /api/prices/discount_tiers': { roles: ADMINS },
  'PATCH /api/prices/discount_tiers/:id': { roles: ADMINS },
  'DELETE /api/prices/discount_tiers/:id': { roles: ADMINS },
  'GET /api/prices/history': { roles: ADMINS },
  'GET /api/prices/service_fee': { roles: ADMINS },
  'POST /api/prices/service_fee': { roles: ADMINS },
  'GET /api/prices/transport_price': { roles: ADMINS },
  'POST /api/prices/transport_price': { roles: ADMINS },
  'GET /api/payments/summary': { roles: ADMINS },
  'GET /api/class_sessions/summary': { roles: ADMINS },
  // groups and class sessions (attendance)
  'GET /api/groups': { roles: STAFF },
  'POST /api/groups': { roles: ADMINS },
  'GET /api/groups/:id': { roles: STAFF },
  'PATCH /api/groups/:id': { roles: ADMINS },
  'DELETE /api/groups/:id': { roles: ADMINS },
  'POST /api/groups/:id/teachers': { roles: ADMINS },
  'DELETE /api/groups/:id/teachers/:teacherId': { roles: ADMINS },
  'POST /api/groups/:id/students': { roles: STAFF },
  'DELETE /api/groups/:id/students/:studentId': { roles: STAFF },
  'DELETE /api/groups/:id/class_sessions/:sessionId': { roles: STAFF },
  'GET /api/class_sessions': { roles: STAFF },
  'POST /api/class_sessions': { roles: STAFF },
  'GET /api/class_sessions/:id': { roles: STAFF },
  'DELETE /api/class_sessions/:id': { roles: STAFF },
  'POST /api/class_sessions/:id/cancel': { roles: STAFF },
  'DELETE /api/class_sessions/:id/cancel': { roles: STAFF },
  'POST /api/class_sessions/:id/students': { roles: STAFF },
  'PATCH /api/class_sessions/:id/students/:studentId': { roles: STAFF },
  'DELETE /api/class_sessions/:id/students/:studentId': { roles: STAFF },
  'POST /api/class_sessions/:id/teachers': { roles: STAFF },
  'DELETE /api/class_sessions/:id/teachers/:teacherId': { roles: STAFF },
  'GET /api/sync': { roles: STAFF },
  // ledger and payments outside Khipu (money: admins only)
  'GET /api/students/:id/ledger': { roles: ADMINS },
  'GET /api/supporters/:id/ledger': { roles: ADMINS },
  'GET /api/invoices/:id/details': { roles: ADMINS },
  'POST /api/invoices/:id/manual-payments': { roles: ADMINS },
  'POST /api/manual-payments/:id/annul': { roles: ADMINS },
  'GET /api/payment-issues': { roles: ADMINS },
  'POST /api/payment-issues/:id/resolve': { roles: ADMINS },
  'POST /api/sync/push': { roles: STAFF },
  // invoices (staff) and the public payment portal
  'GET /api/invoices/get-all': { roles: ADMINS },
  'GET /api/invoices/preview': { roles: ADMINS },
  'POST /api/invoices/generate': { roles: ADMINS },
  'GET /api/portal/invoices/:rut': { public: true },
  'GET /api/portal/invoices/:id/payments': { public: true },
  'GET /api/portal/availability': { public: true },
  'POST /api/portal/payments': { public: true },
  // the portal's old paths (deprecated aliases of the four above)
  'GET /api/invoices/:rut': { public: true },
  'GET /api/invoices/:id/payments': { public: true },
  'GET /api/payments/availability': { public: true },
  'POST /api/payments': { public: true },
  'POST /api/payments/khipu/notify': { public: true, gatedBy: 'the x-khipu-signature header' },
  'POST /api/portal/recognize': { public: true },
  'POST /api/portal/link': { public: true, gatedBy: 'the signed personal link token' },
  'GET /api/portal/receipts/:id': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/portal/receipts/:id/pdf': {
    public: true,
    gatedBy: 'the portal proof cookie (bs_portal)',
  },
  'GET /api/portal/receipts/:id/boleta': {
    public: true,
    gatedBy: 'the portal proof cookie (bs_portal)',
  },
  // the documents the guardian signs per child (the portal proof); what was signed (admins)
  'GET /api/portal/consents': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'POST /api/portal/consents': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/portal/consents/pdf': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/students/:id/consents': { roles: ADMINS },
  'GET /api/students/:id/consents/pdf': { roles: ADMINS },
  // families: payment reminders (admins) and trial-class enquiries (public form, admins' list)
  'GET /api/reminders': { roles: ADMINS },
  'POST /api/reminders/send': { roles: ADMINS },
  'POST /api/reminders/send-all': { roles: ADMINS },
  'GET /api/reminders/consents': { roles: ADMINS },
  'POST /api/reminders/consents/send': { roles: ADMINS },
  'POST /api/enquiries': { public: true },
  'GET /api/enquiries': { roles: ADMINS },
  'PATCH /api/enquiries/:id': { roles: ADMINS },
  'POST /api/enquiries/:id/not-spam': { roles: ADMINS },
  'GET /api/enquiries/count': { roles: ADMINS },
  'POST /api/enquiries/:id/enroll': { roles: ADMINS },
  'POST /api/enquiries/:id/offer': { roles: ADMINS },
  'GET /api/public/waitlist/:token': { public: true },
  'POST /api/public/waitlist/:token/accept': { public: true },
  'POST /api/public/waitlist/:token/decline': { public: true },
  // the school's own holidays: every staff member reads them (Hoy), admins change them
  'GET /api/school-holidays': { roles: STAFF },
  'POST /api/school-holidays': { roles: ADMINS },
  'DELETE /api/school-holidays/:id': { roles: ADMINS },
  // the school's documents: admins keep their versions, anyone reads the one in force
  'GET /api/documents': { roles: ADMINS },
  'POST /api/documents': { roles: ADMINS },
  'GET /api/public/documents/:kind': { public: true },
  // the public schedule and plans: what a visitor may know of the groups and prices
  'GET /api/public/schedule': { public: true },
  'GET /api/public/schedule/:slug': { public: true },
  'GET /api/public/plans': { public: true },
  // the public site's content: admins edit it and upload its photos, anyone reads it
  'GET /api/public/site': { public: true },
  'GET /api/site': { roles: ADMINS },
  'PUT /api/site/:section': { roles: ADMINS },
  'POST /api/site/images': { roles: ADMINS },
  'GET /api/boletas': { roles: ADMINS },
  'POST /api/boletas/:id/retry': { roles: ADMINS },
  'POST /api/boletas/:id/issued-outside': { roles: ADMINS },
  'GET /api/boletas/:id/pdf': { roles: ADMINS },
  'GET /api/boletas/book': { roles: ADMINS },
  // the family's rights over its data (Ley 21.719): the recognised guardian, and admins
  'GET /api/privacy/my-data': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/privacy/my-data/pdf': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/privacy/my-requests': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'POST /api/privacy/my-requests': { public: true, gatedBy: 'the portal proof cookie (bs_portal)' },
  'GET /api/privacy/requests': { roles: ADMINS },
  'GET /api/privacy/requests/open': { roles: ADMINS },
  'GET /api/privacy/register': { roles: ADMINS },
  'POST /api/privacy/requests/:id/answer': { roles: ADMINS },
  'POST /api/privacy/requests/:id/extend': { roles: ADMINS },
  'GET /api/privacy/families/:id/data': { roles: ADMINS },
  'GET /api/privacy/families/:id/data/pdf': { roles: ADMINS },
  // the built-in Khipu simulator (only without KHIPU_API_KEY)
  'POST /api/khipu-sim/v3/payments': { public: true, gatedBy: 'the x-api-key header (as Khipu)' },
  'GET /api/khipu-sim/v3/payments/:id': { public: true, gatedBy: 'the x-api-key header' },
  'GET /api/khipu-sim/pay/:id': { public: true },
  'POST /api/khipu-sim/pay/:id/pay': { public: true },
  'POST /api/khipu-sim/pay/:id/reject': { public: true },
  'POST /api/khipu-sim/pay/:id/reverse': { public: true },
  'DELETE /api/khipu-sim/v3/payments/:id': { public: true, gatedBy: 'the x-api-key header' },
  'POST /api/khipu-sim/v3/payments/:id/refunds': {
    public: true,
    gatedBy: 'the x-api-key header',
  },
  // the built-in OpenFactura simulator (only without OPENFACTURA_API_KEY, outside production)
  'POST /api/openfactura-sim/v2/dte/document': { public: true, gatedBy: 'the apikey header' },
  'GET /api/openfactura-sim/v2/dte/document/:token/:value': {
    public: true,
    gatedBy: 'the apikey header',
  },
}

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`

let ctx: Awaited<ReturnType<typeof createTestAppWithRoutes>>
let callers: Callers
beforeAll(async () => {
  ctx = await createTestAppWithRoutes()
  callers = await createCallers(ctx.app, ctx.db, ctx.config.jwtSecret)
})
afterAll(() => ctx?.close())

async function pathFor(route: RegisteredRoute, row: Row) {
  if (!('target' in row) || row.target !== 'admin') return concretePath(route.url)
  const target = await seedUser(ctx.db, { role: 'admin' })
  return concretePath(route.url, target.id)
}

async function statusOf(route: RegisteredRoute, row: Row, token: string | null) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  const response = await ctx.app.inject({
    method: route.method,
    url: await pathFor(route, row),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: ('payload' in row && row.payload) || {} } : {}),
  })
  return response.statusCode
}

/**
 * 'pass': the guard let the caller through (anything but 401/403: a fake id may well 404);
 * 'gated': a public route behind its own credential (anything but 403, 401 included).
 */
function expectedOf(row: Row, who: Identity): 'pass' | 'gated' | number {
  // A session neither opens nor closes a public route.
  if ('public' in row) return row.gatedBy ? 'gated' : 'pass'
  if (who === 'anonymous' || who === 'deactivated' || who === 'expired') return 401
  return row.roles.includes(who) ? 'pass' : 403
}

function meets(expected: ReturnType<typeof expectedOf>, status: number) {
  if (expected === 'pass') return status !== 401 && status !== 403
  if (expected === 'gated') return status !== 403
  return status === expected
}

describe('authorization matrix', () => {
  it('has exactly one row per registered /api route', () => {
    const registered = ctx.routes.map(keyOf)
    const missing = registered.filter((key) => !(key in EXPECTED))
    const stale = Object.keys(EXPECTED).filter((key) => !registered.includes(key))
    expect({ missing, stale }).toEqual({ missing: [], stale: [] })
  })

  it('answers every route as the table says for every caller', async () => {
    const failures: string[] = []
    for (const route of ctx.routes) {
      const row = EXPECTED[keyOf(route)]
      if (!row) continue
      const tokens =
        'endsSession' in row
          ? (await createCallers(ctx.app, ctx.db, ctx.config.jwtSecret)).tokens
          : callers.tokens
      for (const who of IDENTITIES) {
        const status = await statusOf(route, row, tokens[who])
        const expected = expectedOf(row, who)
        if (!meets(expected, status))
          failures.push(`${keyOf(route)} as ${who}: ${status}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  })
})
