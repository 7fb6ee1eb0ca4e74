// A Khipu simulator running on its own, as the real Khipu does: several server instances (or one
// configured with KHIPU_API_KEY) talk to it over HTTP with the v3 wire protocol, and tests can
// read what it holds (payments, deletions, refunds).
import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createKhipuClient } from '#server/khipu/client.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { khipuSimulator } from '#server/khipu/simulator.ts'
import { createSimulatorStore, type SimulatedPayment } from '#server/khipu/simulator-store.ts'

export interface StandaloneKhipu {
  /** KHIPU_BASE_URL for the servers under test. */
  baseUrl: string
  apiKey: string
  webhookSecret: string
  /** Every payment created, deleted ones too. */
  payments(): SimulatedPayment[]
  /** The environment a server needs to use this Khipu. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startStandaloneKhipu(): Promise<StandaloneKhipu> {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const store = createSimulatorStore()
  const apiKey = `sim-${randomBytes(8).toString('hex')}`
  const webhookSecret = randomBytes(20).toString('hex')
  let origin = ''
  const runtime: KhipuRuntime = {
    mode: 'simulator',
    apiKey,
    webhookSecret,
    client: createKhipuClient({ baseUrl: () => `${origin}/api/khipu-sim`, apiKey }),
    simulator: store,
    publicUrl: () => origin,
  }
  await app.register(khipuSimulator(runtime), { prefix: '/api/khipu-sim' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const baseUrl = `${origin}/api/khipu-sim`
  return {
    baseUrl,
    apiKey,
    webhookSecret,
    payments: () => store.all(),
    env: { KHIPU_API_KEY: apiKey, KHIPU_BASE_URL: baseUrl, KHIPU_WEBHOOK_SECRET: webhookSecret },
    close: () => app.close(),
  }
}
