import './info-list.css'
import type { ReactNode } from 'react'

interface InfoListProps {
  rows: readonly (readonly [string, ReactNode])[]
  /** The list's own look (default: the class and group details' 'info-list'). */
  className?: string
}

/** A record's fields as label/value pairs, the fallbacks already in. */
export function InfoList({ rows, className = 'info-list' }: InfoListProps) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
