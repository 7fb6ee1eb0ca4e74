// The school of each request, from its host (behind a trusted proxy, X-Forwarded-Host): every
// hook, handler and query after this one runs in it (db/school-context.ts), with its settings
// loaded (schools/school-settings.ts). A host no school
// answers on gets 404, a suspended school's 503, and so does a school whose keys do not open,
// before anything else reads the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorDetails } from '#shared/i18n/errors.ts'
import type { Db } from '#server/db/client.ts'
import { runInSchool } from '#server/db/school-context.ts'
import { BOLETA_SIMULATOR_PREFIX } from '#server/dte/simulator.ts'
import { SIMULATOR_PREFIX as KHIPU_SIMULATOR_PREFIX } from '#server/khipu/runtime.ts'
import { schoolHosts, type SchoolHosts } from '#server/schools/school-hosts-data.ts'
import type { SchoolParts } from '#server/config.ts'
import type { SchoolSettingsStore } from '#server/schools/school-settings.ts'
import { SealError } from '#server/schools/sealed-settings.ts'

const HEALTH_PATH = '/api/health'
/**
 * The simulators outside production stand in for Khipu and OpenFactura, which are no school's:
 * the app reaches them on its own address (127.0.0.1), which no school has.
 */
const SIMULATOR_PREFIXES = [`${KHIPU_SIMULATOR_PREFIX}/`, `${BOLETA_SIMULATOR_PREFIX}/`]
const isSchoolless = (url: string) =>
  url === HEALTH_PATH || SIMULATOR_PREFIXES.some((prefix) => url.startsWith(prefix))

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts of the schools (`forget()` after changing them in this process). */
    schoolHosts: SchoolHosts
    /** The schools' settings (`forget()` after changing them in this process). */
    schoolSettings: SchoolSettingsStore
  }
  interface FastifyRequest {
    /** The school the request's host belongs to. */
    schoolId: string
    /** Its settings, as the request's work began. */
    schoolSettings: SchoolParts | undefined
  }
}

/** Why a request gets no school, and its status. */
const REFUSALS = { SCHOOL_NOT_FOUND: 404, SCHOOL_SUSPENDED: 503, SCHOOL_UNAVAILABLE: 503 } as const

function refuse(request: FastifyRequest, reply: FastifyReply, code: keyof typeof REFUSALS) {
  const status = REFUSALS[code]
  const detail = errorDetails[code]
  if (request.url.startsWith('/api/')) return reply.code(status).send({ detail, code })
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${detail}</title><p>${detail}</p></html>`,
    )
}

async function schoolHostPlugin(
  app: FastifyInstance,
  options: { db: Db; settings: SchoolSettingsStore },
) {
  const hosts = schoolHosts(options.db)
  app.decorate('schoolHosts', hosts)
  app.decorate('schoolSettings', options.settings)
  app.decorateRequest('schoolId', '')
  app.decorateRequest('schoolSettings', undefined)
  /** The school of a host, with its settings when it is served. */
  const found = async (host: string) => {
    const school = await hosts.schoolOf(host)
    if (school.kind === 'unknown' || school.kind === 'suspended') return school
    return { ...school, settings: await options.settings.load(school.schoolId) }
  }
  app.addHook('onRequest', (request, reply, done) => {
    // The load balancer asks for the health of the instance, by its address: no school's.
    if (isSchoolless(request.url)) return done()
    found(request.hostname).then(
      (school) => {
        if (school.kind === 'unknown') return void refuse(request, reply, 'SCHOOL_NOT_FOUND')
        if (school.kind === 'suspended') return void refuse(request, reply, 'SCHOOL_SUSPENDED')
        request.schoolId = school.schoolId
        request.schoolSettings = school.settings
        // NOTE: the rest of the request (hooks, handler, hooks) runs inside `done`.
        runInSchool(school.schoolId, done, school.settings)
      },
      (error: unknown) => {
        // NOTE: keys that do not open (no SETTINGS_KEY, or not the one that sealed them) are the
        // operator's to mend: the school's visitors get a 503, not a 500, and the log says why.
        if (!(error instanceof SealError)) return done(error as Error)
        request.log.error({ err: error, host: request.hostname }, 'school settings do not open')
        refuse(request, reply, 'SCHOOL_UNAVAILABLE')
      },
    )
  })
  // NOTE: a request with a body reaches validation and its handler from the body stream's
  // 'end' event, outside the context entered above: enter it again.
  app.addHook('preValidation', (request, _reply, done) =>
    request.schoolId ? runInSchool(request.schoolId, done, request.schoolSettings) : done(),
  )
}

export default fp(schoolHostPlugin, { name: 'school-host' })
