// Khipu for the many-schools bench: the simulator as a service of its own (as the tests' standalone
// one), and a relay standing in for DNS and TLS. Khipu notifies https://<school's host>/api/…, a
// name this machine does not resolve (each attempt would wait on the resolver), so the simulator
// is given http://<relay>/<host>/api/… instead, and the relay forwards the signed notification to
// the app under the school's Host header, timing the app's answer.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createKhipuClient } from '#server/khipu/client.ts'
import type { KhipuRuntime } from '#server/khipu/runtime.ts'
import { khipuSimulator } from '#server/khipu/simulator.ts'
import { createSimulatorStore, type SimulatorStore } from '#server/khipu/simulator-store.ts'
import { hostRequest } from './host-http.ts'

export interface BenchKhipu {
  /** KHIPU_BASE_URL for the app. */
  baseUrl: string
  apiKey: string
  webhookSecret: string
  /** How long the app took to answer each notification, and how many it refused. */
  notifications: { ms: number[]; refused: number }
  close(): Promise<void>
}

const origin = (server: { address(): AddressInfo | string | null }) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`

/** The relay: `/<host>/<path>` is forwarded to `appUrl()` + `/<path>` as `host`. */
async function startRelay(appUrl: () => string, notifications: BenchKhipu['notifications']) {
  const relay = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const [, host, ...rest] = (request.url ?? '/').split('/')
      const headers: Record<string, string> = {}
      for (const name of ['content-type', 'x-khipu-signature']) {
        const value = request.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      hostRequest({
        method: 'POST',
        url: `${appUrl()}/${rest.join('/')}`,
        host,
        headers,
        body: Buffer.concat(chunks),
      }).then(
        (answer) => {
          notifications.ms.push(answer.ms)
          if (answer.status >= 300) notifications.refused += 1
          response.writeHead(answer.status).end(answer.text)
        },
        () => {
          notifications.refused += 1
          response.writeHead(502).end()
        },
      )
    })
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return relay
}

export async function startBenchKhipu(appUrl: () => string): Promise<BenchKhipu> {
  const notifications: BenchKhipu['notifications'] = { ms: [], refused: 0 }
  const relay = await startRelay(appUrl, notifications)
  const relayed = (url: string) => {
    const { host, pathname, search } = new URL(url)
    return `${origin(relay)}/${host}${pathname}${search}`
  }
  const store = createSimulatorStore()
  const throughRelay: SimulatorStore = {
    ...store,
    create: (payment) => store.create({ ...payment, notify_url: relayed(payment.notify_url) }),
  }
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const apiKey = `sim-${randomBytes(8).toString('hex')}`
  const webhookSecret = randomBytes(20).toString('hex')
  let address = ''
  const runtime: KhipuRuntime = {
    mode: 'simulator',
    apiKey,
    webhookSecret,
    client: createKhipuClient({ baseUrl: () => `${address}/api/khipu-sim`, apiKey }),
    simulator: throughRelay,
    publicUrl: () => address,
  }
  await app.register(khipuSimulator(runtime), { prefix: '/api/khipu-sim' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  address = origin(app.server)
  return {
    baseUrl: `${address}/api/khipu-sim`,
    apiKey,
    webhookSecret,
    notifications,
    close: async () => {
      await app.close()
      await new Promise((resolve) => relay.close(resolve))
    },
  }
}
