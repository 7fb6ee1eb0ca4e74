// One saved discount tier: its class range, an editable percentage with 'Guardar', and 'Eliminar'.
import { useId, useState, type FormEvent } from 'react'
import type { DiscountTier } from '#shared/contract/prices.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { checkDiscount, type Checked } from '../price-input.ts'

const t = uiAdmin.prices

interface TierRowProps {
  tier: DiscountTier
  busy: boolean
  onSave: (tier: DiscountTier, percent: Checked<number>) => Promise<boolean>
  onDelete: (tier: DiscountTier) => void
}

export function TierRow({ tier, busy, onSave, onDelete }: TierRowProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? String(tier.discount_percentage)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onSave(tier, checkDiscount(shown))) setDraft(null)
  }

  return (
    <li>
      <form className="tier-row" onSubmit={(event) => void submit(event)} noValidate>
        <span className="tier-range">{t.tierRange(tier.min_classes, tier.max_classes)}</span>
        <label htmlFor={id} className="visually-hidden">
          {t.tierPercent(tier.min_classes, tier.max_classes)}
        </label>
        <span className="price-input percent-input">
          <input
            id={id}
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={shown}
            onChange={(event) => setDraft(event.target.value)}
          />
          <span className="price-suffix" aria-hidden="true">
            %
          </span>
        </span>
        <span className="tier-actions">
          <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
            {ui.common.save}
          </button>
          <button
            type="button"
            className="btn btn-remove btn-small"
            disabled={busy}
            onClick={() => onDelete(tier)}
          >
            {ui.common.delete}
          </button>
        </span>
      </form>
    </li>
  )
}
