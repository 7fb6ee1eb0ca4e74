// Detalles del grupo (spec §2): the group, its schedule, dates and price, its people and its
// classes, read from the local store; membership changes go through the outbox. Online, the
// scheduled price changes come from the server and admins edit the group.
import '../groups.css'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { isAdminRole } from '#shared/roles.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useGroup, useOnline } from '#app/offline/hooks.ts'
import { useGroupDetail } from '../api/group-detail.ts'
import { GroupForm } from '../components/group-form.tsx'
import { GroupInfo } from '../components/group-info.tsx'
import { GroupPeople } from '../components/group-people.tsx'
import { GroupSessions } from '../components/group-sessions.tsx'

const t = uiField.group

export function GroupPage() {
  const { id = '' } = useParams()
  return (
    <div className="group-detail">
      <FallbackBoundary
        fallback={
          <>
            <PageTitle>{uiStaff.titles.group}</PageTitle>
            <BackButton />
            <p className="form-error" role="alert">
              {t.loadError}
            </p>
          </>
        }
      >
        <GroupDetail id={id} />
      </FallbackBoundary>
    </div>
  )
}

function GroupDetail({ id }: { id: string }) {
  const user = useSessionUser()
  const isAdmin = user !== null && isAdminRole(user.role)
  const group = useGroup(id)
  const online = useOnline()
  const detail = useGroupDetail(id, online && group !== null && group !== undefined)
  const [editing, setEditing] = useState(false)
  const [edited, setEdited] = useState(false)
  if (group === undefined) {
    return (
      <>
        <PageTitle>{uiStaff.titles.group}</PageTitle>
        <BackButton />
        <p className="page-loading" role="status">
          {ui.common.loading}
        </p>
      </>
    )
  }
  if (group === null) {
    return (
      <>
        <PageTitle>{uiStaff.titles.group}</PageTitle>
        <BackButton />
        <p className="table-status">{t.notFound}</p>
      </>
    )
  }
  return (
    <>
      <PageTitle>{t.title(group.name || uiField.groups.noName)}</PageTitle>
      <BackButton />
      {isAdmin && online && detail.data && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={editing}
          onClick={() => {
            setEditing(!editing)
            setEdited(false)
          }}
        >
          {editing ? t.closeEdit : t.edit}
        </button>
      )}
      {edited && (
        <p className="notice" role="status">
          {uiField.groupForm.edited}
        </p>
      )}
      {editing && detail.data ? (
        <GroupForm
          group={detail.data}
          onCreated={() => {
            setEditing(false)
            setEdited(true)
            void detail.refetch()
          }}
        />
      ) : (
        <GroupInfo group={group} scheduled={detail.data?.scheduled_prices} detail={detail.data} />
      )}
      <GroupPeople group={group} isAdmin={isAdmin} />
      <GroupSessions groupId={group.id} groupName={group.name || uiField.groups.noName} />
    </>
  )
}
