import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '#server/credentials/access-token.ts'
import { deactivate, login, seedUser } from '../helpers/fixtures.ts'
import { addPerson, api, useStaffApi } from './classes-helpers.ts'

const { ctx, staff, asAdmin } = useStaffApi()
let ids: { group: string; session: string; student: string; rider: string; teacher: string }

beforeAll(async () => {
  const group = await asAdmin('POST', '/api/groups', {
    name: 'Roles',
    start_date: '2026-01-05',
    rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=9',
  })
  // The teacher teaches the group, so its class is theirs to staff and fill (class-access-data.ts).
  await asAdmin('POST', `/api/groups/${group.json().id}/teachers`, [staff.teacherId])
  const session = await asAdmin('POST', '/api/class_sessions', {
    session_date: '2026-11-04T10:00:00-03:00',
    class_type: 'group',
    group_id: group.json().id,
  })
  ids = {
    group: group.json().id,
    session: session.json().id,
    student: (await addPerson(ctx.db, 'student', 'Rol', 'Alumno')).id,
    rider: (await addPerson(ctx.db, 'student', 'Rol', 'Ciclista')).id,
    teacher: (await addPerson(ctx.db, 'teacher', 'Rol', 'Profe')).id,
  }
  // A rider of the group: a teacher puts on its class only children of their groups.
  await asAdmin('POST', `/api/groups/${ids.group}/students`, [ids.rider])
})

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown]

// Every route of this area and whether a teacher may call it (admins and superadmins all).
const routes = (): [Call, boolean][] => [
  [['GET', '/api/groups'], true],
  [['GET', `/api/groups/${ids.group}`], true],
  [
    [
      'POST',
      '/api/groups',
      { name: 'X', start_date: '2026-01-05', rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=9' },
    ],
    false,
  ],
  [['POST', `/api/groups/${ids.group}/teachers`, [ids.teacher]], false],
  [['DELETE', `/api/groups/${ids.group}/teachers/${ids.teacher}`], false],
  [['POST', `/api/groups/${ids.group}/students`, [ids.student]], true],
  [['DELETE', `/api/groups/${ids.group}/students/${ids.student}`], true],
  [['GET', '/api/class_sessions'], true],
  [['GET', `/api/class_sessions/${ids.session}`], true],
  [
    [
      'POST',
      '/api/class_sessions',
      { session_date: '2026-11-04T10:00:00-03:00', class_type: 'other' },
    ],
    true,
  ],
  [['POST', `/api/class_sessions/${ids.session}/students`, [{ student_id: ids.rider }]], true],
  [
    ['PATCH', `/api/class_sessions/${ids.session}/students/${ids.rider}`, { used_transport: true }],
    true,
  ],
  [['DELETE', `/api/class_sessions/${ids.session}/students/${ids.rider}`], true],
  [['POST', `/api/class_sessions/${ids.session}/teachers`, [ids.teacher]], true],
  [['DELETE', `/api/class_sessions/${ids.session}/teachers/${ids.teacher}`], true],
  [['GET', '/api/class_sessions/summary?billing_period=2026-11'], false],
  // Deleted while it is still a class of the teacher's group (taken out of it, it is not theirs).
  [['DELETE', `/api/class_sessions/${ids.session}`], true],
  [['DELETE', `/api/groups/${ids.group}/class_sessions/${ids.session}`], true],
  [['DELETE', `/api/groups/${ids.group}`], false],
]

describe('who may call the groups and class-sessions routes', () => {
  it('refuses anonymous callers, expired tokens and deactivated staff with 401', async () => {
    const gone = await seedUser(ctx.db, { role: 'admin' })
    const goneToken = (await login(ctx.app, gone.email!)).token
    await deactivate(ctx.db, gone.id)
    const expired = await signAccessToken(
      ctx.config.jwtSecret,
      { sub: gone.id, role: 'admin', sid: 'x' },
      Date.now() - 16 * 60_000,
    )
    for (const [[method, url, body]] of routes()) {
      for (const headers of [
        {},
        { authorization: `Bearer ${goneToken}` },
        { authorization: `Bearer ${expired}` },
      ]) {
        const response = await ctx.app.inject({
          method,
          url,
          headers,
          ...(body ? { payload: body as object } : {}),
        })
        expect([method, url, response.statusCode]).toEqual([method, url, 401])
      }
    }
  })

  it('lets teachers take attendance and manage rosters, but not groups, staffing or the summary', async () => {
    const asTeacher = api(ctx, staff.teacher)
    for (const [[method, url, body], allowed] of routes()) {
      const response = await asTeacher(method, url, body)
      const outcome = response.statusCode === 403 ? 'forbidden' : 'allowed'
      expect([method, url, outcome]).toEqual([method, url, allowed ? 'allowed' : 'forbidden'])
      expect(response.statusCode).toBeLessThan(500)
    }
  })

  it('lets admins and superadmins call every route', async () => {
    for (const token of [staff.admin, staff.superadmin]) {
      const call = api(ctx, token)
      for (const [[method, url, body]] of routes()) {
        const response = await call(method, url, body)
        // Earlier calls may have removed what a later one refers to (404): never 401/403/5xx.
        expect([method, url, response.statusCode]).not.toEqual([method, url, 401])
        expect([method, url, response.statusCode]).not.toEqual([method, url, 403])
        expect(response.statusCode).toBeLessThan(500)
      }
    }
  })
})
