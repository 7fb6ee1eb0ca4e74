// GET and POST /api/prices/transport_price: the price charged per class attended with transport.
// A history of dated entries (see single-price-routes.ts); GET answers the one in force today.
import {
  DEFAULT_EXEMPT,
  transportPriceQuerySchema,
  transportPriceSchema,
} from '#shared/contract/prices.ts'
import { transportPrice } from '#server/db/schema.ts'
import { singlePriceRoutes } from './single-price-routes.ts'

export default singlePriceRoutes({
  path: '/prices/transport_price',
  table: transportPrice,
  field: 'price',
  entity: 'transport_price',
  exemptByDefault: DEFAULT_EXEMPT.transport_price,
  summaries: {
    get: 'Precio por transporte vigente hoy (null si no hay)',
    post: 'Fijar el precio por transporte (?price=, pesos enteros; &exempt=; &valid_from=)',
  },
  answer: transportPriceSchema,
  query: transportPriceQuerySchema,
})
