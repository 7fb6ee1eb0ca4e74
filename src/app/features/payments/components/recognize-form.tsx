import { useId, useState, type FormEvent } from 'react'
import { portalValidationMessages as validationMessages } from '#shared/i18n/portal-validation.ts'
import { isBirthDate } from '#shared/santiago-clock.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useRecognize } from '../api/portal-recognition.ts'

/** 'Is this the guardian?': a child's birth date reveals names, class dates and receipts. */
export function RecognizeForm({ rut }: { rut: string }) {
  const recognize = useRecognize()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const titleId = useId()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isBirthDate(value)) {
      setError(validationMessages.portalBirthDateInvalid)
      return
    }
    recognize.mutate(
      { rut, birth_date: value },
      {
        onSuccess: (answer) => setError(answer.recognized ? null : t.notRecognized),
        onError: () => setError(t.recognizeFailed),
      },
    )
  }

  return (
    <section className="recognize-box" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.recognizeTitle}</h2>
      <p className="text-muted">{t.recognizeIntro}</p>
      <form className="recognize-form" noValidate onSubmit={onSubmit}>
        <FormField id={inputId} label={t.birthDate} error={error ?? undefined} alert>
          {(aria) => (
            <input
              id={inputId}
              className="input"
              type="date"
              name="birth_date"
              value={value}
              {...aria}
              onChange={(event) => {
                setValue(event.target.value)
                setError(null)
              }}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={recognize.isPending}>
          {recognize.isPending ? t.recognizing : t.recognize}
        </button>
      </form>
    </section>
  )
}
