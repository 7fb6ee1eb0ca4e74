// Which SII document provider this process talks to, from `config.boletas`: OpenFactura with the
// school's key, the built-in simulator (outside production only, mounted under
// BOLETA_SIMULATOR_PREFIX with a key generated for this process) or none, when documents wait 'por
// emitir' for the school to issue them elsewhere. One runtime per config, so the routes, the
// simulator and the jobs share one store and one key.
import type { Server } from 'node:http'
import { isProduction, type Config } from '#server/config.ts'
import { loopbackUrl } from '#server/own-address.ts'
import type { BoletaProvider } from './boleta-provider.ts'
import { createOpenFacturaProvider } from './openfactura-client.ts'
import { BOLETA_SIMULATOR_PREFIX } from './simulator.ts'
import { createBoletaSimulatorStore, type BoletaSimulatorStore } from './simulator-store.ts'

export interface BoletaRuntime {
  mode: Config['boletas']['provider']
  /** Null with mode 'none': nothing is sent anywhere. */
  provider: BoletaProvider | null
  /** Present in simulator mode: the simulator's documents. */
  simulator: BoletaSimulatorStore | null
}

const runtimes = new WeakMap<Config, BoletaRuntime>()

export function boletaRuntime(config: Config, server: Server): BoletaRuntime {
  const known = runtimes.get(config)
  if (known) return known
  const settings = config.boletas
  let runtime: BoletaRuntime
  if (settings.provider === 'openfactura') {
    const { apiKey, baseUrl, issuer } = settings
    const provider = createOpenFacturaProvider({ baseUrl: () => baseUrl, apiKey, issuer })
    runtime = { mode: 'openfactura', provider, simulator: null }
  } else if (settings.provider === 'simulator' && !isProduction(config)) {
    // NOTE: boleta-config refuses the simulator in production; this guard keeps it so if a
    // config is ever assembled by hand.
    const simulator = createBoletaSimulatorStore()
    const provider = createOpenFacturaProvider({
      baseUrl: () => loopbackUrl(server, config.port, BOLETA_SIMULATOR_PREFIX),
      apiKey: simulator.apiKey,
      issuer: settings.issuer,
    })
    runtime = { mode: 'simulator', provider, simulator }
  } else {
    runtime = { mode: 'none', provider: null, simulator: null }
  }
  runtimes.set(config, runtime)
  return runtime
}
