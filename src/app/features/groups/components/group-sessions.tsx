// The group's classes held on this device's synced window, newest first; the remove icon takes a
// class out of the group on the server (online only: there is no queued form of that change).
import { IonIcon } from '@ionic/react'
import { removeCircleOutline } from 'ionicons/icons'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatDayMonth, formatTime, splitDateTime } from '#shared/dates.ts'
import { ui } from '#shared/i18n/ui.ts'
import { uiField } from '#shared/i18n/ui-field.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { useClassSessions, useOnline } from '#app/offline/hooks.ts'
import { detachGroupSession } from '../api/detach-group-session.ts'

const t = uiField.group

export function GroupSessions({ groupId }: { groupId: string }) {
  const online = useOnline()
  const sessions = useClassSessions()?.filter((s) => s.group_id === groupId)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

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

  return (
    <section className="group-sessions" aria-labelledby="group-sessions-title">
      <h2 id="group-sessions-title">{t.sessions}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {sessions === undefined ? (
        <p className="table-status">{ui.common.loading}</p>
      ) : sessions.length === 0 ? (
        <p className="table-status">{t.noSessions}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t.sessions}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sessionName}</th>
                <th scope="col">{t.sessionDate}</th>
                <th scope="col" className="narrow">
                  {t.sessionTime}
                </th>
                <th scope="col" className="narrow">
                  {ui.common.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const valid = splitDateTime(session.session_date) !== null
                const name = session.name || t.noSessionName
                return (
                  <tr key={session.id}>
                    <td>
                      <Link to={`/class_sessions/${session.id}`}>{name}</Link>
                    </td>
                    <td>{valid ? formatDayMonth(session.session_date) : t.noSessionDate}</td>
                    <td className="narrow">{valid ? formatTime(session.session_date) : '--'}</td>
                    <td className="narrow">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t.detach(`${name} ${formatDayMonth(session.session_date)}`)}
                        disabled={busy !== null}
                        onClick={() => void detach(session.id)}
                      >
                        <IonIcon icon={removeCircleOutline} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
