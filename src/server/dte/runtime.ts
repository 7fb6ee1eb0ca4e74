// Which SII document provider the current school's boletas go to, from its boleta settings
// (`config.boletas` for the first school, its own settings for another, schools/school-settings.ts):
// OpenFactura with the school's key, the built-in simulator (outside production only, mounted
// under BOLETA_SIMULATOR_PREFIX with a key generated for this process: one simulator stands in
// for every school's account, each school's documents carrying its own issuer) or none, when
// documents wait 'por emitir' for the school to issue them elsewhere. One runtime per config,
// shared by the routes, the simulator and the jobs; each answer is the current school's.
import type { Server } from 'node:http'
import { isProduction, type Config } from '#server/config.ts'
import { loopbackUrl } from '#server/own-address.ts'
import { currentSettings } from '#server/schools/school-settings.ts'
import type { BoletaProvider } from './boleta-provider.ts'
import { createOpenFacturaProvider } from './openfactura-client.ts'
import { BOLETA_SIMULATOR_PREFIX } from './simulator.ts'
import { createBoletaSimulatorStore, type BoletaSimulatorStore } from './simulator-store.ts'

export interface BoletaRuntime {
  mode: Config['boletas']['provider']
  /** Null with mode 'none': nothing is sent anywhere. */
  provider: BoletaProvider | null
  /** Present outside production: the simulator's documents. */
  simulator: BoletaSimulatorStore | null
}

const runtimes = new WeakMap<Config, BoletaRuntime>()

export function boletaRuntime(config: Config, server: Server): BoletaRuntime {
  const known = runtimes.get(config)
  if (known) return known
  // NOTE: boleta-config refuses the simulator in production; this guard keeps it so if a config
  // is ever assembled by hand.
  const simulator = isProduction(config) ? null : createBoletaSimulatorStore()
  const accountOf = (settings: Config['boletas']): Omit<BoletaRuntime, 'simulator'> => {
    if (settings.provider === 'openfactura') {
      const { apiKey, baseUrl, issuer } = settings
      const provider = createOpenFacturaProvider({ baseUrl: () => baseUrl, apiKey, issuer })
      return { mode: 'openfactura', provider }
    }
    if (settings.provider === 'simulator' && simulator) {
      const provider = createOpenFacturaProvider({
        baseUrl: () => loopbackUrl(server, config.port, BOLETA_SIMULATOR_PREFIX),
        apiKey: simulator.apiKey,
        issuer: settings.issuer,
      })
      return { mode: 'simulator', provider }
    }
    return { mode: 'none', provider: null }
  }
  const accounts = new WeakMap<Config['boletas'], Omit<BoletaRuntime, 'simulator'>>()
  const now = () => {
    const { boletas } = currentSettings(config)
    let account = accounts.get(boletas)
    if (!account) {
      account = accountOf(boletas)
      accounts.set(boletas, account)
    }
    return account
  }
  const runtime: BoletaRuntime = {
    get mode() {
      return now().mode
    },
    get provider() {
      return now().provider
    },
    simulator,
  }
  runtimes.set(config, runtime)
  return runtime
}
