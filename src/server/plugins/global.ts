// Marks a plugin as global (its decorators and hooks apply to the whole app), the documented
// Fastify `skip-override` mechanism that fastify-plugin also uses.
import type { FastifyPluginAsync } from 'fastify'

export function globalPlugin<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>
  marked[Symbol.for('skip-override')] = true
  marked[Symbol.for('fastify.display-name')] = name
  return plugin
}
