// This server's own address on the loopback, for the built-in simulators it calls over real HTTP:
// the port is known only once the server listens (tests listen on port 0), so it is read per call.
import type { Server } from 'node:http'

export function listeningPort(server: Server, fallback: number): number {
  const address = server.address()
  return address && typeof address === 'object' ? address.port : fallback
}

/** `http://127.0.0.1:<port><path>`, the port read now. */
export const loopbackUrl = (server: Server, fallbackPort: number, path: string) =>
  `http://127.0.0.1:${listeningPort(server, fallbackPort)}${path}`
