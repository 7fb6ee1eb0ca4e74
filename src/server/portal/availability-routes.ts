// GET /portal/availability (public; old path GET /payments/availability): whether the portal can
// take payments online right now (false in production without Khipu credentials), so 'Pagar' can
// say so before anyone presses it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentAvailabilitySchema } from '#shared/contract/invoices.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { withOldPath } from './old-paths.ts'

const availabilityRoutes =
  (runtime: KhipuRuntime): FastifyPluginAsyncZod =>
  async (app) => {
    for (const { url, deprecated } of withOldPath(
      '/portal/availability',
      '/payments/availability',
    )) {
      app.get(
        url,
        {
          config: { public: true },
          schema: {
            deprecated,
            tags: ['portal'],
            summary: 'Indica si el portal puede recibir pagos en línea en este momento',
            response: { 200: paymentAvailabilitySchema },
          },
        },
        async (_request, reply) => {
          reply.header('cache-control', 'no-store')
          return { online: runtime.mode !== 'unavailable' }
        },
      )
    }
  }

export default availabilityRoutes
