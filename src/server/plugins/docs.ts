// Owns the OpenAPI description, generated from the routes' zod schemas (shaped for generated
// clients by openapi-document.ts), at /api/docs/json, and its UI at /api/docs.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { documentTransform, routeTransform, securitySchemes } from '#server/openapi-document.ts'

async function docsPlugin(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escuela de Mountain Bike API', version: options.version },
      components: { securitySchemes },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}

export default fp(docsPlugin, { name: 'docs' })
