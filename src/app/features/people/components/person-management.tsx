// The admin actions of a detail page (spec §2, §4): 'Actualizar usuario' opens the update form at
// the top; 'Desactivar usuario' sits at the end of the page, small and away from it (a phone's
// thumb never finds it by mistake), asks for confirmation naming the person, deactivates, then
// returns to the list.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { User } from '#shared/contract/users.ts'
import { fullName } from '#shared/name-order.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useDeactivatePerson } from '../api/deactivate-person.ts'
import { MANAGE_ROLES } from '#shared/people-access.ts'
import { PEOPLE_KINDS, type PeopleKind } from '../people-kinds.ts'
import { EditPersonForm } from './edit-person-form.tsx'

const t = uiPeople.detail

interface PersonManagementProps {
  kind: PeopleKind
  person: User
}

function useMayManage() {
  const role = useSessionUser()?.role
  return role !== undefined && MANAGE_ROLES.includes(role)
}

export function PersonManagement({ kind, person }: PersonManagementProps) {
  const online = useOnline()
  const [editing, setEditing] = useState(false)

  if (!useMayManage()) return null

  return (
    <section className="person-management" aria-label={t.update}>
      <div className="person-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={editing}
          aria-controls={editing ? 'edit-person' : undefined}
          disabled={!online}
          onClick={() => setEditing((open) => !open)}
        >
          {t.update}
        </button>
      </div>
      {!online && <p className="field-hint">{t.offlineActions}</p>}
      {editing && (
        <EditPersonForm
          id="edit-person"
          kind={PEOPLE_KINDS[kind]}
          person={person}
          onDone={() => setEditing(false)}
        />
      )}
    </section>
  )
}

/** 'Desactivar usuario', at the end of the detail page. */
export function PersonDeactivation({ kind, person }: PersonManagementProps) {
  const online = useOnline()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const deactivate = useDeactivatePerson(kind, person.id)

  if (!useMayManage()) return null

  const onDeactivate = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => navigate(`/${kind}`, { replace: true }),
      onSettled: () => setConfirming(false),
    })

  return (
    <section className="person-deactivation" aria-label={t.deactivate}>
      <button
        type="button"
        className="btn btn-small btn-remove"
        disabled={!online}
        onClick={() => {
          deactivate.reset()
          setConfirming(true)
        }}
      >
        {t.deactivate}
      </button>
      {deactivate.isError && (
        <p className="form-error" role="alert">
          {t.deactivateFailed}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.deactivateTitle}
        message={t.deactivateMessage(fullName(person))}
        confirmLabel={t.deactivateConfirm}
        busy={deactivate.isPending}
        onConfirm={onDeactivate}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
