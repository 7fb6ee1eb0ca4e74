// A state as a small coloured pill ('Pagado', 'Emitida', 'Con error'), one look across screens:
// amber while something is pending, green when done, red when refused or undone.
import type { ReactNode } from 'react'
import type { InvoiceStatus } from '#shared/invoice-rules.ts'
import '#app/styles/status-badge.css'

export type BadgeTone = 'pending' | 'success' | 'danger' | 'info' | 'muted'

/** A cobro's status as a badge tone. */
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  pending: 'pending',
  paid: 'success',
  cancelled: 'danger',
}

export function StatusBadge(props: { tone?: BadgeTone; title?: string; children: ReactNode }) {
  const { tone = 'pending', title, children } = props
  return (
    <span className={`status-badge tone-${tone}`} title={title}>
      {children}
    </span>
  )
}
