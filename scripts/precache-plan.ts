// Which built files the service worker keeps for offline use, by who signed in (sw/sw.ts):
// - the field app: the shell and every chunk a teacher's screens load (sign-in, Hoy, classes,
//   people, groups), statically or lazily;
// - the office: the admins' screens (billing, boletas, prices, documents, the site…), kept only on
//   an admin's device: a teacher never opens them;
// - neither: the public site and the guardians' portal, which the server paints and which a
//   staff device does not need with no signal, and the holiday rules' engine (Hoy reads the
//   build's table of the coming years).
// A Vite plugin reads the finished bundle (its chunks' static and lazy imports); the precache
// transform marks office files with a revision the worker reads (OFFICE_REVISION) and leaves out
// the rest.
import type { Plugin, Rolldown } from 'vite'
import { OFFICE_REVISION } from '../src/app/offline/sw-messages.ts'

/** Screens only admins open (router.tsx: the ADMIN_ROLES routes) and what only they use. */
const OFFICE =
  /[\\/]src[\\/]app[\\/](?:features[\\/](?:dashboard|invoices|boletas|prices|holidays|documents|site-editor|enquiries|emergency-access|privacy)[\\/]|layouts[\\/]enrol-enquiry-form\.tsx$)/
/**
 * The public site and the guardians' portal; and the engine of Chile's holiday rules, which the
 * app fetches only for a day beyond its table of the coming years (src/shared/holiday-table.ts).
 */
const OUTSIDE =
  /[\\/]src[\\/](?:app[\\/]features[\\/](?:public|payments)[\\/]|shared[\\/]holidays\.ts$)/

interface Plan {
  field: Set<string>
  office: Set<string>
}

let plan: Plan | null = null

const startsAt = (chunk: Rolldown.OutputChunk, pattern: RegExp) =>
  chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId)
/** The guardians' pages' chunk (scripts/portal-chunk.ts), opened lazily only by their routes. */
const isOutside = (chunk: Rolldown.OutputChunk) =>
  chunk.name === 'portal' || startsAt(chunk, OUTSIDE)

/**
 * Every file reached from `starts` through imports: static ones always (a chunk runs only with
 * them), lazy ones unless they open a `stop` chunk (a screen of another part of the app).
 */
function reach(
  chunks: Map<string, Rolldown.OutputChunk>,
  starts: Rolldown.OutputChunk[],
  stop: (chunk: Rolldown.OutputChunk) => boolean,
): Set<string> {
  const files = new Set<string>()
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const next of chunk.imports) visit(chunks.get(next)!)
    for (const next of chunk.dynamicImports) {
      const target = chunks.get(next)
      if (target && !stop(target)) visit(target)
    }
  }
  starts.forEach(visit)
  return files
}

export function precachePlan(): Plugin {
  return {
    name: 'precache-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>()
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file)
      const all = [...chunks.values()]
      const entries = all.filter((chunk) => chunk.isEntry)
      const field = reach(chunks, entries, (c) => startsAt(c, OFFICE) || isOutside(c))
      const office = reach(
        chunks,
        all.filter((c) => startsAt(c, OFFICE)),
        isOutside,
      )
      for (const file of field) office.delete(file)
      plan = { field, office }
    },
  }
}

interface Entry {
  url: string
  revision: string | null
  size: number
}

/** The precache list: field files as they are, office files marked, other chunks left out. */
export function precacheTransform(entries: Entry[]): { manifest: Entry[]; warnings: string[] } {
  if (!plan) throw new Error('precache-plan: the bundle was not read before the precache list')
  const { field, office } = plan
  const isChunkFile = (url: string) => url.startsWith('assets/') && /\.(js|css)$/.test(url)
  const manifest = entries.flatMap((entry) => {
    if (!isChunkFile(entry.url) || field.has(entry.url)) return [entry]
    if (office.has(entry.url)) return [{ ...entry, revision: OFFICE_REVISION }]
    return []
  })
  return { manifest, warnings: [] }
}
