// 'Cancelar clase': a modal asking why (Lluvia, Sendero cerrado, Otro motivo with its text). The
// cancellation is written to the local store and queued for the server (session.cancel), so it
// works with no signal; the page then shows the class as cancelled.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  sessionCancelBodySchema,
  type CancelReason,
} from '#shared/contract/class-sessions.ts'
import { firstError } from '#app/lib/contract-errors.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { cancelClassSession } from '#app/offline/mutations.ts'

const t = uiField.cancel

interface CancelClassDialogProps {
  sessionId: string
  open: boolean
  onClose: () => void
}

export function CancelClassDialog({ sessionId, open, onClose }: CancelClassDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState<CancelReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal?.()
    if (!open && element.open) element.close()
  }, [open])

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
      await cancelClassSession(sessionId, { reason, note: body.note })
      close()
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
    <dialog
      ref={dialog}
      className="confirm-dialog cancel-dialog"
      aria-labelledby="cancel-class-title"
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="cancel-class-title">{t.title}</h2>
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
          <div className="field cancel-note">
            <label htmlFor="cancel-note">{t.note}</label>
            <textarea
              id="cancel-note"
              className="input"
              rows={2}
              maxLength={200}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'cancel-note-error' : undefined}
              value={note}
              onChange={(e) => {
                setNote(e.target.value)
                setError(undefined)
              }}
            />
            {noteError && (
              <p id="cancel-note-error" className="field-error">
                {noteError}
              </p>
            )}
          </div>
        )}
        {failed && (
          <p className="form-error" role="alert">
            {t.failed}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t.keep}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t.submit}
          </button>
        </div>
      </form>
    </dialog>
  )
}
