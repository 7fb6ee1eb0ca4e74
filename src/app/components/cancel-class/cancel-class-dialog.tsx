// 'Cancelar clase': a modal asking why (Lluvia, Sendero cerrado, Otro motivo with its text). The
// cancellation is written to the local store and queued for the server (session.cancel), so it
// works with no signal; the page then shows the class as cancelled. Hoy opens it for a class
// still to come (`about` names it), which may not exist yet: `cancel` then creates and cancels it.
import './cancel-class.css'
import { useState, type FormEvent } from 'react'
import {
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  sessionCancelBodySchema,
  type CancelReason,
  type SessionCancelBody,
} from '#shared/contract/class-sessions.ts'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { TextAreaField } from '#app/components/ui/text-area-field.tsx'
import { firstError } from '#app/lib/contract-errors.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { cancelClassSession } from '#app/offline/mutations.ts'

const t = uiField.cancel

type CancelClassDialogProps = {
  open: boolean
  onClose: () => void
  /** Which class, when the screen behind does not say it ('Mini Riders · martes 8…'). */
  about?: string
  /** Called once the cancellation is stored, after the dialog closed. */
  onCancelled?: () => void
} & (
  | { sessionId: string; cancel?: never }
  | { sessionId?: never; cancel: (body: SessionCancelBody) => Promise<unknown> }
)

export function CancelClassDialog(props: CancelClassDialogProps) {
  const { open, onClose, about, onCancelled } = props
  const [reason, setReason] = useState<CancelReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setReason(null)
    setNote('')
    setError(undefined)
    setFailed(false)
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { reason, note: reason === 'other' ? note : undefined }
    const problem = firstError(sessionCancelBodySchema, body)
    setError(problem)
    if (problem || !reason) return
    setBusy(true)
    try {
      const cancel = { reason, note: body.note }
      await (props.cancel ? props.cancel(cancel) : cancelClassSession(props.sessionId, cancel))
      close()
      onCancelled?.()
    } catch (failure) {
      console.error(failure)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const noteError = error && reason === 'other' ? error : undefined
  const reasonError = error && reason !== 'other' ? error : undefined
  return (
    <ModalDialog
      open={open}
      onCancel={close}
      labelledBy="cancel-class-title"
      className="confirm-dialog cancel-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="cancel-class-title">{t.title}</h2>
        {about && <p className="cancel-about">{about}</p>}
        <p>{t.intro}</p>
        <fieldset
          className="cancel-reasons"
          aria-describedby={reasonError ? 'cancel-reason-error' : undefined}
        >
          <legend>{t.reason}</legend>
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="cancel-reason">
              <input
                type="radio"
                name="cancel-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value)
                  setError(undefined)
                }}
              />
              <span>{CANCEL_REASON_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        {reasonError && (
          <p id="cancel-reason-error" className="field-error">
            {reasonError}
          </p>
        )}
        {reason === 'other' && (
          <TextAreaField
            id="cancel-note"
            className="field cancel-note"
            label={t.note}
            rows={2}
            maxLength={200}
            error={noteError}
            value={note}
            onChange={(value) => {
              setNote(value)
              setError(undefined)
            }}
          />
        )}
        {failed && (
          <p className="form-error" role="alert">
            {t.failed}
          </p>
        )}
        <DialogActions
          cancelLabel={t.keep}
          onCancel={close}
          confirmLabel={t.submit}
          confirmDisabled={busy}
        />
      </form>
    </ModalDialog>
  )
}
