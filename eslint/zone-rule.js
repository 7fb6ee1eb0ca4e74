// What the zone rules (app-zones.js, server-zones.js) share: resolving a module name to a file and
// the rule around their own check, run on every module name of a file that lies in a zone.
import path from 'node:path'
import { moduleNameVisitors } from './module-names.js'

/** The file `specifier` names: through one of `aliases` (`'#app/'` → folder) or relative; else null. */
export function resolveModule(specifier, importer, aliases) {
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.join(folder, specifier.slice(prefix.length))
  }
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier)
  return null
}

/** Reports the module name `specifier` in `importer` as an import against the zones' order. */
export const reportUpward = (context, node, importer, specifier) =>
  context.report({
    node,
    messageId: 'upward',
    data: { from: path.relative(process.cwd(), importer), to: specifier },
  })

/**
 * The `import-zones` rule of a plugin: for each module name in a file `zoneOf` places in a zone,
 * `check({ context, node, specifier, importer, from })` reports what breaks the zones.
 */
export const importZonesPlugin = ({ messages, zoneOf, check }) => ({
  rules: {
    'import-zones': {
      meta: { type: 'problem', messages, schema: [] },
      create(context) {
        const importer = context.filename
        const from = zoneOf(importer)
        if (!from) return {}
        return moduleNameVisitors((node, source) => {
          if (!source || typeof source.value !== 'string') return
          check({ context, node, specifier: source.value, importer, from })
        })
      },
    },
  },
})
