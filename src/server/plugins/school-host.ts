// The school of each request, from its host (behind a trusted proxy, X-Forwarded-Host): every
// hook, handler and query after this one runs in it (db/school-context.ts). A host no school
// answers on gets 404 and a suspended school's 503, before anything else reads the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorDetails } from '#shared/i18n/errors.ts'
import type { Db } from '#server/db/client.ts'
import { runInSchool } from '#server/db/school-context.ts'
import { schoolHosts, type SchoolHosts } from '#server/schools/school-hosts-data.ts'

const HEALTH_PATH = '/api/health'

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts of the schools (`forget()` after changing them in this process). */
    schoolHosts: SchoolHosts
  }
  interface FastifyRequest {
    /** The school the request's host belongs to. */
    schoolId: string
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: 404 | 503) {
  const code = status === 404 ? 'SCHOOL_NOT_FOUND' : 'SCHOOL_SUSPENDED'
  const detail = errorDetails[code]
  if (request.url.startsWith('/api/')) return reply.code(status).send({ detail, code })
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${detail}</title><p>${detail}</p></html>`,
    )
}

async function schoolHostPlugin(app: FastifyInstance, options: { db: Db }) {
  const hosts = schoolHosts(options.db)
  app.decorate('schoolHosts', hosts)
  app.decorateRequest('schoolId', '')
  app.addHook('onRequest', (request, reply, done) => {
    // The load balancer asks for the health of the instance, by its address: no school's.
    if (request.url === HEALTH_PATH) return done()
    hosts.schoolOf(request.hostname).then(
      (found) => {
        if (found.kind === 'unknown') return void refuse(request, reply, 404)
        if (found.kind === 'suspended') return void refuse(request, reply, 503)
        request.schoolId = found.schoolId
        // NOTE: the rest of the request (hooks, handler, hooks) runs inside `done`.
        runInSchool(found.schoolId, done)
      },
      (error: unknown) => done(error as Error),
    )
  })
  // NOTE: a request with a body reaches validation and its handler from the body stream's
  // 'end' event, outside the context entered above: enter it again.
  app.addHook('preValidation', (request, _reply, done) =>
    request.schoolId ? runInSchool(request.schoolId, done) : done(),
  )
}

export default fp(schoolHostPlugin, { name: 'school-host' })
