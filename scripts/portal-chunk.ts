// The build's `portal` chunk: the guardian's pages (the payments feature and its texts) and every
// module of our own code they import that the first load does not already carry, and valibot, the
// library of their parse step that only they use. A guardian's page then fetches one script besides
// the first load's: on a slow phone (HTTP/1.1, a few connections) each small shared chunk was one
// more round trip before the page could paint.
// Staff and public chunks that use one of those modules import it from this chunk.
import type { Rolldown } from 'vite'

/** The guardian's pages: the payments feature and its texts. */
const PORTAL = /[\\/]src[\\/]app[\\/](?:features[\\/]payments[\\/]|i18n[\\/]ui-payments\.ts$)/
/**
 * Pages a guardian opens from a link on the invoices page, not on arrival (signing the school's
 * documents, the family's data) and the code only they use: it stays in their own lazy chunks, so
 * the pages a guardian lands on keep their script budget (DESIGN §10).
 */
const OPENED_LATER =
  /[\\/]features[\\/]payments[\\/](?:pages[\\/](?:consents-page|family-data-page)|components[\\/](?:signing-form|document-card|signed-summary|join-names)|api[\\/](?:family-data|consents))\.tsx?$/
/** Our own code: beyond the pages the chunk takes only it and PORTAL_LIBRARY (never React). */
const OWN_CODE = /[\\/]src[\\/](?:app|shared)[\\/]/
const LIBRARY = /[\\/]node_modules[\\/]/

/** The one library the chunk takes: otherwise the pages' parse step would be a file of its own. */
const PORTAL_LIBRARY = /[\\/]node_modules[\\/]valibot[\\/]/

const isOwnCode = (id: string) => !id.startsWith('\0') && OWN_CODE.test(id) && !LIBRARY.test(id)
const isPortalCode = (id: string) => isOwnCode(id) || PORTAL_LIBRARY.test(id)

/**
 * Whether `id` is reached from a module for which `isStart` holds, through the static importers of
 * modules for which `canPass` holds (`id` included). Answers are kept in `known`; import cycles end
 * the search on a module already being searched.
 */
function reachedFrom(
  ctx: Rolldown.ChunkingContext,
  known: Map<string, boolean>,
  isStart: (info: Rolldown.ModuleInfo) => boolean,
  canPass: (id: string) => boolean,
  id: string,
): boolean {
  const searched = new Set<string>()
  const search = (current: string): boolean => {
    const answer = known.get(current)
    if (answer !== undefined) return answer
    if (searched.has(current)) return false
    searched.add(current)
    const info = ctx.getModuleInfo(current)
    if (!info) return false
    if (isStart(info) || (canPass(current) && info.importers.some(search))) {
      known.set(current, true)
      return true
    }
    return false
  }
  if (search(id)) return true
  // The whole search failed: none of the modules it saw is reached either.
  for (const seen of searched) known.set(seen, false)
  return false
}

function portalGraph(ctx: Rolldown.ChunkingContext) {
  const initial = new Map<string, boolean>()
  const portal = new Map<string, boolean>()
  /** Statically reachable from an entry: part of the first load, so it stays in the entry chunk. */
  const isInitial = (id: string) =>
    reachedFrom(
      ctx,
      initial,
      (info) => info.isEntry,
      () => true,
      id,
    )
  const isPortal = (id: string) =>
    reachedFrom(
      ctx,
      portal,
      (info) => PORTAL.test(info.id) && !OPENED_LATER.test(info.id),
      (current) => isPortalCode(current) && !isInitial(current),
      id,
    )
  return { isPortal }
}

// One graph per chunking pass: the context and its module records are the pass's own.
const graphs = new WeakMap<Rolldown.ChunkingContext, ReturnType<typeof portalGraph>>()

/** The `name` of the `portal` code-splitting group: `portal` for the modules it takes, else null. */
export function portalChunkName(id: string, ctx: Rolldown.ChunkingContext): string | null {
  let graph = graphs.get(ctx)
  if (!graph) {
    graph = portalGraph(ctx)
    graphs.set(ctx, graph)
  }
  return graph.isPortal(id) ? 'portal' : null
}

/** The code-splitting group of the guardian's pages (see above). */
export const portalGroup: Rolldown.CodeSplittingGroup = {
  name: portalChunkName,
  debugName: 'portal',
  test: isPortalCode,
}
