// Which Khipu the current school's payments go through: its own account (its KHIPU_API_KEY, from
// the environment for the first school or from its settings, schools/school-settings.ts), the
// built-in simulator (no key, outside production: one simulator stands in for every school's
// account) or none (no key in production: online payment is unavailable), with the matching API
// key, webhook secret and addresses. One runtime per config, shared by the routes, the simulator
// and the jobs; each of its answers is the school's of the code running now.
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { isProduction, type Config } from '#server/config.ts'
import { listeningPort, loopbackUrl } from '#server/own-address.ts'
import { currentSettings } from '#server/schools/school-settings.ts'
import { createKhipuClient, DEFAULT_KHIPU_BASE_URL, type KhipuClient } from './client.ts'
import { createSimulatorStore, type SimulatorStore } from './simulator-store.ts'

export const SIMULATOR_PREFIX = '/api/khipu-sim'

export interface KhipuRuntime {
  mode: 'khipu' | 'simulator' | 'unavailable'
  apiKey: string
  /** Undefined only with real Khipu and no webhook secret: the webhook then answers 503. */
  webhookSecret: string | undefined
  client: KhipuClient
  /** Present in simulator mode: the simulator's payments. */
  simulator: SimulatorStore | null
  /** The address users reach (PUBLIC_URL, else this server on localhost). */
  publicUrl(): string
}

/** One account's runtime, fixed: what a school with `khipu` settings talks to. */
function accountRuntime(
  khipu: Config['khipu'],
  simulator: KhipuRuntime | null,
  publicUrl: () => string,
): KhipuRuntime {
  if (khipu.apiKey) {
    const { apiKey, webhookSecret } = khipu
    const baseUrl = () => khipu.baseUrl ?? DEFAULT_KHIPU_BASE_URL
    const client = createKhipuClient({ baseUrl, apiKey })
    return { mode: 'khipu', apiKey, webhookSecret, client, simulator: null, publicUrl }
  }
  if (simulator) return simulator
  const apiKey = ''
  const client = createKhipuClient({ baseUrl: () => DEFAULT_KHIPU_BASE_URL, apiKey })
  return { mode: 'unavailable', apiKey, webhookSecret: undefined, client, simulator, publicUrl }
}

const runtimes = new WeakMap<Config, KhipuRuntime>()

export function khipuRuntime(config: Config, server: Server): KhipuRuntime {
  const known = runtimes.get(config)
  if (known) return known
  const publicUrl = () =>
    (config.publicUrl ?? `http://localhost:${listeningPort(server, config.port)}`).replace(
      /\/+$/,
      '',
    )
  // NOTE: the simulator marks invoices paid without money moving; production never mounts it.
  let simulator: KhipuRuntime | null = null
  if (!config.khipu.apiKey && !isProduction(config)) {
    const apiKey = `sim-${randomBytes(16).toString('hex')}`
    simulator = {
      mode: 'simulator',
      apiKey,
      // NOTE: the app verifies with the very secret the simulator signs with, so notifications
      // go through the real verification path.
      webhookSecret: config.khipu.webhookSecret ?? randomBytes(20).toString('hex'),
      client: createKhipuClient({
        baseUrl: () => config.khipu.baseUrl ?? loopbackUrl(server, config.port, SIMULATOR_PREFIX),
        apiKey,
      }),
      simulator: createSimulatorStore(),
      publicUrl,
    }
  }
  const first = accountRuntime(config.khipu, simulator, publicUrl)
  const perAccount = new WeakMap<Config['khipu'], KhipuRuntime>()
  const now = (): KhipuRuntime => {
    const { khipu } = currentSettings(config)
    if (khipu === config.khipu) return first
    let runtime = perAccount.get(khipu)
    if (!runtime) {
      runtime = accountRuntime(khipu, simulator, publicUrl)
      perAccount.set(khipu, runtime)
    }
    return runtime
  }
  const runtime: KhipuRuntime = {
    get mode() {
      return now().mode
    },
    get apiKey() {
      return now().apiKey
    },
    get webhookSecret() {
      return now().webhookSecret
    },
    get client() {
      return now().client
    },
    simulator: first.simulator,
    publicUrl,
  }
  runtimes.set(config, runtime)
  return runtime
}
