// 'Eliminar datos de la familia' (admins), at the end of a guardian's page: a confirmation that
// lists what is deleted and what is kept (and why), then back to the list.
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { User } from '#shared/contract/users.ts'
import { fullName } from '#shared/name-order.ts'
import { isAdminRole } from '#shared/roles.ts'
import { uiErase as t } from '#app/i18n/ui-erase.ts'
import { ui } from '#app/i18n/ui.ts'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useAnonymizeFamily } from '../api/anonymize-family.ts'

export function FamilyErasure({ person }: { person: User }) {
  const online = useOnline()
  const navigate = useNavigate()
  const titleId = useId()
  const [confirming, setConfirming] = useState(false)
  const erase = useAnonymizeFamily(person.id)

  if (!isAdminRole(useSessionUser()?.role) || person.role !== 'supporter') return null

  const onConfirm = () =>
    erase.mutate(undefined, {
      onSuccess: () => navigate('/supporters', { replace: true }),
      onSettled: () => setConfirming(false),
    })

  return (
    <section className="person-deactivation" aria-label={t.action}>
      <button
        type="button"
        className="btn btn-small btn-remove"
        disabled={!online}
        onClick={() => {
          erase.reset()
          setConfirming(true)
        }}
      >
        {t.action}
      </button>
      {erase.isError && (
        <p className="form-error" role="alert">
          {errorMessage(erase.error, t.failed)}
        </p>
      )}
      <ModalDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        labelledBy={titleId}
        className="family-erasure"
      >
        <h2 id={titleId}>{t.title}</h2>
        <p>{t.intro(fullName(person))}</p>
        <h3>{t.deletedTitle}</h3>
        <ul>
          {t.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{t.keptTitle}</h3>
        <ul>
          {t.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="field-hint">{t.keptWhy}</p>
        <DialogActions
          cancelLabel={ui.common.cancel}
          onCancel={() => setConfirming(false)}
          cancelDisabled={erase.isPending}
          confirmLabel={t.confirm}
          onConfirm={onConfirm}
          confirmDisabled={erase.isPending}
          tone="danger"
        />
      </ModalDialog>
    </section>
  )
}
