// Detalles de la clase (spec §2) at /attendances/:id and /class_sessions/:id: the class and its
// attendance from the local store, editable offline. It opens on the class's name, day, time and
// place, then the roster: a teacher at the trailhead marks present / absent before anything else
// (eleven children fit on a phone's screen). 'Cancelar clase' (rain, a closed trail), under the
// roster, turns the page into the cancelled class: the reason, the roster read-only and the
// guardians to tell. The class's fields, teachers and students follow.
import '../attendances.css'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useClassSession } from '#app/offline/hooks.ts'
import { CancelClassDialog } from '#app/components/cancel-class/cancel-class-dialog.tsx'
import { CancelledClass } from '#app/components/cancel-class/cancelled-class.tsx'
import { ClassHead } from '../components/class-head.tsx'
import { ClassSessionInfo } from '../components/class-session-info.tsx'
import { PendingBadge, usePendingSessionIds } from '../components/pending-badge.tsx'
import { Roster } from '../components/roster.tsx'
import { SessionPeople } from '../components/session-people.tsx'

const t = uiField.session

export function ClassSessionPage() {
  const { id = '' } = useParams()
  return (
    <div className="class-session">
      <FallbackBoundary
        fallback={
          <>
            <PageTitle>{t.title}</PageTitle>
            <p className="form-error" role="alert">
              {t.loadError}
            </p>
          </>
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
  const [cancelling, setCancelling] = useState(false)
  if (!session) {
    return (
      <>
        <PageTitle>{t.title}</PageTitle>
        <BackButton />
        {session === undefined ? (
          <p className="page-loading" role="status">
            {ui.common.loading}
          </p>
        ) : (
          <p className="table-status">{t.notFound}</p>
        )}
      </>
    )
  }
  const { cancelled } = session
  return (
    <>
      <ClassHead session={session} />
      {cancelled && <CancelledClass session={session} cancelled={cancelled} />}
      <Roster session={session} readOnly={cancelled !== undefined} />
      <div className="session-actions">
        {pending.has(session.id) && <PendingBadge />}
        {!cancelled && (
          <button
            type="button"
            className="btn btn-secondary btn-small session-cancel"
            onClick={() => setCancelling(true)}
          >
            {uiField.cancel.open}
          </button>
        )}
      </div>
      <h2 className="class-details-title">{t.title}</h2>
      <ClassSessionInfo session={session} />
      <SessionPeople session={session} readOnly={cancelled !== undefined} />
      <CancelClassDialog
        sessionId={session.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
    </>
  )
}
