// A day's classes as big cards: sessions already taken open their attendance ("3 presentes ·
// 1 ausente", and "7 sin marcar" flagged); a class due by a group's schedule is created
// (pre-filled with the group) with one tap, on the day or later. On a public holiday a due class
// says 'Feriado' and is created only with its own explicit button. A class still to come (a later
// day, or today's not taken yet) can be cancelled from here, rain announced the night before or
// in the morning; a cancelled class says 'Cancelada · Lluvia', opens the page with the guardians
// to tell, and can be reopened.
import { Link } from 'react-router-dom'
import { cancelReasonText } from '#shared/contract/class-sessions.ts'
import { formatTime } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import type { LocalClassSession, LocalGroup } from '#app/offline/db.ts'
import type { DueClass } from '#app/offline/queries.ts'
import { sessionCount, type CardCount } from '../card-counts.ts'

const t = uiField.today

/** A coming class to cancel: a session already created, or a group's class still only due. */
export type CancelTarget =
  | { kind: 'session'; session: LocalClassSession; title: string }
  | { kind: 'due'; due: DueClass; title: string }

interface TodayListProps {
  label: string
  sessions: readonly LocalClassSession[]
  due: readonly DueClass[]
  groups: ReadonlyMap<string, LocalGroup>
  opening: string | null
  onOpenDue: (due: DueClass) => void
  /** The day is a public holiday: due classes are not opened by tapping the card. */
  holiday?: boolean
  /** Due classes may be opened (false for days ahead, whose classes may be cancelled instead). */
  canOpen?: boolean
  onCancel?: (target: CancelTarget) => void
  onReopen?: (session: LocalClassSession, title: string) => void
}

type Item =
  | { kind: 'session'; at: string; session: LocalClassSession }
  | { kind: 'due'; at: string; due: DueClass }

export function TodayList(props: TodayListProps) {
  const { sessions, due, groups, opening, onOpenDue, holiday = false, canOpen = true } = props
  const { onCancel, onReopen } = props
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
          const action = cancelled
            ? t.cancelled(cancelReasonText(cancelled))
            : canOpen
              ? t.held
              : t.scheduled
          return (
            <li key={session.id}>
              <Link
                className={`today-card ${cancelled ? 'today-card-cancelled' : 'today-card-held'}`}
                to={`/attendances/${session.id}`}
              >
                <CardBody
                  id={`today-${session.id}`}
                  time={formatTime(session.session_date)}
                  title={title}
                  location={session.location ?? group?.location}
                  count={sessionCount(session, group, canOpen && !cancelled)}
                  action={action}
                />
              </Link>
              {cancelled && onReopen && (
                <CardButton about={`today-${session.id}`} onClick={() => onReopen(session, title)}>
                  {t.reopen}
                </CardButton>
              )}
              {!cancelled && !canOpen && onCancel && (
                <CardButton
                  about={`today-${session.id}`}
                  onClick={() => onCancel({ kind: 'session', session, title })}
                >
                  {t.cancelAhead}
                </CardButton>
              )}
            </li>
          )
        }
        const { group } = item.due
        const cardId = `today-${group.id}-${item.due.session_date.slice(0, 10)}`
        const body = (action: string) => (
          <CardBody
            id={cardId}
            time={formatTime(item.due.session_date)}
            title={group.name}
            location={group.location}
            count={{ kind: 'students', students: group.student_ids.length }}
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
              {!canOpen && onCancel && (
                <CardButton
                  about={cardId}
                  onClick={() => onCancel({ kind: 'due', due: item.due, title: group.name })}
                >
                  {t.cancelAhead}
                </CardButton>
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
            {onCancel && (
              <CardButton
                about={cardId}
                onClick={() => onCancel({ kind: 'due', due: item.due, title: group.name })}
              >
                {t.cancelAhead}
              </CardButton>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** A card's own button ('Cancelar', 'Reabrir'), described by the card's time and title. */
function CardButton(props: { about: string; onClick: () => void; children: string }) {
  return (
    <div className="today-card-actions">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-describedby={`${props.about}-time ${props.about}-title`}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </div>
  )
}

function CardBody(props: {
  /** Names the time and title, which describe the card's own buttons. */
  id: string
  time: string
  title: string
  location?: string | null
  count: CardCount
  action: string
}) {
  const { count } = props
  const counted = count.kind === 'students' ? t.students(count.students) : marks(count)
  return (
    <>
      <span className="today-time" id={`${props.id}-time`}>
        {props.time}
      </span>
      <span className="today-info">
        <span className="today-title" id={`${props.id}-title`}>
          {props.title}
        </span>
        {props.location && <span className="today-location">{props.location}</span>}
        {counted && <span className="today-count">{counted}</span>}
        {count.kind === 'marks' && count.unmarked > 0 && (
          <span className="today-unmarked">{t.unmarked(count.unmarked)}</span>
        )}
      </span>
      <span className="today-action">{props.action}</span>
    </>
  )
}

/**
 * "3 presentes · 1 ausente"; nothing before the first mark (the card flags them all unmarked),
 * "0 alumnos" for a class with nobody at all.
 */
function marks(count: { present: number; absent: number; unmarked: number }): string {
  const parts = [
    ...(count.present > 0 ? [t.present(count.present)] : []),
    ...(count.absent > 0 ? [t.absent(count.absent)] : []),
  ]
  if (parts.length === 0 && count.unmarked === 0) return t.students(0)
  return parts.join(' · ')
}
