// Lista de Grupos (spec §2): the groups from the local store (readable offline), a search on name
// or description, and for admins the create form and deletion (both online).
import '../groups.css'
import { useState } from 'react'
import { ADMIN_ROLES, type StaffRole } from '#shared/contract/common.ts'
import { uiField } from '#shared/i18n/ui-field.ts'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useSessionUser } from '#app/features/auth/session-user-context.ts'
import { fold } from '#app/offline/db.ts'
import { useGroups } from '#app/offline/hooks.ts'
import { GroupForm } from '../components/group-form.tsx'
import { GroupsTable } from '../components/groups-table.tsx'

const t = uiField.groups

export function GroupsPage() {
  const user = useSessionUser()
  const isAdmin = user !== null && (ADMIN_ROLES as readonly StaffRole[]).includes(user.role)
  const [formOpen, setFormOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [created, setCreated] = useState(false)

  return (
    <div className="groups">
      <PageTitle>{t.title}</PageTitle>
      <div className="list-toolbar">
        {!formOpen && (
          <input
            type="search"
            className="input"
            aria-label={t.searchLabel}
            placeholder={t.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
        {isAdmin && (
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={formOpen}
            onClick={() => {
              setFormOpen((open) => !open)
              setCreated(false)
            }}
          >
            {formOpen ? t.closeForm : t.add}
          </button>
        )}
      </div>
      <p className="form-success" role="status" hidden={!created}>
        {created ? uiField.groupForm.success : ''}
      </p>
      {formOpen ? (
        <GroupForm
          onCreated={() => {
            setFormOpen(false)
            setCreated(true)
          }}
        />
      ) : (
        <FallbackBoundary
          fallback={
            <p className="table-status table-error" role="alert">
              {t.loadError}
            </p>
          }
        >
          <GroupList search={search} canDelete={isAdmin} />
        </FallbackBoundary>
      )}
    </div>
  )
}

function GroupList({ search, canDelete }: { search: string; canDelete: boolean }) {
  const groups = useGroups()
  const text = fold(search.trim())
  const shown = groups?.filter(
    (g) => text === '' || fold(`${g.name} ${g.description ?? ''}`).includes(text),
  )
  return <GroupsTable groups={shown} canDelete={canDelete} />
}
