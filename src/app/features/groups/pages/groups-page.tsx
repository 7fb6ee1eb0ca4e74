// Lista de grupos (spec §2): the groups from the local store (readable offline), a search on name
// or description, and for admins the create form and deletion (both online).
import '#app/components/ui/table-cards.css'
import '../groups.css'
import { useState } from 'react'
import { isAdminRole } from '#shared/roles.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { CreatedStatus, ListToolbar } from '#app/components/ui/list-toolbar.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useInlineForm } from '#app/components/ui/use-inline-form.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { foldText } from '#shared/search.ts'
import { useGroups } from '#app/offline/hooks.ts'
import { GroupForm } from '../components/group-form.tsx'
import { GroupsTable } from '../components/groups-table.tsx'

const t = uiField.groups

export function GroupsPage() {
  const user = useSessionUser()
  const isAdmin = user !== null && isAdminRole(user.role)
  const form = useInlineForm()
  const [search, setSearch] = useState('')

  return (
    <div className="groups table-cards">
      <PageTitle>{t.title}</PageTitle>
      <ListToolbar
        search={
          form.open
            ? undefined
            : { value: search, onChange: setSearch, label: t.searchLabel, placeholder: t.search }
        }
        formSwitch={isAdmin ? { form, add: t.add, close: t.closeForm } : undefined}
      />
      <CreatedStatus form={form} text={uiField.groupForm.success} />
      {form.open ? (
        <GroupForm onCreated={form.onCreated} />
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
  const text = foldText(search.trim())
  const shown = groups?.filter(
    (g) => text === '' || foldText(`${g.name} ${g.description ?? ''}`).includes(text),
  )
  return <GroupsTable groups={shown} canDelete={canDelete} />
}
