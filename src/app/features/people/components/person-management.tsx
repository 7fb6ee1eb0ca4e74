// The admin actions of a detail page (spec §2, §4): 'Actualizar usuario' opens the update form;
// 'Desactivar usuario' asks for confirmation, deactivates, then returns to the list.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { User } from '#shared/contract/users.ts'
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

export function PersonManagement({ kind, person }: PersonManagementProps) {
  const role = useSessionUser()?.role
  const online = useOnline()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deactivate = useDeactivatePerson(kind, person.id)

  if (!role || !MANAGE_ROLES.includes(role)) return null

  const onDeactivate = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => navigate(`/${kind}`, { replace: true }),
      onSettled: () => setConfirming(false),
    })

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
        <button
          type="button"
          className="btn btn-danger"
          disabled={!online}
          onClick={() => {
            deactivate.reset()
            setConfirming(true)
          }}
        >
          {t.deactivate}
        </button>
      </div>
      {!online && <p className="field-hint">{t.offlineActions}</p>}
      {deactivate.isError && (
        <p className="form-error" role="alert">
          {t.deactivateFailed}
        </p>
      )}
      {editing && (
        <EditPersonForm
          id="edit-person"
          kind={PEOPLE_KINDS[kind]}
          person={person}
          onDone={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t.deactivateTitle}
        message={t.deactivateMessage}
        confirmLabel={t.deactivateConfirm}
        busy={deactivate.isPending}
        onConfirm={onDeactivate}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
