import { useId } from 'react'
import { portalValidationMessages as validationMessages } from '#shared/i18n/portal-validation.ts'
import { isBirthDate } from '#shared/santiago-clock.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useRecognize } from '../api/portal-recognition.ts'
import { useCheckedText } from './use-checked-text.ts'

/** 'Is this the guardian?': a child's birth date reveals names, class dates and receipts. */
export function RecognizeForm({ rut }: { rut: string }) {
  const recognize = useRecognize()
  const field = useCheckedText(
    (text) => (isBirthDate(text) ? null : validationMessages.portalBirthDateInvalid),
    (birth_date, setError) =>
      recognize.mutate(
        { rut, birth_date },
        {
          onSuccess: (answer) => setError(answer.recognized ? null : t.notRecognized),
          onError: () => setError(t.recognizeFailed),
        },
      ),
  )
  const inputId = useId()
  const titleId = useId()

  return (
    <section className="recognize-box" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.recognizeTitle}</h2>
      <p className="text-muted">{t.recognizeIntro}</p>
      <form className="recognize-form" noValidate onSubmit={field.onSubmit}>
        <FormField id={inputId} label={t.birthDate} error={field.error ?? undefined} alert>
          {(aria) => (
            <input
              id={inputId}
              className="input"
              type="date"
              name="birth_date"
              value={field.value}
              {...aria}
              onChange={field.onChange}
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
