// The class's own fields with the spec's fallbacks for anything missing.
import { CLASS_TYPE_LABELS } from '#shared/contract/class-sessions.ts'
import { formatDayMonth, formatTime, splitDateTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { InfoList } from '#app/components/ui/info-list.tsx'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.session

export function ClassSessionInfo({ session }: { session: ClassSessionWithPeople }) {
  const valid = splitDateTime(session.session_date) !== null
  const rows: [string, string][] = [
    [t.name, session.name || t.noName],
    [t.type, CLASS_TYPE_LABELS[session.class_type]],
    [t.date, valid ? formatDayMonth(session.session_date) : t.noDate],
    [t.time, valid ? formatTime(session.session_date) : t.noTime],
    [t.location, session.location || t.noLocation],
    [t.description, session.description || t.noDescription],
  ]
  return <InfoList rows={rows} />
}
