import { useId, type ReactNode } from 'react'

interface StatusScreenProps {
  title: string
  text: string
  /** A big code above the title, for the eye only ('404'). */
  code?: string
  /** The way out: a button or a link. */
  children: ReactNode
}

/** A whole screen that says why there is nothing else to show, and the way out. */
export function StatusScreen({ title, text, code, children }: StatusScreenProps) {
  const titleId = useId()
  return (
    <section className="status-screen" aria-labelledby={titleId}>
      {code && (
        <p className="status-code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} className="status-title">
        {title}
      </h1>
      <p>{text}</p>
      {children}
    </section>
  )
}
