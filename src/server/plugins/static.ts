// Owns the built PWA in dist/client (when it exists): hashed files under /assets are cached for
// a year, everything else is revalidated, and every other non-/api GET answers index.html so the
// client router can handle paths like /students.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export default async function staticPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const indexFile = join(options.clientDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.info({ clientDir: options.clientDir }, 'no built client; serving the API only')
    return
  }
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const isAsset = path.startsWith(join(options.clientDir, 'assets') + '/')
      reply.header('cache-control', isAsset ? IMMUTABLE : 'no-cache')
    },
  })
  app.get('/*', { config: { public: true } }, (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound()
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
