// The class page's head: back, the class's name (its group's, else its own) as the page's h1,
// and one line with its day, time and place, so a teacher sees at once which class this is. The
// line never wraps (a second line would push the eleventh child's Presente below a phone's
// screen on a 'Miércoles 30 de septiembre'): the day and time stay whole, a long place ends in
// '…' (the class's details below the roster give it in full).
import { formatDayMonth, formatTime, splitDateTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.session

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/** 'Jueves 26 de noviembre · 18:30' and the place, 'Parque Mahuida' (what is known of them). */
export function classWhenWhere(session: ClassSessionWithPeople): { when: string; where: string } {
  const valid = splitDateTime(session.session_date) !== null
  const when = valid
    ? `${capitalized(formatDayMonth(session.session_date))} · ${formatTime(session.session_date)}`
    : t.noDate
  return { when, where: session.location || session.group?.location || '' }
}

export function ClassHead({ session }: { session: ClassSessionWithPeople }) {
  const { when, where } = classWhenWhere(session)
  return (
    <header className="class-head">
      <BackButton icon />
      <div className="class-head-text">
        <PageTitle>{session.group?.name || session.name || t.untitled}</PageTitle>
        <p className="class-head-when">
          <span className="class-head-day">{when}</span>
          {where && <span className="class-head-place">{` · ${where}`}</span>}
        </p>
      </div>
    </header>
  )
}
