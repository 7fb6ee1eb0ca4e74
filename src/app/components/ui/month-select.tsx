import type { PeriodOption } from '#shared/dates.ts'

interface MonthSelectProps {
  id: string
  label: string
  /** Newest first, as lastTwelveMonths() gives them. */
  months: readonly PeriodOption[]
  value: string
  onChange: (period: string) => void
  /** Extra class for the field wrapper. */
  className?: string
}

/** A labelled select of billing months ('YYYY-MM' values, Spanish month names). */
export function MonthSelect({ id, label, months, value, onChange, className }: MonthSelectProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {months.map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </select>
    </div>
  )
}
