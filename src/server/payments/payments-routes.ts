// Registers the payments area under /api: the dashboard's payment summary, Khipu's webhook, the
// office's money to review (refunds, reversals) and, when no KHIPU_API_KEY is set outside
// production, the Khipu simulator under /api/khipu-sim (khipu/). In production without a key
// there is no simulator: online payment is unavailable (503). The guardians' portal is portal/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { khipuSimulator } from '#server/khipu/simulator.ts'
import khipuNotifyRoutes from './khipu-notify-routes.ts'
import paymentIssuesRoutes from './payment-issues-routes.ts'
import paymentSummaryRoutes from './payment-summary-routes.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  const runtime = khipuRuntime(app.config, app.server)
  if (runtime.mode === 'unavailable') {
    app.log.warn(
      'KHIPU_API_KEY is not set: online payment is unavailable (POST /api/portal/payments answers 503, ' +
        'the portal disables Pagar). Set KHIPU_API_KEY and KHIPU_WEBHOOK_SECRET to take payments.',
    )
  }
  await app.register(paymentSummaryRoutes)
  await app.register(khipuNotifyRoutes(runtime))
  await app.register(paymentIssuesRoutes(runtime))
  if (runtime.simulator) await app.register(khipuSimulator(runtime), { prefix: '/khipu-sim' })
}

export default routes
