// Bad input of any shape gets a 4xx with a Spanish `detail` and a `code`, never a 5xx (DESIGN
// §4): every registered /api route receives generated junk in its path ids, query string and body,
// as an admin (as a superadmin where admins are refused), with a bounded number of runs per route.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers/test-app.ts'
import { bearer } from '../helpers/fixtures.ts'
import {
  concretePath,
  createTestAppWithRoutes,
  type RegisteredRoute,
} from '../helpers/route-table.ts'
import { isBirthDate, isSchoolDay, splitDateTime } from '#shared/dates.ts'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { hasForbiddenCharacters, hasVisibleCharacter } from '#shared/text.ts'
import {
  absurdDay,
  absurdInstant,
  garbageBody,
  garbageQuery,
  garbageSegment,
  trickyText,
  type RawBody,
} from './garbage.ts'
import { signIn } from './identities.ts'

const RUNS_PER_ROUTE = 25

let ctx: Awaited<ReturnType<typeof createTestAppWithRoutes>>
const tokenFor = new Map<string, string>()
let ipCounter = 0
/** A new client address per request, so per-IP rate limits do not turn junk into 429s. */
const nextIp = () => {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

beforeAll(async () => {
  ctx = await createTestAppWithRoutes()
  const admin = await signIn(ctx.app, ctx.db, 'admin')
  const superadmin = await signIn(ctx.app, ctx.db, 'superadmin')
  for (const route of ctx.routes) {
    // Logging out would end the session the other routes use: fuzz it without one.
    if (route.public) continue
    const probe = await ctx.app.inject({
      method: route.method,
      url: concretePath(route.url),
      headers: bearer(admin.token),
    })
    tokenFor.set(
      route.method + route.url,
      probe.statusCode === 403 ? superadmin.token : admin.token,
    )
  }
})
afterAll(() => ctx?.close())

function pathWith(url: string, segments: string[], query: string) {
  let i = 0
  const path = url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () => segments[i++ % segments.length]!)
  return query ? `${path}?${query}` : path
}

function bodyOptions(body: RawBody) {
  if (body.kind === 'json') {
    return { payload: JSON.stringify(body.value), contentType: 'application/json' }
  }
  return { payload: body.text, contentType: body.contentType }
}

async function send(route: RegisteredRoute, segments: string[], query: string, body: RawBody) {
  const token = tokenFor.get(route.method + route.url)
  const { payload, contentType } = bodyOptions(body)
  const withBody = route.method !== 'GET' && route.method !== 'DELETE'
  const headers: Record<string, string> = token ? bearer(token) : {}
  if (withBody && contentType) headers['content-type'] = contentType
  const response = await ctx.app.inject({
    method: route.method,
    url: pathWith(route.url, segments, query),
    headers,
    remoteAddress: nextIp(),
    ...(withBody ? { payload } : {}),
  })
  return response
}

const describeInput = (segments: string[], query: string, body: RawBody) =>
  JSON.stringify({ segments, query, body }).slice(0, 600)

describe('bad input never reaches a 5xx', () => {
  it('every route answers junk with a 4xx {detail, code} (or a success)', async () => {
    const failures: string[] = []
    for (const route of ctx.routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(garbageSegment, { minLength: 1, maxLength: 3 }),
            garbageQuery,
            garbageBody,
            async (segments, query, body) => {
              const response = await send(route, segments, query, body)
              const status = response.statusCode
              let problem: string | null = null
              if (status >= 500) problem = `answered ${status}: ${response.body.slice(0, 200)}`
              else if (status >= 400) {
                const json = JSON.parse(response.body) as { detail?: unknown; code?: unknown }
                if (typeof json.detail !== 'string' || typeof json.code !== 'string') {
                  problem = `${status} without {detail, code}: ${response.body.slice(0, 200)}`
                }
              }
              if (problem) {
                failures.push(
                  `${route.method} ${route.url} ${problem} ← ${describeInput(segments, query, body)}`,
                )
              }
              return problem === null
            },
          ),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined)
    }
    expect(failures).toEqual([])
  })
})

const DATE_AND_TEXT_RUNS = 60

/**
 * What a stored text must look like: what was sent, in NFC and trimmed (null when blank), with
 * nothing invisible or garbling in it; `multiline` fields may keep line breaks and tabs.
 */
function expectStoredText(stored: unknown, sent: string | null, multiline = false) {
  const expected = sent === null ? null : normalizeSent(sent, multiline)
  expect(stored).toBe(expected === '' ? null : expected)
  if (typeof stored !== 'string') return
  expect(hasForbiddenCharacters(stored, { multiline })).toBe(false)
  expect(hasVisibleCharacter(stored)).toBe(true)
}

function normalizeSent(text: string, multiline: boolean) {
  const nfc = text.normalize('NFC')
  return (multiline ? nfc.replace(/\r\n?/g, '\n') : nfc).trim()
}

describe('absurd dates and tricky text are refused in Spanish or stored exactly as sent', () => {
  let headers: Record<string, string>
  let rutBody = 30_000_000
  beforeAll(async () => {
    headers = bearer((await signIn(ctx.app, ctx.db, 'admin')).token)
  })

  async function create(url: string, payload: object) {
    const response = await ctx.app.inject({ method: 'POST', url, headers, payload })
    expect([201, 400]).toContain(response.statusCode)
    const body = response.json() as Record<string, unknown>
    if (response.statusCode === 400) {
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(body.detail).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/)
      expect(body.detail).not.toMatch(/invalid|expected|received/i)
      return null
    }
    const detail = await ctx.app.inject({ url: `${url}/${String(body.id)}`, headers })
    return detail.json() as Record<string, unknown>
  }

  it('class sessions: date, name, description and place', async () => {
    await fc.assert(
      fc.asyncProperty(
        absurdInstant,
        trickyText,
        trickyText,
        trickyText,
        async (session_date, name, description, location) => {
          const stored = await create('/api/class_sessions', {
            session_date,
            class_type: 'other',
            name,
            description,
            location,
          })
          if (!stored) return
          expect(new Date(String(stored.session_date)).getTime()).toBe(Date.parse(session_date))
          expect(isSchoolDay(splitDateTime(String(stored.session_date))!.date)).toBe(true)
          expectStoredText(stored.name, name)
          expectStoredText(stored.description, description, true)
          expectStoredText(stored.location, location)
        },
      ),
      { numRuns: DATE_AND_TEXT_RUNS },
    )
  })

  it('groups: start, end, name and description', async () => {
    await fc.assert(
      fc.asyncProperty(
        absurdDay,
        fc.option(absurdDay),
        trickyText,
        trickyText,
        async (start_date, end_date, name, description) => {
          const stored = await create('/api/groups', {
            name,
            description,
            start_date,
            end_date,
            rrule: 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0',
          })
          if (!stored) return
          expect(stored.start_date).toBe(start_date)
          expect(stored.end_date).toBe(end_date)
          expect(isSchoolDay(start_date)).toBe(true)
          if (end_date !== null) expect(isSchoolDay(end_date) && end_date >= start_date).toBe(true)
          expectStoredText(stored.name, name)
          expectStoredText(stored.description, description, true)
        },
      ),
      { numRuns: DATE_AND_TEXT_RUNS },
    )
  })

  it('students: name, last name and birth date', async () => {
    await fc.assert(
      fc.asyncProperty(trickyText, trickyText, absurdDay, async (name, last_name, birth_date) => {
        rutBody += 1
        const stored = await create('/api/students', {
          name,
          last_name,
          rut: formatRut(`${rutBody}${computeRutCheckDigit(String(rutBody))}`),
          email: `fuzz${rutBody}@correo.cl`,
          phone: '982345678',
          birth_date,
        })
        if (!stored) return
        expect(stored.birth_date).toBe(birth_date)
        expect(isBirthDate(birth_date)).toBe(true)
        expectStoredText(stored.name, name)
        expectStoredText(stored.last_name, last_name)
      }),
      { numRuns: DATE_AND_TEXT_RUNS },
    )
  })
})

describe('the Khipu webhook without a secret', () => {
  // Real Khipu mode (an API key) with no KHIPU_WEBHOOK_SECRET cannot verify any notification:
  // that is a server misconfiguration, not bad input, so it answers 503 (Khipu retries later).
  it('answers 503 with {detail, code} instead of accepting unsigned notifications', async () => {
    const misconfigured = await createTestApp({
      khipu: { apiKey: 'real-key', webhookSecret: undefined, baseUrl: 'http://127.0.0.1:9' },
    })
    try {
      const response = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/payments/khipu/notify',
        payload: { payment_id: 'abc' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        detail: expect.any(String),
      })
    } finally {
      await misconfigured.close()
    }
  })
})
