// A day's classes as big cards: sessions already taken open their attendance; a class due by a
// group's schedule is created (pre-filled with the group) with one tap, on the day or later. On a
// public holiday a due class says 'Feriado' and is created only with its own explicit button. A
// cancelled class says 'Cancelada · Lluvia' and opens the page with the guardians to tell.
import { Link } from 'react-router-dom'
import { cancelReasonText } from '#shared/contract/class-sessions.ts'
import { formatTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import type { LocalClassSession, LocalGroup } from '#app/offline/db.ts'
import type { DueClass } from '#app/offline/queries.ts'

const t = uiField.today

interface TodayListProps {
  label: string
  sessions: readonly LocalClassSession[]
  due: readonly DueClass[]
  groups: ReadonlyMap<string, LocalGroup>
  opening: string | null
  onOpenDue: (due: DueClass) => void
  /** The day is a public holiday: due classes are not opened by tapping the card. */
  holiday?: boolean
  /** Due classes may be opened (false for days ahead). */
  canOpen?: boolean
}

type Item =
  | { kind: 'session'; at: string; session: LocalClassSession }
  | { kind: 'due'; at: string; due: DueClass }

export function TodayList(props: TodayListProps) {
  const { sessions, due, groups, opening, onOpenDue, holiday = false, canOpen = true } = props
  const items: Item[] = [
    ...sessions.map((s) => ({ kind: 'session' as const, at: s.session_date, session: s })),
    ...due.map((d) => ({ kind: 'due' as const, at: d.session_date, due: d })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

  return (
    <ul className="today-list" aria-label={props.label}>
      {items.map((item) => {
        if (item.kind === 'session') {
          const { session } = item
          const group = session.group_id ? groups.get(session.group_id) : undefined
          const title = group?.name ?? session.name ?? t.noGroup
          const { cancelled } = session
          return (
            <li key={session.id}>
              <Link
                className={`today-card ${cancelled ? 'today-card-cancelled' : 'today-card-held'}`}
                to={`/attendances/${session.id}`}
              >
                <CardBody
                  time={formatTime(session.session_date)}
                  title={title}
                  location={session.location ?? group?.location}
                  count={session.students.length}
                  action={cancelled ? t.cancelled(cancelReasonText(cancelled)) : t.held}
                />
              </Link>
            </li>
          )
        }
        const { group } = item.due
        const body = (action: string) => (
          <CardBody
            time={formatTime(item.due.session_date)}
            title={group.name}
            location={group.location}
            count={group.student_ids.length}
            action={action}
          />
        )
        if (holiday || !canOpen) {
          return (
            <li key={`due-${group.id}`}>
              <div className={`today-card ${holiday ? 'today-card-holiday' : 'today-card-ahead'}`}>
                {body(holiday ? t.holiday : t.scheduled)}
              </div>
              {holiday && canOpen && (
                <button
                  type="button"
                  className="btn btn-secondary today-anyway"
                  disabled={opening !== null}
                  onClick={() => onOpenDue(item.due)}
                >
                  {opening === group.id ? t.opening : t.openAnyway(group.name)}
                </button>
              )}
            </li>
          )
        }
        return (
          <li key={`due-${group.id}`}>
            <button
              type="button"
              className="today-card today-card-due"
              disabled={opening !== null}
              onClick={() => onOpenDue(item.due)}
            >
              {body(opening === group.id ? t.opening : t.due)}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function CardBody(props: {
  time: string
  title: string
  location?: string | null
  count: number
  action: string
}) {
  return (
    <>
      <span className="today-time">{props.time}</span>
      <span className="today-info">
        <span className="today-title">{props.title}</span>
        {props.location && <span className="today-location">{props.location}</span>}
        <span className="today-count">{t.students(props.count)}</span>
      </span>
      <span className="today-action">{props.action}</span>
    </>
  )
}
