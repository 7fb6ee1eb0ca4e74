// Hoy (DESIGN §6): a teacher's landing screen. Today's sessions and the group classes due today,
// read from the local store, so it works with no signal at the trailhead.
import '../today.css'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { formatDayMonth, todayInSantiago } from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useGroups, useTodayClasses } from '#app/offline/hooks.ts'
import type { DueClass } from '#app/offline/queries.ts'
import { TodayList } from '../components/today-list.tsx'
import { openDueClass } from '../open-due-class.ts'

const t = uiField.today

export function TodayPage() {
  const today = todayInSantiago()
  const label = formatDayMonth(today)
  return (
    <div className="today">
      <PageTitle>{t.title}</PageTitle>
      <p className="today-date">{label.charAt(0).toUpperCase() + label.slice(1)}</p>
      <FallbackBoundary
        fallback={
          <p className="form-error" role="alert">
            {uiField.attendances.loadError}
          </p>
        }
      >
        <TodayClasses date={today} />
      </FallbackBoundary>
    </div>
  )
}

function TodayClasses({ date }: { date: string }) {
  const navigate = useNavigate()
  const user = useSessionUser()
  const classes = useTodayClasses(date)
  const groups = useGroups()
  const byId = useMemo(() => new Map((groups ?? []).map((g) => [g.id, g])), [groups])
  const [opening, setOpening] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

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

  if (!classes) return <p className="table-status">{ui.common.loading}</p>
  const empty = classes.sessions.length === 0 && classes.due.length === 0
  return (
    <>
      {failed && (
        <p className="form-error" role="alert">
          {t.openError}
        </p>
      )}
      {empty ? (
        <p className="today-empty">{t.empty}</p>
      ) : (
        <TodayList
          sessions={classes.sessions}
          due={classes.due}
          groups={byId}
          opening={opening}
          onOpenDue={(due) => void onOpenDue(due)}
        />
      )}
      <button
        type="button"
        className={`btn btn-large btn-block ${empty ? 'btn-primary' : 'btn-secondary'}`}
        onClick={() => navigate('/attendances', { state: { openForm: true } })}
      >
        {t.create}
      </button>
    </>
  )
}
