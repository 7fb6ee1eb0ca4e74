// Who reaches each people route: a forbidden role gets 403 before anything else happens; an
// allowed one gets past the guard (the answer is then about the request itself: 200, 400, 404).
import { beforeAll, describe, expect, it } from 'vitest'
import type { StaffRole } from '#shared/roles.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { staffSession } from './people-fixtures.ts'

const ID = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const STAFF: StaffRole[] = ['teacher', 'admin', 'superadmin']
const ADMINS: StaffRole[] = ['admin', 'superadmin']

const routes: Array<[Method, string, StaffRole[], object?]> = [
  ['GET', '/api/students', STAFF],
  ['GET', '/api/supporters', STAFF],
  ['GET', '/api/teachers', STAFF],
  ['GET', '/api/admins', ADMINS],
  ['GET', `/api/students/${ID}`, STAFF],
  ['GET', `/api/supporters/${ID}`, STAFF],
  ['GET', `/api/teachers/${ID}`, STAFF],
  ['GET', `/api/admins/${ID}`, ADMINS],
  ['POST', '/api/students', STAFF, {}],
  ['POST', '/api/supporters', STAFF, {}],
  ['POST', '/api/teachers', ADMINS, {}],
  ['POST', '/api/admins', ['superadmin'], {}],
  ['DELETE', `/api/students/${ID}`, ADMINS],
  ['DELETE', `/api/supporters/${ID}`, ADMINS],
  ['DELETE', `/api/teachers/${ID}`, ADMINS],
  ['DELETE', `/api/admins/${ID}`, ADMINS],
  ['PATCH', `/api/users/${ID}`, ADMINS, { name: 'X' }],
  ['POST', `/api/supporters/${ID}/students/${ID}`, STAFF],
  ['DELETE', `/api/supporters/${ID}/students/${ID}`, STAFF],
  ['GET', '/api/download/students', STAFF],
  ['GET', '/api/download/supporters', STAFF],
]

const ctx = useTestApp()
const headersOf = {} as Record<StaffRole, Record<string, string>>

beforeAll(async () => {
  for (const role of STAFF) headersOf[role] = (await staffSession(ctx, role)).headers
})

describe.each(routes)('%s %s', (method, url, allowed, payload) => {
  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method, url, payload })
    expect(response.statusCode).toBe(401)
  })

  it.each(STAFF)('as %s', async (role) => {
    const response = await ctx.app.inject({ method, url, payload, headers: headersOf[role] })
    if (allowed.includes(role)) {
      expect([200, 400, 404]).toContain(response.statusCode)
    } else {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        detail: 'No tienes permisos para realizar esta acción.',
        code: 'FORBIDDEN',
      })
    }
  })
})
