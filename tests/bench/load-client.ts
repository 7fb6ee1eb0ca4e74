// The load generator of the API benchmark, run in a child process so it does not share the
// server's event loop: `tsx load-client.ts '<json LoadSpec>'` prints one JSON LoadFigure line.
import { randomUUID } from 'node:crypto'
import autocannon, { type Request } from 'autocannon'

export interface LoadSpec {
  url: string
  /** The Host header: the school's host name when the server serves many schools. */
  host?: string
  token: string
  path: string
  /** 'get' reads `path`; 'create-session' POSTs a new class session (fresh id and key) each time. */
  kind: 'get' | 'create-session'
  connections: number
  seconds: number
}

export interface LoadFigure {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  total: number
}

function requestOf(spec: LoadSpec): Request {
  if (spec.kind === 'get') return { method: 'GET', path: spec.path }
  return {
    method: 'POST',
    path: spec.path,
    setupRequest: (request) => {
      const id = randomUUID()
      return {
        ...request,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          id,
          name: 'Clase de carga',
          session_date: new Date().toISOString(),
          class_type: 'other',
        }),
      }
    },
  }
}

export async function runLoad(spec: LoadSpec): Promise<LoadFigure> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    headers: {
      authorization: `Bearer ${spec.token}`,
      'accept-encoding': 'gzip',
      ...(spec.host ? { host: spec.host } : {}),
    },
    requests: [requestOf(spec)],
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result['2xx'] + result.non2xx,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = await runLoad(JSON.parse(process.argv[2]!) as LoadSpec)
  process.stdout.write(`${JSON.stringify(figure)}\n`)
}
