// One editable amount with its own 'Guardar': the draft starts from the saved value, is checked
// before sending, and the outcome is shown under it with the price's scheduled changes and history.
import { useId, useState, type FormEvent } from 'react'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatNumber } from '#shared/money.ts'
import { saveError, type Checked } from '../price-input.ts'
import { InlineMessage, type Flash } from './inline-message.tsx'
import { PriceSchedule, type PriceEntry } from './price-schedule.tsx'

interface PriceFormProps {
  label: string
  value: number | null
  step: number
  check: (text: string) => Checked<number>
  save: (value: number) => Promise<unknown>
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
  step,
  check,
  save,
  savedText,
  failedText,
  history = [],
}: PriceFormProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [flash, setFlash] = useState<Flash | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = draft ?? (value === null ? '' : String(value))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = check(shown)
    if (!checked.ok) return setFlash({ tone: 'error', text: checked.error })
    setBusy(true)
    try {
      await save(checked.value)
      setDraft(null)
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
          <input
            id={id}
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            value={shown}
            aria-invalid={flash?.tone === 'error' ? true : undefined}
            aria-describedby={flash ? `${id}-message` : undefined}
            onChange={(event) => {
              setDraft(event.target.value)
              setFlash(null)
            }}
          />
        </span>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? ui.common.saving : ui.common.save}
        </button>
      </div>
      <p className="price-current">
        {value === null ? uiAdmin.prices.notSet : uiAdmin.prices.current(pesos(value))}
      </p>
      <PriceSchedule entries={history} format={pesos} />
      <InlineMessage id={`${id}-message`} flash={flash} />
    </form>
  )
}
