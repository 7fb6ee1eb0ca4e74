// The day Hoy shows (today's date under the title 'Hoy'; another day is the title itself), with
// the public holiday if it is one, and the way to the day before, the day after and back to today.
import { uiField } from '#app/i18n/ui-field.ts'

const t = uiField.today

interface DayNavProps {
  /** Today's date; null on another day, which the page's title names. */
  label: string | null
  /** The page's title ('Hoy', 'Martes 8 de diciembre'), announced when the day changes. */
  title: string
  holiday: string | null
  isToday: boolean
  onPrevious: () => void
  onNext: () => void
  onToday: () => void
}

export function DayNav({
  label,
  title,
  holiday,
  isToday,
  onPrevious,
  onNext,
  onToday,
}: DayNavProps) {
  return (
    <div className="today-nav">
      {/* Moving to another day is announced: its name, now the page's title, and its holiday. */}
      <p className={label || holiday ? 'today-date' : 'visually-hidden'} aria-live="polite">
        {label ?? <span className="visually-hidden">{title}</span>}
        {holiday && <span className="today-holiday">{t.holidayNote(holiday)}</span>}
      </p>
      <nav className="today-nav-buttons" aria-label={t.dayNav}>
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t.previousDay}
          onClick={onPrevious}
        >
          <span aria-hidden="true">‹ </span>
          {t.previousShort}
        </button>
        {!isToday && (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t.backToToday}
            onClick={onToday}
          >
            {t.todayShort}
          </button>
        )}
        <button type="button" className="btn btn-secondary" aria-label={t.nextDay} onClick={onNext}>
          {t.nextShort}
          <span aria-hidden="true"> ›</span>
        </button>
      </nav>
    </div>
  )
}
