import '#app/styles/section-head.css'
import type { ReactNode } from 'react'

interface PeopleCardProps {
  /** Names the card's title `<id>-title`, which labels the card. */
  id: string
  title: string
  /** Classes besides `people-card`. */
  className?: string
  /** A button beside the title. */
  action?: ReactNode
  children: ReactNode
}

/** A titled card of a person's page (groups, sessions, supporter, ledger...). */
export function PeopleCard({ id, title, className, action, children }: PeopleCardProps) {
  const heading = (
    <h2 id={`${id}-title`} className="people-section-title">
      {title}
    </h2>
  )
  return (
    <section
      className={className ? `people-card ${className}` : 'people-card'}
      aria-labelledby={`${id}-title`}
    >
      {action ? (
        <div className="section-head people-section-header">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
