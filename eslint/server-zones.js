// The server's import zones, checked on the resolved path so relative imports count too:
// core (db/, credentials/, khipu/, dte/, schools/, the files at the top of src/server) → plugins/ → areas
// (one folder each: people/, classes/, invoices/, portal/…) → entry points (app.ts, server.ts,
// startup.ts, operator.ts, jobs/, seed/), which wire areas together. A module imports its own zone or a lower
// one; an area imports another area only through that area's `*-data.ts` modules. Route files
// (`*-routes.ts`) validate, authorise and call a data module: no drizzle-orm, no query helpers.
import path from 'node:path'
import { importZonesPlugin, reportUpward, resolveModule } from './zone-rule.js'

const ROOT = process.cwd()
const SERVER = path.join(ROOT, 'src', 'server')
const CORE = new Set(['db', 'credentials', 'khipu', 'dte', 'schools'])
const ENTRY = new Set(['app.ts', 'server.ts', 'startup.ts', 'operator.ts', 'jobs', 'seed'])
const RANK = { core: 0, plugins: 1, area: 2, entry: 3 }
/** Database helpers that run SQL; a route file may import their types, never their values. */
const QUERY_HELPERS = ['db/client.ts', 'db/json-rows.ts'].map((f) => path.join(SERVER, f))

/** The zone of a server file, or null outside the server. */
export function serverZoneOf(file) {
  if (!file.startsWith(SERVER + path.sep)) return null
  const parts = path.relative(SERVER, file).split(path.sep)
  const top = parts[0]
  if (ENTRY.has(top)) return { kind: 'entry', name: top }
  if (parts.length === 1 || CORE.has(top)) return { kind: 'core', name: top }
  if (top === 'plugins') return { kind: 'plugins', name: top }
  return { kind: 'area', name: top }
}

const ALIASES = { '#server/': SERVER }

const typeOnly = (node) =>
  node.importKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'))

export const serverZones = importZonesPlugin({
  messages: {
    upward:
      '{{from}} may not import {{to}}: server imports go core (db, credentials, khipu) → plugins → areas → app.ts, jobs, seed.',
    crossArea:
      'Area "{{from}}" may import area "{{to}}" only through its *-data.ts modules, not {{file}}.',
    sqlInRoutes:
      'A route file holds no SQL: call a *-data.ts module instead of importing {{what}}.',
  },
  zoneOf: serverZoneOf,
  check({ context, node, specifier, importer, from }) {
    const isRoutes = importer.endsWith('-routes.ts')
    if (isRoutes && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      context.report({ node, messageId: 'sqlInRoutes', data: { what: specifier } })
      return
    }
    const target = resolveModule(specifier, importer, ALIASES)
    const to = target && serverZoneOf(target)
    if (!to) return
    if (isRoutes && QUERY_HELPERS.includes(target) && !typeOnly(node)) {
      context.report({ node, messageId: 'sqlInRoutes', data: { what: specifier } })
    } else if (RANK[to.kind] > RANK[from.kind]) {
      reportUpward(context, node, importer, specifier)
    } else if (
      from.kind === 'area' &&
      to.kind === 'area' &&
      from.name !== to.name &&
      !target.endsWith('-data.ts')
    ) {
      context.report({
        node,
        messageId: 'crossArea',
        data: { from: from.name, to: to.name, file: specifier },
      })
    }
  },
})
