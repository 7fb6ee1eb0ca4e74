import { useId, type ReactNode } from 'react'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { QueryStatus } from '#app/components/ui/query-status.tsx'

/** What the page gives each Tarifas section: offline locks it, saves apply from `validFrom`. */
export interface TarifasSectionProps {
  readOnly: boolean
  validFrom: string
}

interface PriceSectionProps {
  /** The heading's id, when something else in the section is labelled by it too. */
  id?: string
  title: string
  hint: string
  /** Loading until there is data or an error. */
  state: { isError: boolean; hasData: boolean }
  readOnly: boolean
  children: ReactNode
}

/** One card of Tarifas: title, a line on what it means, then its forms (locked when offline). */
export function PriceSection({
  title,
  hint,
  state,
  readOnly,
  children,
  ...props
}: PriceSectionProps) {
  const ownId = useId()
  const id = props.id ?? ownId
  return (
    <section className="card price-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="price-hint">{hint}</p>
      {state.hasData ? (
        <fieldset className="form-fields price-fields" disabled={readOnly}>
          {children}
        </fieldset>
      ) : (
        <QueryStatus isError={state.isError} errorText={uiAdmin.prices.loadError} />
      )}
    </section>
  )
}
