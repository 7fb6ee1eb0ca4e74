// Registers the guardians' portal under /api/portal (no login): a payer's invoices by RUT, an
// invoice's payment attempts, whether payment is available online, starting a payment, the
// guardian's recognition and receipts, and the documents the guardian signs for each child. The
// paths older apps call stay as aliases (old-paths.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import availabilityRoutes from './availability-routes.ts'
import consentRoutes from './consent-routes.ts'
import guardianRoutes from './guardian-routes.ts'
import portalInvoiceRoutes from './portal-invoices-routes.ts'
import startPaymentRoutes from './start-payment-routes.ts'

const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const runtime = khipuRuntime(app.config, app.server)
  await app.register(portalInvoiceRoutes(runtime))
  await app.register(availabilityRoutes(runtime))
  await app.register(startPaymentRoutes(runtime))
  await app.register(guardianRoutes)
  await app.register(consentRoutes)
}

export default portalRoutes
