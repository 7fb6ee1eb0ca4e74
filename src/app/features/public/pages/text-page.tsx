import type { ReactNode } from 'react'
import { PageTitle } from '#app/components/ui/page-title.tsx'

/** A public page of prose: a title band, then paragraphs in a readable column. */
export function TextPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <article className="text-page">
      <header className="page-band">
        <div className="page-band-inner">
          <PageTitle>{title}</PageTitle>
          {intro && <p className="lead">{intro}</p>}
        </div>
      </header>
      <div className="text-body">{children}</div>
    </article>
  )
}
