// The day's classes as big cards: sessions already taken open their attendance; a class due by a
// group's schedule is created (pre-filled with the group) with one tap.
import { Link } from 'react-router-dom'
import { formatTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import type { LocalClassSession, LocalGroup } from '#app/offline/db.ts'
import type { DueClass } from '#app/offline/queries.ts'

const t = uiField.today

interface TodayListProps {
  sessions: readonly LocalClassSession[]
  due: readonly DueClass[]
  groups: ReadonlyMap<string, LocalGroup>
  opening: string | null
  onOpenDue: (due: DueClass) => void
}

type Item =
  | { kind: 'session'; at: string; session: LocalClassSession }
  | { kind: 'due'; at: string; due: DueClass }

export function TodayList({ sessions, due, groups, opening, onOpenDue }: TodayListProps) {
  const items: Item[] = [
    ...sessions.map((s) => ({ kind: 'session' as const, at: s.session_date, session: s })),
    ...due.map((d) => ({ kind: 'due' as const, at: d.session_date, due: d })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

  return (
    <ul className="today-list" aria-label={t.caption}>
      {items.map((item) => {
        if (item.kind === 'session') {
          const { session } = item
          const group = session.group_id ? groups.get(session.group_id) : undefined
          const title = group?.name ?? session.name ?? t.noGroup
          return (
            <li key={session.id}>
              <Link className="today-card today-card-held" to={`/attendances/${session.id}`}>
                <CardBody
                  time={formatTime(session.session_date)}
                  title={title}
                  count={session.students.length}
                  action={t.held}
                />
              </Link>
            </li>
          )
        }
        const { group } = item.due
        const busy = opening === group.id
        return (
          <li key={`due-${group.id}`}>
            <button
              type="button"
              className="today-card today-card-due"
              disabled={opening !== null}
              onClick={() => onOpenDue(item.due)}
            >
              <CardBody
                time={formatTime(item.due.session_date)}
                title={group.name}
                count={group.student_ids.length}
                action={busy ? t.opening : t.due}
              />
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function CardBody(props: { time: string; title: string; count: number; action: string }) {
  return (
    <>
      <span className="today-time">{props.time}</span>
      <span className="today-info">
        <span className="today-title">{props.title}</span>
        <span className="today-count">{t.students(props.count)}</span>
      </span>
      <span className="today-action">{props.action}</span>
    </>
  )
}
