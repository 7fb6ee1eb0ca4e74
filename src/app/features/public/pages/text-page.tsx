import type { ReactNode } from 'react'
import { PageTitle } from '#app/components/ui/page-title.tsx'

/** A public page of prose: its title and paragraphs in a readable column. */
export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="text-page">
      <PageTitle>{title}</PageTitle>
      {children}
    </article>
  )
}
