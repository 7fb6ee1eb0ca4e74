// One HTTP request to the server under a school's host name, timed: fetch() drops a Host header
// it is given, and a school is chosen by its host, so the many-schools bench talks node:http
// (keep-alive sockets, as a browser or a phone would reuse them).
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

export interface HostRequest {
  method?: 'GET' | 'POST'
  /** A full URL: its origin is where the request goes, its path what it asks for. */
  url: string
  /** The Host header the server reads; the URL's own when absent (e.g. the Khipu simulator). */
  host?: string
  headers?: Record<string, string>
  /** Sent as JSON, or as the bytes given. */
  body?: unknown
}

export interface HostResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** From sending the request until the whole body arrived (and was unzipped). */
  ms: number
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 })

export function hostRequest(options: HostRequest): Promise<HostResponse> {
  const url = new URL(options.url)
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string' || Buffer.isBuffer(options.body)
        ? options.body
        : JSON.stringify(options.body)
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  }
  if (options.host) headers.host = options.host
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: options.method ?? 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const zipped = response.headers['content-encoding'] === 'gzip'
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: (zipped ? gunzipSync(raw) : raw).toString('utf8'),
          ms: performance.now() - started,
        })
      })
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** The JSON body of a 2xx answer; anything else is an error naming what was asked. */
export function jsonOf<T>(response: HostResponse, what: string): T {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what}: ${response.status} ${response.text.slice(0, 200)}`)
  }
  return JSON.parse(response.text) as T
}

/** The nearest-rank percentile of `values` (ms); 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
