// Owns the built PWA in dist/client (when it exists), served by @fastify/static together with the
// brotli and gzip copies the build writes beside each text file (vite.config.ts): hashed files
// under /assets are cached for a year, everything else is revalidated, and every other non-/api
// GET answers index.html so the client router can handle paths like /students. index.html is kept
// in memory: it carries the school's name and contact (<meta name="school:*">) and, when
// configured, the analytics script; the guardian's paths get a copy that also preloads the
// portal's chunk. Each answer gets the head of its own path (plugins/page-heads/): a public page's title,
// description, preview image and schema.org data, so link previews and search engines read them
// without running scripts; an unknown group's page is a 404. robots.txt, sitemap.xml and the
// install manifest (under the school's name) are written here too. In production source maps (*.map) are not served: they hold the whole client
// source.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { isGuardianPagePath } from '#shared/guardian-pages.ts'
import { isProduction, type Config } from '#server/config.ts'
import { AFTER_PAINT_SCRIPT } from '#server/plugins/page-heads/after-paint.ts'
import {
  headTags,
  indexTemplate,
  scriptJson,
  withHead,
  type IndexTemplate,
} from '#server/plugins/page-heads/page-head.ts'
import {
  PAGE_CHUNKS,
  pageAnswerPaths,
  paintedLocation,
  privatePageHead,
  publicPageAnswer,
  robotsTxt,
  sitemapXml,
  type PageAnswer,
  type PublicFacts,
} from '#server/plugins/page-heads/public-pages.ts'
import { currentSettings } from '#server/schools/school-settings.ts'
import { schoolAddress } from '#server/schools/school-address.ts'
import { currentSchool } from '#server/db/school-context.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The install manifest the build writes (vite.config.ts), answered per school. */
const MANIFEST_FILE = 'manifest.webmanifest'

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

/** The school's identity for the app (src/app/lib/school.ts): the school of the request's. */
export function schoolTags(school: Config['school']): string {
  return Object.entries(school)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([key, value]) => `<meta name="school:${key}" content="${escapeHtml(value)}" />`)
    .join('')
}

/**
 * The app's install manifest as the build wrote it, under the name of the request's school: a
 * teacher installing the app from their school's host gets it under that school's name. The
 * build's own names stay for a school that kept the build's name.
 */
export function schoolManifest(built: string, school: Config['school']): string {
  const manifest = JSON.parse(built) as { name?: string; short_name?: string }
  if (manifest.name === school.name) return built
  return JSON.stringify({ ...manifest, name: school.name, short_name: school.name })
}

/** The platform's analytics script, written into <head> before the app's; '' without one. */
export function analyticsTags(analytics: Config['analytics']): string {
  const scriptUrl = httpUrl(analytics.script_url)
  if (!scriptUrl) return ''
  const site = analytics.site_id ? ` data-site="${escapeHtml(analytics.site_id)}"` : ''
  return `<script defer src="${escapeHtml(scriptUrl)}"${site}></script>`
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

type Manifest = Record<string, ManifestChunk>

/** A chunk of the build by its manifest key (a module's source path) or its group's name. */
const findChunk = (manifest: Manifest, ref: string): ManifestChunk | undefined =>
  manifest[ref] ?? Object.values(manifest).find((chunk) => chunk.name === ref)

/** A page's chunk, what it imports, and their CSS. Empty without the manifest or that chunk. */
function chunkFiles(manifest: Manifest, ref: string) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const file of chunk.css ?? []) styles.add(file)
    for (const key of chunk.imports ?? []) if (key !== 'index.html') visit(manifest[key])
  }
  visit(findChunk(manifest, ref))
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * `<link>` tags that fetch the portal's script chunk (the build's group named `portal`), what it
 * imports and its CSS while the entry script loads, instead of after it ran: one round trip less
 * before a guardian's page shows.
 */
export function portalPreloadTags(manifest: Manifest): string {
  const { scripts, styles } = chunkFiles(manifest, 'portal')
  return [
    // NOTE: crossorigin like the app's own <link rel="stylesheet" crossorigin>, or the browser
    // fetches the file twice.
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('')
}

const BUILD_SCRIPTS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * index.html for a page the server paints (`ref`: its chunk): the page's styles are stylesheets
 * (it must not paint unstyled), and the app's scripts, the page's chunk among them, load once
 * that paint is on screen (after-paint.ts) instead of sharing a slow connection with the styles
 * and image that make it.
 */
export function paintedIndex(html: string, manifest: Manifest, ref: string | undefined): string {
  const modules: string[] = []
  const stripped = html.replace(BUILD_SCRIPTS, (_tag, entry?: string, preload?: string) => {
    modules.push((entry ?? preload)!)
    return ''
  })
  const page = ref ? chunkFiles(manifest, ref) : { scripts: [], styles: [] }
  for (const file of page.scripts) if (!modules.includes(`/${file}`)) modules.push(`/${file}`)
  const styles = page.styles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`,
  )
  const loader = `<script data-modules="${escapeHtml(modules.join(' '))}">${AFTER_PAINT_SCRIPT}</script>`
  const withStyles = beforeHeadEnd(stripped, styles.join(''))
  const bodyEnd = withStyles.search(/<\/body>/i)
  return bodyEnd < 0
    ? withStyles + loader
    : withStyles.slice(0, bodyEnd) + loader + withStyles.slice(bodyEnd)
}

function readManifest(clientDir: string): Manifest {
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

/** A page as served: its HTML, revalidated by its ETag. */
interface Page {
  html: string
  etag: string
}

const pageOf = (html: string): Page => ({
  html,
  etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
})

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8')
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send()
  }
  // NOTE: compressed per request by @fastify/compress: the copy on disk lacks the injected tags.
  return reply.send(page.html)
}

/**
 * This site's origin for absolute links (canonical, og:url, the sitemap): the school's own host,
 * else PUBLIC_URL's; outside production, the one the request came to. NOTE: in production never
 * the request's: its Host is the client's to write, and the page is cached by that Host's
 * visitors and by proxies. Null there without either (startup.ts warns).
 */
async function siteOrigin(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const own = await schoolAddress(app.db)
  if (own) return own
  if (app.config.publicUrl) return new URL(app.config.publicUrl).origin
  if (isProduction(app.config)) return null
  return `${request.protocol}://${request.host}`
}

/**
 * Whether the request is for a file of the build (@fastify/static names it in the route's config).
 * NOTE: the global rate limit does not count these: one visit fetches dozens, and a service worker
 * installing the app fetches the whole build at once, from phones that share a school's address.
 */
export const isBuildFileRequest = (request: FastifyRequest): boolean =>
  typeof (request.routeOptions.config as { file?: unknown } | undefined)?.file === 'string'

/** A public page as the server renders it (src/app/ssr.tsx). */
interface RenderedPage {
  /** What React hoists for <head> (the hero image's preload). */
  head: string
  /** What goes inside #root. */
  body: string
}
/** The public pages' renderer the build writes beside the client (dist/ssr/ssr.js). */
interface PageRenderer {
  renderPage(
    url: string,
    school: Config['school'],
    answers: Record<string, unknown>,
  ): Promise<RenderedPage>
}

async function loadRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const file = join(dirname(clientDir), 'ssr', 'ssr.js')
  if (!existsSync(file)) return undefined
  return (await import(pathToFileURL(file).href)) as PageRenderer
}

const ROOT = '<div id="root"></div>'

/**
 * The page with the server's rendering of it: in #root, what React hoists in <head>, and the API
 * answers it was drawn from, for the app to start from (lib/public-answers.ts).
 */
function withBody(
  template: IndexTemplate,
  rendered: RenderedPage,
  answers: Record<string, unknown>,
): IndexTemplate {
  const data = `<script id="public-answers" type="application/json">${scriptJson(answers)}</script>`
  return {
    before: template.before + rendered.head,
    // NOTE: a painted page reads without scripts: the build's 'needs JavaScript' notice is not true.
    after: template.after
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(ROOT, () => `<div id="root">${rendered.body}</div>${data}`),
  }
}

export interface StaticOptions {
  clientDir: string
  /** What the public pages say of themselves (the school's content and groups), read when asked. */
  publicFacts: () => Promise<PublicFacts>
}

export default async function staticPlugin(app: FastifyInstance, options: StaticOptions) {
  const indexFile = join(options.clientDir, 'index.html')
  // NOTE: the sitemap and robots.txt need no build: an API-only server still points search
  // engines at its pages.
  app.get('/robots.txt', { config: { public: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(await siteOrigin(app, request))),
  )
  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const origin = await siteOrigin(app, request)
    // NOTE: a sitemap's addresses must be absolute: without an origin there is none to give.
    if (!origin) return reply.callNotFound()
    const facts = await options.publicFacts()
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(facts, origin))
  })
  if (!existsSync(indexFile)) {
    app.log.info({ clientDir: options.clientDir }, 'no built client; serving the API only')
    return
  }
  const indexHtml = injectIntoIndex(
    readFileSync(indexFile, 'utf8'),
    analyticsTags(app.config.analytics),
  )
  const manifest = readManifest(options.clientDir)
  const preloads = portalPreloadTags(manifest)
  const index = indexTemplate(indexHtml)
  const guardianIndex = preloads ? indexTemplate(beforeHeadEnd(indexHtml, preloads)) : index
  const renderer = await loadRenderer(options.clientDir)
  /** Each painted page's HTML around its rendering (paintedIndex). */
  const paintedTemplates = new Map<string, IndexTemplate>()
  const paintedTemplate = (page: PageAnswer['page']) => {
    let template = paintedTemplates.get(page)
    if (!template) {
      template = indexTemplate(paintedIndex(indexHtml, manifest, PAGE_CHUNKS[page]))
      paintedTemplates.set(page, template)
    }
    return template
  }
  /** Each school's public page renderings, kept while the facts they were drawn from are current. */
  const rendered = new Map<string, { facts: PublicFacts; html: Promise<IndexTemplate> }>()
  const paint = (answer: PageAnswer, search: string, facts: PublicFacts) => {
    const location = paintedLocation(answer.page, answer.head.path, search, facts)
    // NOTE: one rendering per school and address: schools sharing an address keep their own.
    const key = `${currentSchool()} ${location}`
    const kept = rendered.get(key)
    if (kept?.facts === facts) return kept.html
    const answers = Object.fromEntries(
      pageAnswerPaths(answer.page, location).map((key) => [key, facts.answers[key]]),
    )
    const html = renderer!
      .renderPage(location, currentSettings(app.config).school, answers)
      .then((page) => withBody(paintedTemplate(answer.page), page, answers))
    rendered.set(key, { facts, html })
    // NOTE: a failed rendering is not kept: the next request tries again.
    html.catch(() => rendered.delete(key))
    return html
  }
  const assetsDir = join(options.clientDir, 'assets') + sep
  const manifestFile = join(options.clientDir, MANIFEST_FILE)
  const builtManifest = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : undefined

  await app.register(fastifyStatic, {
    root: options.clientDir,
    // One route per file of the build; any other path falls through to the client router below.
    wildcard: false,
    index: false,
    // The compressed copies are picked by `preCompressed`, not served by name; index.html is
    // answered from memory by the route below; robots.txt is written by the route above.
    globIgnore: ['index.html', '**/*.br', '**/*.gz', 'robots.txt', MANIFEST_FILE],
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => !(isProduction(app.config) && path.endsWith('.map')),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache')
    },
  })
  // NOTE: scripts as text/javascript (RFC 9239), not the obsolete name in @fastify/send's table.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
      reply.type('text/javascript; charset=utf-8')
    }
    return payload
  })
  if (builtManifest) {
    app.get(`/${MANIFEST_FILE}`, { config: { public: true } }, (_request, reply) =>
      reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(schoolManifest(builtManifest, currentSettings(app.config).school)),
    )
  }
  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const [path = '', search = ''] = request.url.split('?')
    // NOTE: a missing build file is a 404: the page in its place would be cached as a script.
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.callNotFound()
    }
    const facts = await options.publicFacts()
    const origin = await siteOrigin(app, request)
    const answer = publicPageAnswer(path, facts, origin)
    const head = answer?.head ?? privatePageHead(path, facts.site)
    let template: IndexTemplate = isGuardianPagePath(path) ? guardianIndex : index
    // NOTE: only the public pages are painted here: a guardian's or the staff's pages hold what
    // only their owner may see, and are drawn by the app.
    if (renderer && answer?.status === 200) template = await paint(answer, search, facts)
    // NOTE: the school's identity per request: one build serves every school's host.
    const school = schoolTags(currentSettings(app.config).school)
    const html = withHead(template, headTags(head, origin, facts.site.schoolName) + school)
    return sendPage(request, reply, pageOf(html), answer?.status)
  })
}
