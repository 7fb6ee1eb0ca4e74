// Owns the OpenAPI description, generated from the routes' zod schemas, and its UI at /api/docs.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

async function docsPlugin(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escuela de Mountain Bike API', version: options.version },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}

export default fp(docsPlugin, { name: 'docs' })
