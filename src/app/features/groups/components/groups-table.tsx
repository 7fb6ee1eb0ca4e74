// The group list's table: sorted by name, the row opens the group; admins may delete (online).
import { ui } from '#app/i18n/ui.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { useRowDelete } from '#app/components/ui/use-row-delete.ts'
import { ApiError } from '#app/lib/api-error.ts'
import type { LocalGroup } from '#app/offline/db.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { deleteGroup } from '../api/delete-group.ts'

const t = uiField.groups

interface GroupsTableProps {
  groups: readonly LocalGroup[] | undefined
  canDelete: boolean
}

export function GroupsTable({ groups, canDelete }: GroupsTableProps) {
  const online = useOnline()
  const deletion = useRowDelete<LocalGroup>(deleteGroup, (failure) =>
    failure instanceof ApiError && failure.status === 0 ? t.offlineDelete : t.deleteError,
  )

  return (
    <>
      {deletion.error && (
        <p className="form-error" role="alert">
          {deletion.error}
        </p>
      )}
      <DataTable
        caption={t.caption}
        columns={[
          { header: t.name, cell: (g) => g.name || t.noName },
          { header: t.description, cell: (g) => g.description ?? ui.common.dash },
        ]}
        rows={groups}
        rowKey={(g) => g.id}
        loading={groups === undefined}
        emptyText={t.empty}
        rowHref={(g) => `/groups/${g.id}`}
        action={
          canDelete
            ? {
                label: () => t.delete,
                tone: 'danger',
                onClick: (g) => {
                  if (online) deletion.ask(g)
                  else deletion.setError(t.offlineDelete)
                },
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t.confirmTitle}
        message={t.confirmDelete}
        confirmLabel={t.delete}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  )
}
