// Registers the tarifas routes under /api/prices, all for admins and superadmins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import classPricesRoutes from './class-prices-routes.ts'
import discountTiersRoutes from './discount-tiers-routes.ts'
import priceHistoryRoutes from './price-history-routes.ts'
import serviceFeeRoutes from './service-fee-routes.ts'
import transportPriceRoutes from './transport-price-routes.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classPricesRoutes)
  await app.register(transportPriceRoutes)
  await app.register(serviceFeeRoutes)
  await app.register(discountTiersRoutes)
  await app.register(priceHistoryRoutes)
}

export default routes
