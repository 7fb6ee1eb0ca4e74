// The app's import zones, checked on the resolved path so relative imports count too:
// shared → lib / offline engine / ui components / i18n → features → routes and layouts.
// A module may import its own zone or a lower one; a feature imports no other feature.
import path from 'node:path'
import { importZonesPlugin, reportUpward, resolveModule } from './zone-rule.js'

const ROOT = process.cwd()
const APP = path.join(ROOT, 'src', 'app')
const SHARED = path.join(ROOT, 'src', 'shared')
const BASE = new Set(['lib', 'offline', 'components', 'i18n', 'styles', 'test'])
const RANK = { shared: 0, base: 1, feature: 2, routes: 3 }

/** The zone of a file, or null outside the app and shared code. */
function zoneOf(file) {
  if (file.startsWith(SHARED + path.sep)) return { kind: 'shared' }
  if (!file.startsWith(APP + path.sep)) return null
  const [top, second] = path.relative(APP, file).split(path.sep)
  if (top === 'features') return { kind: 'feature', name: second }
  if (BASE.has(top)) return { kind: 'base', name: top }
  return { kind: 'routes' }
}

const ALIASES = { '#app/': APP, '#shared/': SHARED }

export const appZones = importZonesPlugin({
  messages: {
    upward:
      '{{from}} may not import {{to}}: imports go shared → lib/offline/components → features → routes.',
    crossFeature:
      'Feature "{{from}}" may not import feature "{{to}}": move what both need to lib or components.',
  },
  zoneOf,
  check({ context, node, specifier, importer, from }) {
    const target = resolveModule(specifier, importer, ALIASES)
    const to = target && zoneOf(target)
    if (!to) return
    if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
      context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } })
    } else if (RANK[to.kind] > RANK[from.kind]) {
      reportUpward(context, node, importer, specifier)
    }
  },
})
