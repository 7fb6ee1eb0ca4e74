import type { ReactNode } from 'react'
import { ui } from '#app/i18n/ui.ts'

interface SummaryCardProps<T> {
  /** The title's id, for the section's name. */
  titleId: string
  title: string
  data: T | undefined
  isError: boolean
  /** Said in place of the figures when they cannot be read. */
  errorText: string
  children: (data: T) => ReactNode
}

/** A card of the month's summary: its title, then the figures once read (or loading, or the error). */
export function SummaryCard<T>({
  titleId,
  title,
  data,
  isError,
  errorText,
  children,
}: SummaryCardProps<T>) {
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {data ? (
        children(data)
      ) : isError ? (
        <p className="table-status table-error" role="alert">
          {errorText}
        </p>
      ) : (
        <p className="table-status">{ui.common.loading}</p>
      )}
    </section>
  )
}
