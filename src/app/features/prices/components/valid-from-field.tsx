// 'Vigente desde': the day the changes saved on Tarifas apply from (default: the 1st of next
// month; today or an earlier day corrects the month still open).
import { useId } from 'react'
import { uiAdmin } from '#app/i18n/ui-admin.ts'

const t = uiAdmin.prices

export function ValidFromField({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (day: string) => void
  disabled: boolean
}) {
  const id = useId()
  return (
    <div className="card price-card valid-from">
      <label htmlFor={id}>{t.validFrom}</label>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        min="2000-01-01"
        max="2100-12-31"
        required
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="price-hint">
        {t.validFromHint}
      </p>
    </div>
  )
}
