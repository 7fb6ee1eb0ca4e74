import './month-page-head.css'
import type { PeriodOption } from '#shared/dates.ts'
import { MonthSelect } from './month-select.tsx'
import { PageTitle } from './page-title.tsx'

interface MonthPageHeadProps {
  title: string
  /** The select's id and label. */
  id: string
  label: string
  months: readonly PeriodOption[]
  value: string
  onChange: (period: string) => void
}

/**
 * The head of a screen about one month: its title and the month picker. The screen's root takes
 * the class `month-page` to stack its blocks the same way.
 */
export function MonthPageHead({ title, id, label, months, value, onChange }: MonthPageHeadProps) {
  return (
    <div className="month-page-head">
      <PageTitle>{title}</PageTitle>
      <MonthSelect
        id={id}
        label={label}
        months={months}
        value={value}
        onChange={onChange}
        className="period-field"
      />
    </div>
  )
}
