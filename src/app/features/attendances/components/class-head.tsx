// The class page's head: back, the class's name (its group's, else its own) as the page's h1,
// and one line with its day, time and place, so a teacher sees at once which class this is.
import { formatDayMonth, formatTime, splitDateTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.session

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/** 'Jueves 26 de noviembre · 18:30 · Parque Mahuida' (what is known of it). */
export function classWhenWhere(session: ClassSessionWithPeople): string {
  const valid = splitDateTime(session.session_date) !== null
  const place = session.location || session.group?.location
  return [
    valid ? capitalized(formatDayMonth(session.session_date)) : t.noDate,
    valid ? formatTime(session.session_date) : null,
    place || null,
  ]
    .filter(Boolean)
    .join(' · ')
}

export function ClassHead({ session }: { session: ClassSessionWithPeople }) {
  return (
    <header className="class-head">
      <BackButton icon />
      <div className="class-head-text">
        <PageTitle>{session.group?.name || session.name || t.untitled}</PageTitle>
        <p className="class-head-when">{classWhenWhere(session)}</p>
      </div>
    </header>
  )
}
