// Before the browser suite: builds the PWA once, so each test's server starts without building,
// and seeds the demo school once into a data directory that each file's server starts from a
// copy of (server.ts, newDataDir), as the server's first start would have left it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildClientIfStale } from '../../../scripts/client-build.mjs'
import { freePort, waitForHealth } from './server.ts'

const ROOT = new URL('../../..', import.meta.url).pathname

/** Starts the server once on an empty directory (it migrates and seeds), then stops it. */
async function seedOnce(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bike-school-e2e-seeded-'))
  const port = await freePort()
  const url = `http://localhost:${port}`
  let log = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  try {
    await waitForHealth(url, child, () => log)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  if (child.exitCode !== 0) throw new Error(`the seeding server did not stop cleanly:\n${log}`)
  return dataDir
}

export default async function setup(project: TestProject) {
  await buildClientIfStale()
  const dataDir = await seedOnce()
  project.provide('seededDataDir', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
