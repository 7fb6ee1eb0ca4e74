// The server as `npm start` runs it (API only: no client build) in a child process on a free port,
// for the tests that must kill a real process: started, stopped with any signal, started again on
// the same database.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export interface ServerProcess {
  url: string
  /** Sends `signal` and waits until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>
  /** Everything it printed so far. */
  output(): string
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function healthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${output()}`)
}

/** Starts src/server/server.ts with `env` over this process's and waits for /api/health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const output = () => log
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await healthy(url, child, output)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
