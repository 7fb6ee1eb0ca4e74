// An area's routes as one plugin: each area's `*-routes.ts` entry registers its route modules in
// order through this, so app.ts registers one plugin per area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** One plugin that registers `plugins` one after the other. */
export const routeGroup =
  (...plugins: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    for (const plugin of plugins) await app.register(plugin)
  }
