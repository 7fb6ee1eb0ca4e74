// The Asistencias table: newest first, the row opens the class, the row action deletes it (asked
// first, applied locally and queued for the server). A cancelled class says so beside its date.
import { CLASS_TYPE_LABELS, cancelReasonText } from '#shared/contract/class-sessions.ts'
import { formatTime, formatDayMonth } from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { RowDeletion } from '#app/components/ui/row-deletion.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { useRowDelete } from '#app/components/ui/use-row-delete.ts'
import type { LocalClassSession } from '#app/offline/db.ts'
import { deleteClassSession } from '#app/offline/mutations.ts'
import { PendingBadge, usePendingSessionIds } from './pending-badge.tsx'

const t = uiField.attendances

export function SessionsTable({
  sessions,
}: {
  sessions: readonly LocalClassSession[] | undefined
}) {
  const pending = usePendingSessionIds()
  const deletion = useRowDelete<LocalClassSession>(deleteClassSession, (failure) => {
    console.error(failure)
    return t.deleteError
  })

  const columns: Column<LocalClassSession>[] = [
    {
      header: t.date,
      cell: (s) => (
        <>
          {formatDayMonth(s.session_date)}
          {s.cancelled && (
            <span className="cancelled-badge">
              {uiField.today.cancelled(cancelReasonText(s.cancelled))}
            </span>
          )}
          {pending.has(s.id) && <PendingBadge />}
        </>
      ),
    },
    { header: t.time, cell: (s) => formatTime(s.session_date), narrow: true },
    { header: t.type, cell: (s) => CLASS_TYPE_LABELS[s.class_type] },
    { header: t.description, cell: (s) => s.description ?? s.name ?? ui.common.dash },
  ]

  return (
    <RowDeletion
      deletion={deletion}
      title={t.confirmTitle}
      message={() => t.confirmDelete}
      confirmLabel={ui.common.delete}
    >
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        loading={sessions === undefined}
        emptyText={t.empty}
        rowHref={(s) => `/attendances/${s.id}`}
        action={{ label: () => ui.common.delete, tone: 'danger', onClick: deletion.ask }}
      />
    </RowDeletion>
  )
}
