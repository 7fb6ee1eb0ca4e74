// GET and POST /api/prices/service_fee: the fee added once to every invoice, kept to the centavo.
// A history of dated entries (see single-price-routes.ts); GET answers the one in force today.
import { DEFAULT_EXEMPT, serviceFeeQuerySchema, serviceFeeSchema } from '#shared/contract/prices.ts'
import { serviceFee } from '#server/db/schema.ts'
import { singlePriceRoutes } from './single-price-routes.ts'

export default singlePriceRoutes({
  path: '/prices/service_fee',
  table: serviceFee,
  field: 'fee_amount',
  entity: 'service_fee',
  exemptByDefault: DEFAULT_EXEMPT.service_fee,
  summaries: {
    get: 'Cobro por servicio vigente hoy (null si no hay)',
    post: 'Fijar el cobro por servicio (?fee_amount=, admite decimales; &exempt=; &valid_from=)',
  },
  answer: serviceFeeSchema,
  query: serviceFeeQuerySchema,
})
