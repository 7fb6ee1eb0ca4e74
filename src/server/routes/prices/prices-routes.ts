// Registers the tarifas routes under /api/prices and the dashboard's payment summary
// (/api/payments/summary), all for admins and superadmins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import classPricesRoutes from './class-prices.ts'
import discountTiersRoutes from './discount-tiers.ts'
import paymentSummaryRoutes from './payment-summary.ts'
import priceHistoryRoutes from './price-history.ts'
import serviceFeeRoutes from './service-fee.ts'
import transportPriceRoutes from './transport-price.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classPricesRoutes)
  await app.register(transportPriceRoutes)
  await app.register(serviceFeeRoutes)
  await app.register(discountTiersRoutes)
  await app.register(priceHistoryRoutes)
  await app.register(paymentSummaryRoutes)
}

export default routes
