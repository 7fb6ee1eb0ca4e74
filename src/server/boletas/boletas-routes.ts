// Registers the boletas area under /api. For now: in simulator mode (no OpenFactura key, outside
// production) the OpenFactura simulator under /api/openfactura-sim (dte/); with no provider, one
// warning at start that documents wait 'por emitir'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { BOLETA_SIMULATOR_PREFIX, openFacturaSimulator } from '#server/dte/simulator.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  const runtime = boletaRuntime(app.config, app.server)
  if (runtime.mode === 'none') {
    app.log.warn(
      'No boleta provider is configured: payments are recorded and their boletas wait as ' +
        "'por emitir'. Set OPENFACTURA_API_KEY and SCHOOL_RUT, SCHOOL_BUSINESS_NAME, " +
        'SCHOOL_ACTIVITY, SCHOOL_ADDRESS, SCHOOL_COMMUNE, SCHOOL_ACTIVITY_CODE to issue them.',
    )
  }
  if (runtime.simulator) {
    await app.register(openFacturaSimulator(runtime.simulator), {
      prefix: BOLETA_SIMULATOR_PREFIX.replace(/^\/api/, ''),
    })
  }
}

export default routes
