// The row that adds a tier: minimum and maximum classes and the discount.
import { useState, type FormEvent } from 'react'
import { uiAdmin } from '#shared/i18n/ui-admin.ts'
import { checkNewTier } from '../price-input.ts'

const t = uiAdmin.prices
const EMPTY = { min: '', max: '', percent: '' }

interface NewTierFormProps {
  busy: boolean
  onAdd: (checked: ReturnType<typeof checkNewTier>) => Promise<boolean>
}

export function NewTierForm({ busy, onAdd }: NewTierFormProps) {
  const [fields, setFields] = useState(EMPTY)
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onAdd(checkNewTier(fields))) setFields(EMPTY)
  }

  return (
    <form className="new-tier" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t.newTier}</h3>
      <div className="new-tier-fields">
        <div className="field">
          <label htmlFor="tier-min">{t.minClasses}</label>
          <input
            id="tier-min"
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={fields.min}
            onChange={set('min')}
          />
        </div>
        <div className="field">
          <label htmlFor="tier-max">{t.maxClasses}</label>
          <input
            id="tier-max"
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={fields.max}
            onChange={set('max')}
          />
        </div>
        <div className="field">
          <label htmlFor="tier-percent">{t.percent}</label>
          <input
            id="tier-percent"
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={fields.percent}
            onChange={set('percent')}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.add}
        </button>
      </div>
    </form>
  )
}
