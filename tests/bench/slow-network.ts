// A slow mobile network in front of the app, for every request the phone makes: the page's, and
// the service worker's too (the browser's own throttling leaves the worker's downloads out, so a
// precache would look free). An HTTP proxy: each request waits half the round trip before reaching
// the server and half after its answer starts; every body, both ways, shares one link of the given
// bandwidth, so parallel downloads (a precache beside the first pull) slow each other as they do on
// a phone with one bar of signal.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface NetworkProfile {
  label: string
  roundTripMs: number
  kbitPerSecond: number
}

/** The slow 3G of the issue "trailhead app, round 2": 400 kbit/s, 400 ms round trip. */
export const SLOW_3G: NetworkProfile = { label: 'slow 3G', roundTripMs: 400, kbitPerSecond: 400 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const SLICE = 1_460

/** One direction of the link: bytes leave one slice at a time, never faster than the bandwidth. */
class Link {
  private freeAt = 0
  private bytes = 0
  constructor(private readonly bytesPerMs: number) {}

  async send(chunk: Buffer, write: (slice: Buffer) => void) {
    for (let at = 0; at < chunk.length; at += SLICE) {
      const slice = chunk.subarray(at, at + SLICE)
      const start = Math.max(performance.now(), this.freeAt)
      this.freeAt = start + slice.length / this.bytesPerMs
      this.bytes += slice.length
      await sleep(this.freeAt - performance.now())
      write(slice)
    }
  }

  get carried() {
    return this.bytes
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export interface SlowNetwork {
  url: string
  /** Bytes the phone received since the start (bodies only). */
  downloaded(): number
  close(): Promise<void>
}

/** Starts the proxy on a free local port in front of `target` (an http://host:port address). */
export async function startSlowNetwork(
  target: string,
  profile: NetworkProfile,
): Promise<SlowNetwork> {
  const upstream = new URL(target)
  const bytesPerMs = (profile.kbitPerSecond * 1000) / 8 / 1000
  const down = new Link(bytesPerMs)
  const up = new Link(bytesPerMs)
  const halfTrip = profile.roundTripMs / 2
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req)
      const sent: Buffer[] = []
      await up.send(body, (slice) => sent.push(slice))
      await sleep(halfTrip)
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          void (async () => {
            await sleep(halfTrip)
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            for await (const chunk of answer) await down.send(chunk as Buffer, (s) => res.write(s))
            res.end()
          })()
        },
      )
      forward.on('error', () => res.destroy())
      forward.end(Buffer.concat(sent))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    downloaded: () => down.carried,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
