// Detalles de la clase (spec §2) at /attendances/:id and /class_sessions/:id: the class and its
// attendance from the local store, editable offline. The roster comes first: a teacher at the
// trailhead marks present / absent before anything else.
import '../attendances.css'
import { useParams } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useClassSession } from '#app/offline/hooks.ts'
import { ClassSessionInfo } from '../components/class-session-info.tsx'
import { PendingBadge, usePendingSessionIds } from '../components/pending-badge.tsx'
import { Roster } from '../components/roster.tsx'
import { SessionPeople } from '../components/session-people.tsx'

const t = uiField.session

export function ClassSessionPage() {
  const { id = '' } = useParams()
  return (
    <div className="class-session">
      <PageTitle>{t.title}</PageTitle>
      <BackButton />
      <FallbackBoundary
        fallback={
          <p className="form-error" role="alert">
            {t.loadError}
          </p>
        }
      >
        <SessionDetail id={id} />
      </FallbackBoundary>
    </div>
  )
}

function SessionDetail({ id }: { id: string }) {
  const session = useClassSession(id)
  const pending = usePendingSessionIds()
  if (session === undefined) {
    return (
      <p className="page-loading" role="status">
        {ui.common.loading}
      </p>
    )
  }
  if (session === null) return <p className="table-status">{t.notFound}</p>
  return (
    <>
      {pending.has(session.id) && <PendingBadge />}
      <Roster session={session} />
      <ClassSessionInfo session={session} />
      <SessionPeople session={session} />
    </>
  )
}
