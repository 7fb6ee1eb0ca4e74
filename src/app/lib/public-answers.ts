// The public API's answers the server read for a page it painted (src/app/ssr.tsx), handed to the
// page so its first render draws exactly what the HTML shows, without asking again: the server
// writes them into the page as <script id="public-answers" type="application/json">, keyed by the
// API path. Each is used once, by the first page that asks: a later visit asks the API afresh.
import type { z } from 'zod'

let primed: Record<string, unknown> | undefined

/** On the server, before a page is rendered: the answers it reads. */
export function primeAnswers(answers: Record<string, unknown>): void {
  primed = answers
}

function answers(): Record<string, unknown> {
  if (primed === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById('public-answers')
    primed = text?.textContent ? (JSON.parse(text.textContent) as Record<string, unknown>) : {}
  }
  return primed
}

/**
 * The answer the server gave for `path` with the page, checked by `schema` where the page has one
 * (the home page's first load carries no zod); undefined if none.
 */
export function primedAnswer<T>(path: string, schema?: z.ZodType<T>): T | undefined {
  const answer = answers()[path]
  if (!schema) return answer as T | undefined
  const parsed = schema.safeParse(answer)
  return parsed.success ? parsed.data : undefined
}

/** Whether the page's answer for `path` came with it; from now on that path asks the API. */
export function takePrimed(path: string): boolean {
  const all = answers()
  const had = path in all
  delete all[path]
  return had
}
