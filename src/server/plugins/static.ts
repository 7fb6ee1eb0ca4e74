// Owns the built PWA in dist/client (when it exists): hashed files under /assets are cached for
// a year, everything else is revalidated, and every other non-/api GET answers index.html so the
// client router can handle paths like /students. Text files are read and gzipped once at start;
// index.html then carries the school's name and contact (<meta name="school:*">) and, when
// configured, the analytics script; the guardian's paths get a copy that also preloads the
// portal's chunk. In production source maps (*.map) are not served: they hold the whole client
// source.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { isGuardianPagePath } from '#shared/guardian-pages.ts'
import { isProduction, type Config } from '#server/config.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** The tags written into <head>: school identity, then the analytics script (before the app's). */
export function configTags({ school, analytics }: Pick<Config, 'school' | 'analytics'>): string {
  const tags = Object.entries(school)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([key, value]) => `<meta name="school:${key}" content="${escapeHtml(value)}" />`)
  const scriptUrl = httpUrl(analytics.script_url)
  if (scriptUrl) {
    const site = analytics.site_id ? ` data-site="${escapeHtml(analytics.site_id)}"` : ''
    tags.push(`<script defer src="${escapeHtml(scriptUrl)}"${site}></script>`)
  }
  return tags.join('')
}

/** Puts the tags right after <meta charset> (or <head>); a page without a head is left alone. */
export function injectIntoIndex(html: string, tags: string): string {
  const anchor = /<meta\s+charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html)
  if (!anchor || !tags) return html
  const at = anchor.index + anchor[0].length
  return html.slice(0, at) + tags + html.slice(at)
}

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
}

/**
 * `<link>` tags that fetch the portal's script chunk (the build's group named `portal`), what it
 * imports and its CSS while the entry script loads, instead of after it ran: one round trip less
 * before a guardian's page shows. Empty without the build's manifest or that chunk.
 */
export function portalPreloadTags(manifest: Record<string, ManifestChunk>): string {
  const portal = Object.values(manifest).find((chunk) => chunk.name === 'portal')
  if (!portal) return ''
  const scripts = new Set<string>()
  const styles = new Set<string>(portal.css ?? [])
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const key of chunk.imports ?? []) if (key !== 'index.html') visit(manifest[key])
  }
  visit(portal)
  return [
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${escapeHtml(file)}">`),
    ...[...scripts].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ].join('')
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >
  } catch {
    return {}
  }
}

/** Puts `tags` right before `</head>` (after the app's own script and preloads). */
function beforeHeadEnd(html: string, tags: string): string {
  const at = html.search(/<\/head>/i)
  return at < 0 || !tags ? html : html.slice(0, at) + tags + html.slice(at)
}

/** A file served from memory: its bytes, a gzip copy when that saves something, and headers. */
interface Packed {
  body: Buffer
  gzip: Buffer | null
  type: string
  etag: string
  cacheControl: string
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

function pack(body: Buffer, type: string, cacheControl: string): Packed {
  const gzipped = body.length >= 1024 ? gzipSync(body, { level: 9 }) : null
  return {
    body,
    gzip: gzipped && gzipped.length < body.length ? gzipped : null,
    type,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl,
  }
}

/** Every text file of the build (not source maps), by URL path, compressed once at start. */
function packClient(clientDir: string, indexHtml: string): Map<string, Packed> {
  const files = new Map<string, Packed>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // The build's own records (.vite/manifest.json) are read by the server, not served.
      if (entry.name.startsWith('.')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      const type = TYPES[extname(entry.name).slice(1)]
      if (!entry.isFile() || !type) continue
      const url = '/' + relative(clientDir, path).split(sep).join('/')
      const isAsset = url.startsWith('/assets/')
      files.set(url, pack(readFileSync(path), type, isAsset ? IMMUTABLE : 'no-cache'))
    }
  }
  walk(clientDir)
  files.set('/index.html', pack(Buffer.from(indexHtml), TYPES.html!, 'no-cache'))
  return files
}

function sendPacked(request: FastifyRequest, reply: FastifyReply, file: Packed) {
  reply
    .header('cache-control', file.cacheControl)
    .header('content-type', file.type)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
  if (file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(file.gzip)
  }
  return reply.send(file.body)
}

export default async function staticPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const indexFile = join(options.clientDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.info({ clientDir: options.clientDir }, 'no built client; serving the API only')
    return
  }
  const indexHtml = injectIntoIndex(readFileSync(indexFile, 'utf8'), configTags(app.config))
  // NOTE: no compression middleware is installed; text files are gzipped here once, since a
  // phone on 3G is the public site's main visitor (DESIGN §1, §10).
  const files = packClient(options.clientDir, indexHtml)
  const index = files.get('/index.html')!
  const preloads = portalPreloadTags(readManifest(options.clientDir))
  const guardianIndex = preloads
    ? pack(Buffer.from(beforeHeadEnd(indexHtml, preloads)), TYPES.html!, 'no-cache')
    : index

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const file = files.get(request.url.split('?')[0] ?? '')
    if (file) return sendPacked(request, reply, file)
  })
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => !(isProduction(app.config) && path.endsWith('.map')),
    setHeaders: (reply, path) => {
      const isAsset = path.startsWith(join(options.clientDir, 'assets') + '/')
      reply.header('cache-control', isAsset ? IMMUTABLE : 'no-cache')
    },
  })
  app.get('/*', { config: { public: true } }, (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound()
    const path = request.url.split('?')[0] ?? ''
    return sendPacked(request, reply, isGuardianPagePath(path) ? guardianIndex : index)
  })
}
