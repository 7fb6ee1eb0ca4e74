// Starts the real server (built PWA + API + embedded PostgreSQL with the demo school) in a child
// process on a free port and a throw-away data directory, the way `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the suite's global setup left as a first start leaves it, demo seeded. */
    seededDataDir: string | undefined
  }
}

/**
 * A throw-away data directory (`prefix` names it). With no settings of the test's own (`env`
 * empty) it starts as a copy of the one the global setup seeded, as a first start of the server
 * with the demo school would leave it: creating the database and seeding it took most of a
 * file's start. With settings of its own, it starts empty and the server seeds it with them.
 */
export function newDataDir(prefix: string, env: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  // Outside Vitest (the benchmarks) there is no global setup to have seeded one.
  const seeded =
    process.env.VITEST && Object.keys(env).length === 0 ? inject('seededDataDir') : undefined
  if (seeded) cpSync(seeded, dir, { recursive: true })
  return dir
}

export interface RunningServer {
  url: string
  dataDir: string
  /** Stops it for good and deletes its data. */
  stop: () => Promise<void>
  /**
   * Stops the process and starts it again on the same port and data (the browser's origin and
   * everything it stored stay valid); `whileDown` runs in between, with nothing listening.
   */
  restart: (whileDown?: () => Promise<void>) => Promise<void>
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${output()}`)
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = newDataDir('bike-school-e2e-', env)
  const url = `http://localhost:${port}`
  const launch = async () => {
    let log = ''
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    await waitForHealth(url, child, () => log)
    return child
  }
  const halt = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  let child = await launch()
  return {
    url,
    dataDir,
    stop: async () => {
      await halt(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
    restart: async (whileDown) => {
      await halt(child)
      await whileDown?.()
      child = await launch()
    },
  }
}
