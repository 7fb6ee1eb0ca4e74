import { useId } from 'react'
import { useNavigate } from 'react-router-dom'
import { portalValidationMessages as validationMessages } from '#shared/i18n/portal-validation.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatRut, isValidRut } from '#shared/rut.ts'
import { useCheckedText } from './use-checked-text.ts'

/** The portal's RUT entry: a valid RUT opens /payments/{rut}, anything else explains the format. */
export function RutForm() {
  const navigate = useNavigate()
  const field = useCheckedText(
    (text) => (isValidRut(text) ? null : validationMessages.portalRutInvalid),
    (rut) => navigate(`/payments/${formatRut(rut.trim())}`),
  )
  const { value, error } = field
  const inputId = useId()
  const noticeId = useId()
  const errorId = useId()

  return (
    <form className="rut-form" noValidate onSubmit={field.onSubmit}>
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
          onChange={field.onChange}
          onBlur={() => {
            if (isValidRut(value)) field.setValue(formatRut(value.trim()))
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
