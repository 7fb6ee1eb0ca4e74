// The inactivity modal of spec §2/§4, mounted once in the staff frame: '¿Sigues ahí?' after 15
// idle minutes, logout at 17. Logging out keeps the offline outbox (it is replayed at the next
// sign-in of the same user).
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { logout } from '#app/lib/session/logout.ts'
import { useIdleTimer } from './use-idle-timer.ts'

const t = uiStaff.idle

export function IdleModal() {
  const { warning, keepAlive } = useIdleTimer(() => void logout())
  return (
    // Escape is an answer too: whoever pressed it is here.
    <ModalDialog
      open={warning}
      onCancel={keepAlive}
      labelledBy="idle-title"
      describedBy="idle-message"
    >
      <h2 id="idle-title">{t.title}</h2>
      <p id="idle-message">{t.message}</p>
      <DialogActions
        cancelLabel={t.logout}
        onCancel={() => void logout()}
        confirmLabel={t.stay}
        onConfirm={keepAlive}
        tone="primary"
        confirmFocus
      />
    </ModalDialog>
  )
}
