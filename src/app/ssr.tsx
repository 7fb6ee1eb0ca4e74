// The public pages' HTML rendered on the server (built by `vite build --ssr`, read by the server's
// static plugin): a visitor's phone paints the page from the HTML before any script runs, and the
// app then hydrates what is already there instead of drawing it again.
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom/server'
import { primeAnswers } from '#app/lib/public-answers.ts'
import { routerFuture } from '#app/lib/router-future.ts'
import { school, schoolInfoFrom, type SchoolInfo } from '#app/lib/school.ts'
import { AppPages } from './app.tsx'

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

export interface RenderedPage {
  /** What goes in <head>: the resources React hoists (the hero image's preload). */
  head: string
  /** What goes inside #root. */
  body: string
}

/** The leading tags React hoists for <head> when it renders a part of the page. */
const HOISTED = /^(?:<link [^>]*>)+/

/** One page at a time: the school and the primed answers are this module's while it renders. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * The markup of the page at `url`, every lazy part loaded, for the school configured as `info`
 * (what the browser reads from the <meta name="school:*"> tags) and the public API's `answers`
 * it draws from (the same the HTML hands to the app, lib/public-answers.ts).
 */
export function renderPage(
  url: string,
  info: Partial<SchoolInfo>,
  answers: Record<string, unknown>,
): Promise<RenderedPage> {
  const rendered = queue.then(async () => {
    Object.assign(school, schoolInfoFrom(info))
    primeAnswers({ ...answers })
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StaticRouter location={url} future={routerFuture}>
          <AppPages />
        </StaticRouter>
      </StrictMode>,
    )
    const html = await text(prelude)
    const head = HOISTED.exec(html)?.[0] ?? ''
    return { head, body: html.slice(head.length) }
  })
  queue = rendered.catch(() => undefined)
  return rendered
}
