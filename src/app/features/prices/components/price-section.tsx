import type { ReactNode } from 'react'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'

interface PriceSectionProps {
  id: string
  title: string
  hint: string
  /** Loading until there is data or an error. */
  state: { isError: boolean; hasData: boolean }
  readOnly: boolean
  children: ReactNode
}

/** One card of Tarifas: title, a line on what it means, then its forms (locked when offline). */
export function PriceSection({ id, title, hint, state, readOnly, children }: PriceSectionProps) {
  return (
    <section className="card price-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="price-hint">{hint}</p>
      {state.hasData ? (
        <fieldset className="form-fields price-fields" disabled={readOnly}>
          {children}
        </fieldset>
      ) : state.isError ? (
        <p className="table-status table-error" role="alert">
          {uiAdmin.prices.loadError}
        </p>
      ) : (
        <p className="table-status">{ui.common.loading}</p>
      )}
    </section>
  )
}
