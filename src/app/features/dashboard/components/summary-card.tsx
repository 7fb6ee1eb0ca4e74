import { useId, type ReactNode } from 'react'
import { QueryStatus } from '#app/components/ui/query-status.tsx'

interface SummaryCardProps<T> {
  title: string
  /** The read of the figures. */
  query: { data: T | undefined; isError: boolean }
  /** Said in place of the figures when they cannot be read. */
  errorText: string
  children: (data: T) => ReactNode
}

/** A card of the month's summary: its title, then the figures once read (or loading, or the error). */
export function SummaryCard<T>({ title, query, errorText, children }: SummaryCardProps<T>) {
  const titleId = useId()
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {query.data ? (
        children(query.data)
      ) : (
        <QueryStatus isError={query.isError} errorText={errorText} />
      )}
    </section>
  )
}
