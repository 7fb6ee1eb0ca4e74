// The row that adds a tier: minimum and maximum classes and the discount.
import { useState, type FormEvent } from 'react'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { checkNewTier } from '../price-input.ts'

const t = uiAdmin.prices
const EMPTY = { min: '', max: '', percent: '' }

interface NewTierFormProps {
  busy: boolean
  onAdd: (checked: ReturnType<typeof checkNewTier>) => Promise<boolean>
}

export function NewTierForm({ busy, onAdd }: NewTierFormProps) {
  const [fields, setFields] = useState(EMPTY)
  const bind = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onAdd(checkNewTier(fields))) setFields(EMPTY)
  }

  return (
    <form className="new-tier" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t.newTier}</h3>
      <div className="new-tier-fields">
        <TierField id="tier-min" label={t.minClasses} {...bind('min')} />
        <TierField id="tier-max" label={t.maxClasses} {...bind('max')} />
        <TierField id="tier-percent" label={t.percent} {...bind('percent')} decimal />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.add}
        </button>
      </div>
    </form>
  )
}

interface TierFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The discount may take decimals; class counts are whole. */
  decimal?: boolean
}

function TierField({ id, label, value, onChange, decimal }: TierFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
