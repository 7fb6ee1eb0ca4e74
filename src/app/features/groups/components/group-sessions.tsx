// The group's classes held on this device's synced window, newest first; the remove icon asks,
// naming the class, then takes it out of the group on the server (online only: there is no queued
// form of that change).
import { IonIcon } from '@ionic/react'
import { removeCircleOutline } from 'ionicons/icons'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatDayMonth, formatTime, splitDateTime } from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { ApiError } from '#app/lib/api-error.ts'
import type { LocalClassSession } from '#app/offline/db.ts'
import { useClassSessions, useOnline } from '#app/offline/hooks.ts'
import { detachGroupSession } from '../api/detach-group-session.ts'

const t = uiField.group

export function GroupSessions({ groupId, groupName }: { groupId: string; groupName: string }) {
  const online = useOnline()
  const sessions = useClassSessions()?.filter((s) => s.group_id === groupId)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState<LocalClassSession | null>(null)

  async function detach(sessionId: string) {
    if (!online) {
      setError(t.detachOffline)
      return
    }
    setBusy(sessionId)
    try {
      await detachGroupSession(groupId, sessionId)
      setError(null)
    } catch (failure) {
      console.error(failure)
      setError(
        failure instanceof ApiError && failure.status === 0 ? t.detachOffline : t.detachError,
      )
    }
    setBusy(null)
  }

  const columns: Column<LocalClassSession>[] = [
    {
      header: t.sessionName,
      cell: (session) => <Link to={`/class_sessions/${session.id}`}>{sessionName(session)}</Link>,
    },
    {
      header: t.sessionDate,
      cell: (session) =>
        hasDate(session) ? formatDayMonth(session.session_date) : t.noSessionDate,
    },
    {
      header: t.sessionTime,
      narrow: true,
      cell: (session) => (hasDate(session) ? formatTime(session.session_date) : '--'),
    },
    {
      header: ui.common.actions,
      narrow: true,
      cell: (session) => (
        <button
          type="button"
          className="icon-button"
          aria-label={t.detach(sessionLabel(session))}
          disabled={busy !== null}
          onClick={() => {
            if (online) setAsking(session)
            else setError(t.detachOffline)
          }}
        >
          <IonIcon icon={removeCircleOutline} aria-hidden="true" />
        </button>
      ),
    },
  ]

  return (
    <section className="group-sessions" aria-labelledby="group-sessions-title">
      <h2 id="group-sessions-title">{t.sessions}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption={t.sessions}
        columns={columns}
        rows={sessions}
        rowKey={(session) => session.id}
        loading={sessions === undefined}
        emptyText={t.noSessions}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t.detachTitle}
        message={asking ? t.detachMessage(sessionLabel(asking), groupName) : ''}
        confirmLabel={t.detachConfirm}
        busy={busy !== null}
        onConfirm={() => {
          const session = asking
          if (session) void detach(session.id).then(() => setAsking(null))
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}

const sessionName = (session: LocalClassSession) => session.name || t.noSessionName
const hasDate = (session: LocalClassSession) => splitDateTime(session.session_date) !== null
/** 'Avanzado Enduro del sábado 21 de noviembre' (the name alone when the class has no date). */
const sessionLabel = (session: LocalClassSession) =>
  hasDate(session)
    ? `${sessionName(session)} del ${formatDayMonth(session.session_date)}`
    : sessionName(session)
