// Builds the PWA into dist/client and the public pages' renderer into dist/ssr when either is
// missing or older than its sources, so `npm start` on a fresh clone (or after a pull) always
// serves the current client.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'

const root = new URL('..', import.meta.url).pathname
const builtIndex = join(root, 'dist/client/index.html')
const builtRenderer = join(root, 'dist/ssr/ssr.js')
const sources = [
  'src/app',
  'src/shared',
  'public',
  'sw',
  'index.html',
  'vite.config.ts',
  // Modules the config imports: the holidays plugin and the portal chunk's rule.
  'scripts/chile-holidays-plugin.ts',
  'scripts/portal-chunk.ts',
  'package-lock.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function clientIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return sources.some((source) => newestMtime(join(root, source)) > builtAt)
}

export async function buildClientIfStale() {
  if (!clientIsStale()) return false
  console.log('Construyendo la aplicación web (dist/client)…')
  // A caller's NODE_ENV (vitest sets 'test') would make Vite emit a development build: React's
  // dev bundle and import.meta.env.PROD false, so no service worker and no offline app.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, logLevel: 'warn' })
    // The public pages' renderer (dist/ssr), from the same sources: the server paints them in HTML.
    await build({ root, logLevel: 'warn', build: { ssr: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return true
}
