// Hoy (DESIGN §6): a teacher's landing screen. The chosen day's sessions and the group classes due
// on it, then the classes of the next days, read from the local store, so it works with no signal
// at the trailhead. Public holidays are marked; a class due on one is not opened by a tap. The
// title is 'Hoy' only for today, else the day shown ('Martes 8 de diciembre'). A class on a later
// day can be cancelled here the night before (and reopened), offline too: the same dialog as the
// class page, then that page with the guardians to tell.
import '../today.css'
import { useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SessionCancelBody } from '#shared/contract/class-sessions.ts'
import {
  addCalendarDays,
  formatDayMonth,
  formatTime,
  isSchoolDay,
  todayInSantiago,
} from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { CancelClassDialog } from '#app/components/cancel-class/cancel-class-dialog.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useGroups } from '#app/offline/hooks.ts'
import type { LocalClassSession } from '#app/offline/db.ts'
import { cancelClassSession, uncancelClassSession } from '#app/offline/mutations.ts'
import { todayClasses, type DueClass } from '#app/offline/queries.ts'
import { TodayList, type CancelTarget } from '../components/today-list.tsx'
import { DayNav } from '../components/day-nav.tsx'
import { agendaDays, canOpenDue, splitAgenda, type AgendaDay } from '../day-list.ts'
import { openDueClass } from '../open-due-class.ts'
import { useHolidays } from '../use-holidays.ts'

const t = uiField.today
const DAY_PARAM = 'dia'

export const dayLabel = (day: string) => {
  const label = formatDayMonth(day)
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** The page's title: 'Hoy' for today, else the day shown ('Martes 8 de diciembre'). */
export const dayTitle = (day: string, today: string) => (day === today ? t.title : dayLabel(day))

export function TodayPage() {
  const today = todayInSantiago()
  const [params, setParams] = useSearchParams()
  const asked = params.get(DAY_PARAM)
  const day = asked && isSchoolDay(asked) ? asked : today
  const holidayName = useHolidays()
  const holiday = holidayName(day)

  function go(next: string) {
    setParams(next === today ? {} : { [DAY_PARAM]: next }, { replace: true })
  }

  return (
    <div className="today">
      <PageTitle>{dayTitle(day, today)}</PageTitle>
      <DayNav
        label={day === today ? dayLabel(day) : null}
        title={dayTitle(day, today)}
        holiday={holiday}
        isToday={day === today}
        onPrevious={() => go(addCalendarDays(day, -1))}
        onNext={() => go(addCalendarDays(day, 1))}
        onToday={() => go(today)}
      />
      <FallbackBoundary
        fallback={
          <p className="form-error" role="alert">
            {uiField.attendances.loadError}
          </p>
        }
      >
        <Agenda day={day} today={today} holidayName={holidayName} />
      </FallbackBoundary>
    </div>
  )
}

function Agenda(props: {
  day: string
  today: string
  holidayName: (day: string) => string | null
}) {
  const { day, today, holidayName } = props
  const navigate = useNavigate()
  const user = useSessionUser()
  const loaded = useLiveQuery(async () => {
    const days = agendaDays(day)
    return Promise.all(days.map(async (d) => ({ day: d, classes: await todayClasses(d) })))
  }, [day])
  const groups = useGroups()
  const byId = useMemo(() => new Map((groups ?? []).map((g) => [g.id, g])), [groups])
  const [opening, setOpening] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null)
  const [reopening, setReopening] = useState<{ session: LocalClassSession; title: string } | null>(
    null,
  )
  const [reopenFailed, setReopenFailed] = useState(false)
  const cancelledId = useRef<string | null>(null)

  /** Cancels the chosen class, creating it first when it is only due: one local write. */
  async function cancel(target: CancelTarget, body: SessionCancelBody) {
    if (target.kind === 'session') {
      await cancelClassSession(target.session.id, body)
      cancelledId.current = target.session.id
    } else {
      cancelledId.current = await openDueClass(target.due, user ?? undefined, body)
    }
  }

  function reopen() {
    if (!reopening) return
    setReopening(null)
    setReopenFailed(false)
    uncancelClassSession(reopening.session.id).catch((error: unknown) => {
      console.error(error)
      setReopenFailed(true)
    })
  }

  async function onOpenDue(due: DueClass) {
    setOpening(due.group.id)
    setFailed(false)
    try {
      const id = await openDueClass(due, user ?? undefined)
      navigate(`/attendances/${id}`)
    } catch (error) {
      console.error(error)
      setFailed(true)
      setOpening(null)
    }
  }

  if (!loaded) return <p className="table-status">{ui.common.loading}</p>
  const agenda: AgendaDay[] = loaded.map((d) => ({ ...d, holiday: holidayName(d.day) }))
  const { chosen, next } = splitAgenda(agenda)
  const list = (d: AgendaDay, label: string) => (
    <TodayList
      label={label}
      sessions={d.classes.sessions}
      due={d.classes.due}
      groups={byId}
      opening={opening}
      holiday={d.holiday !== null}
      canOpen={canOpenDue(d.day, today)}
      onOpenDue={(due) => void onOpenDue(due)}
      onCancel={setCancelling}
      onReopen={(session, title) => setReopening({ session, title })}
    />
  )
  const empty = !chosen || (chosen.classes.sessions.length === 0 && chosen.classes.due.length === 0)
  return (
    <>
      {failed && (
        <p className="form-error" role="alert">
          {t.openError}
        </p>
      )}
      {reopenFailed && (
        <p className="form-error" role="alert">
          {uiField.cancel.reopenFailed}
        </p>
      )}
      {empty ? (
        <p className="today-empty">{day === today ? t.empty : t.emptyDay}</p>
      ) : (
        list(chosen, day === today ? t.caption : t.dayCaption(formatDayMonth(day)))
      )}
      {day === today && (
        <button
          type="button"
          className={`btn btn-large btn-block ${empty ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => navigate('/attendances', { state: { openForm: true } })}
        >
          {t.create}
        </button>
      )}
      <section className="today-ahead" aria-labelledby="today-ahead-title">
        <h2 id="today-ahead-title">{t.next}</h2>
        {next.length === 0 && <p className="today-empty">{t.noneAhead}</p>}
        {next.map((d) => (
          <div key={d.day} className="today-day">
            <h3 className="today-day-title">
              {dayLabel(d.day)}
              {d.holiday && <span className="today-holiday">{t.holidayNote(d.holiday)}</span>}
            </h3>
            {list(d, t.dayCaption(formatDayMonth(d.day)))}
          </div>
        ))}
      </section>
      <CancelClassDialog
        open={cancelling !== null}
        about={cancelling ? whichClass(cancelling) : undefined}
        cancel={(body) => cancel(cancelling!, body)}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          // Next, the guardians to tell: the class page of the cancelled class.
          if (cancelledId.current) navigate(`/attendances/${cancelledId.current}`)
        }}
      />
      <ConfirmDialog
        open={reopening !== null}
        title={uiField.cancel.reopenTitle}
        message={
          reopening
            ? `${whichClass({ kind: 'session', ...reopening })}. ${uiField.cancel.reopenMessage}`
            : ''
        }
        confirmLabel={uiField.cancel.reopen}
        onConfirm={reopen}
        onCancel={() => setReopening(null)}
      />
    </>
  )
}

/** 'Mini Riders · martes 8 de diciembre, 10:30': the class the dialog cancels. */
function whichClass(target: CancelTarget): string {
  const at = target.kind === 'session' ? target.session.session_date : target.due.session_date
  return `${target.title} · ${formatDayMonth(at)}, ${formatTime(at)}`
}
