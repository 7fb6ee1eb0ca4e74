// Which Khipu this process talks to: the real one (KHIPU_API_KEY set), the built-in simulator
// (no key, outside production) or none (no key in production: online payment is unavailable),
// with the matching API key, webhook secret and addresses. One runtime per config, so the
// routes, the simulator and the jobs share the simulator's generated key and signing secret.
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { isProduction, type Config } from '#server/config.ts'
import { listeningPort, loopbackUrl } from '#server/own-address.ts'
import { createKhipuClient, DEFAULT_KHIPU_BASE_URL, type KhipuClient } from './client.ts'
import { createSimulatorStore, type SimulatorStore } from './simulator-store.ts'

export const SIMULATOR_PREFIX = '/api/khipu-sim'

export interface KhipuRuntime {
  mode: 'khipu' | 'simulator' | 'unavailable'
  apiKey: string
  /** Undefined only with real Khipu and no KHIPU_WEBHOOK_SECRET: the webhook then answers 503. */
  webhookSecret: string | undefined
  client: KhipuClient
  /** Present in simulator mode: the simulator's payments. */
  simulator: SimulatorStore | null
  /** The address users reach (PUBLIC_URL, else this server on localhost). */
  publicUrl(): string
}

const runtimes = new WeakMap<Config, KhipuRuntime>()

export function khipuRuntime(config: Config, server: Server): KhipuRuntime {
  const known = runtimes.get(config)
  if (known) return known
  // NOTE: the simulator marks invoices paid without money moving; production never mounts it.
  const simulated = !config.khipu.apiKey && !isProduction(config)
  const port = () => listeningPort(server, config.port)
  const apiKey = config.khipu.apiKey ?? `sim-${randomBytes(16).toString('hex')}`
  const baseUrl = () =>
    config.khipu.baseUrl ??
    (simulated ? loopbackUrl(server, config.port, SIMULATOR_PREFIX) : DEFAULT_KHIPU_BASE_URL)
  const runtime: KhipuRuntime = {
    mode: config.khipu.apiKey ? 'khipu' : simulated ? 'simulator' : 'unavailable',
    apiKey,
    // NOTE: in simulator mode the app verifies with the very secret the simulator signs with,
    // so notifications go through the real verification path.
    webhookSecret:
      config.khipu.webhookSecret ?? (simulated ? randomBytes(20).toString('hex') : undefined),
    client: createKhipuClient({ baseUrl, apiKey }),
    simulator: simulated ? createSimulatorStore() : null,
    publicUrl: () => (config.publicUrl ?? `http://localhost:${port()}`).replace(/\/+$/, ''),
  }
  runtimes.set(config, runtime)
  return runtime
}
