import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { portalValidationMessages as validationMessages } from '#shared/i18n/portal-validation.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatRut, isValidRut } from '#shared/rut.ts'

/** The portal's RUT entry: a valid RUT opens /payments/{rut}, anything else explains the format. */
export function RutForm() {
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const noticeId = useId()
  const errorId = useId()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidRut(value)) {
      setError(validationMessages.portalRutInvalid)
      return
    }
    navigate(`/payments/${formatRut(value.trim())}`)
  }

  return (
    <form className="rut-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={inputId}>{t.rutLabel}</label>
        <p id={noticeId} className="field-hint">
          {t.guardianNotice}
        </p>
        <input
          id={inputId}
          className="input input-rut"
          name="rut"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.rutPlaceholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noticeId} ${errorId}` : noticeId}
          onChange={(event) => {
            setValue(event.target.value)
            setError(null)
          }}
          onBlur={() => {
            if (isValidRut(value)) setValue(formatRut(value.trim()))
          }}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-pay btn-large btn-block">
        {t.submit}
      </button>
    </form>
  )
}
