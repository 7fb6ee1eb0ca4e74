// One editable amount with its own 'Guardar': the draft starts from the saved value, is checked
// before sending, and the outcome is shown under it with the price's scheduled changes and history.
import { useId, useState, type FormEvent } from 'react'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatNumber } from '#shared/money.ts'
import { AmountInput } from '#app/components/amount-input/amount-input.tsx'
import { saveError, type Checked } from '../price-input.ts'
import { InlineMessage, type Flash } from './inline-message.tsx'
import { PriceSchedule, withTax, type PriceEntry } from './price-schedule.tsx'

interface PriceFormProps {
  label: string
  value: number | null
  /** The tax flag in force (exento de IVA), edited with the amount; absent: the price has none. */
  exempt?: boolean
  /** Centavos allowed (the service fee): the phone keyboard then offers the comma. */
  decimals?: boolean
  check: (text: string) => Checked<number>
  /** Saves the amount (and the flag shown, for a price that has one). */
  save: (value: number, exempt: boolean) => Promise<unknown>
  savedText: string
  failedText: string
  /** Every entry of this price with its 'vigente desde' day: scheduled ones and the history. */
  history?: readonly PriceEntry[]
}

/** '$10.000', or '$1.500,50' for a fee with centavos. */
const pesos = (n: number) => `$${formatNumber(n, Number.isInteger(n) ? 0 : 2)}`

export function PriceForm({
  label,
  value,
  exempt,
  decimals = false,
  check,
  save,
  savedText,
  failedText,
  history = [],
}: PriceFormProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [exemptDraft, setExemptDraft] = useState<boolean | null>(null)
  const exemptShown = exemptDraft ?? exempt ?? true
  const [flash, setFlash] = useState<Flash | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = draft ?? (value === null ? '' : String(value))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = check(shown)
    if (!checked.ok) return setFlash({ tone: 'error', text: checked.error })
    setBusy(true)
    try {
      await save(checked.value, exemptShown)
      setDraft(null)
      setExemptDraft(null)
      setFlash({ tone: 'ok', text: savedText })
    } catch (error) {
      setFlash({ tone: 'error', text: saveError(error, failedText) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="price-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="price-form-row">
        <span className="price-input">
          <span className="price-prefix" aria-hidden="true">
            $
          </span>
          <AmountInput
            id={id}
            className="input"
            inputMode={decimals ? 'decimal' : 'numeric'}
            value={shown}
            aria-invalid={flash?.tone === 'error' ? true : undefined}
            aria-describedby={flash ? `${id}-message` : undefined}
            onChange={(amount) => {
              setDraft(amount)
              setFlash(null)
            }}
          />
        </span>
        {exempt !== undefined && (
          <label className="price-exempt">
            <input
              type="checkbox"
              checked={exemptShown}
              onChange={(event) => {
                setExemptDraft(event.target.checked)
                setFlash(null)
              }}
            />
            <span>{uiAdmin.prices.exempt}</span>
          </label>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? ui.common.saving : ui.common.save}
        </button>
      </div>
      <p className="price-current">
        {value === null
          ? uiAdmin.prices.notSet
          : uiAdmin.prices.current(withTax(pesos(value), exempt))}
      </p>
      <PriceSchedule entries={history} format={pesos} />
      <InlineMessage id={`${id}-message`} flash={flash} />
    </form>
  )
}
