// Registers the tarifas routes under /api/prices, all for admins and superadmins only.
import { routeGroup } from '#server/route-group.ts'
import classPricesRoutes from './class-prices-routes.ts'
import discountTiersRoutes from './discount-tiers-routes.ts'
import priceHistoryRoutes from './price-history-routes.ts'
import serviceFeeRoutes from './service-fee-routes.ts'
import transportPriceRoutes from './transport-price-routes.ts'

export default routeGroup(
  classPricesRoutes,
  transportPriceRoutes,
  serviceFeeRoutes,
  discountTiersRoutes,
  priceHistoryRoutes,
)
