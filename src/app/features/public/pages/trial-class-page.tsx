// 'Clase de prueba': the public form a family fills in to ask for a first class (loaded on demand,
// so the home page stays light). Checked with the API's own rules before sending, with the
// mistakes in Spanish beside each field; a hidden field catches bots; WhatsApp as the other way.
import '../trial-class.css'
import { useState, type FormEvent, type ReactNode } from 'react'
import {
  ENQUIRY_AGE,
  ENQUIRY_LEVEL_LABELS,
  ENQUIRY_LEVELS,
  enquiryBodySchema,
  enquiryReceivedSchema,
} from '#shared/contract/enquiries.ts'
import { uiTrialClass as t } from '#app/i18n/ui-trial-class.ts'
import { api } from '#app/lib/api-client.ts'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { WhatsappLink } from '../components/whatsapp-link.tsx'
import { TextPage } from './text-page.tsx'

type Field = 'name' | 'child_age' | 'level' | 'phone' | 'message'
const EMPTY: Record<Field | 'website', string> = {
  name: '',
  child_age: '',
  level: '',
  phone: '',
  message: '',
  website: '',
}

export function TrialClassPage() {
  useDocumentTitle(t.title)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (field !== 'website') setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    const body = {
      ...values,
      child_age: values.child_age.trim() === '' ? undefined : Number(values.child_age),
      website: values.website || undefined,
    }
    const parsed = enquiryBodySchema.safeParse(body)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= issue.message
      }
      setErrors(found)
      setFailure(t.fixErrors)
      return
    }
    setSending(true)
    try {
      await api.post('/enquiries', body, { auth: false, schema: enquiryReceivedSchema })
      setSent(true)
    } catch (error) {
      // NOTE: the limits' own detail says usted; the public site speaks tú.
      const tooMany = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS'
      setFailure(tooMany ? t.tooMany : errorMessage(error, t.sendError))
    } finally {
      setSending(false)
    }
  }

  const whatsapp = (
    <p className="page-cta">
      {t.orWhatsapp} <WhatsappLink text={t.whatsappGreeting} label={t.whatsapp} />
    </p>
  )

  if (sent) {
    return (
      <TextPage title={t.title}>
        <div className="form-success trial-thanks" role="status">
          <h2>{t.thanksTitle}</h2>
          <p>{t.thanksText}</p>
        </div>
        {whatsapp}
      </TextPage>
    )
  }

  const input = (field: Field) => ({
    id: `trial-${field}`,
    name: field,
    className: 'input',
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `trial-${field}-error` : undefined,
  })

  return (
    <TextPage title={t.title} intro={t.intro}>
      <form className="form trial-form" onSubmit={submit} noValidate>
        <fieldset className="form-fields" disabled={sending}>
          <TrialField field="name" label={t.name} error={errors.name}>
            <input
              {...input('name')}
              autoComplete="name"
              onChange={(e) => set('name')(e.target.value)}
            />
          </TrialField>
          <div className="trial-pair">
            <TrialField field="child_age" label={t.childAge} error={errors.child_age}>
              <input
                {...input('child_age')}
                type="number"
                inputMode="numeric"
                min={ENQUIRY_AGE.min}
                max={ENQUIRY_AGE.max}
                onChange={(e) => set('child_age')(e.target.value)}
              />
            </TrialField>
            <TrialField field="level" label={t.level} error={errors.level}>
              <select {...input('level')} onChange={(e) => set('level')(e.target.value)}>
                <option value="">{t.levelPlaceholder}</option>
                {ENQUIRY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {ENQUIRY_LEVEL_LABELS[level]}
                  </option>
                ))}
              </select>
            </TrialField>
          </div>
          <TrialField field="phone" label={t.phone} error={errors.phone}>
            <input
              {...input('phone')}
              type="tel"
              autoComplete="tel"
              aria-describedby={errors.phone ? 'trial-phone-error' : 'trial-phone-hint'}
              onChange={(e) => set('phone')(e.target.value)}
            />
            <p id="trial-phone-hint" className="field-hint">
              {t.phoneHint}
            </p>
          </TrialField>
          <TrialField field="message" label={t.message} error={errors.message}>
            <textarea
              {...input('message')}
              rows={4}
              placeholder={t.messageHint}
              onChange={(e) => set('message')(e.target.value)}
            />
          </TrialField>
          {/* NOTE: people never see this field; bots fill it in and are then not stored. */}
          <div className="trial-hp" aria-hidden="true">
            <label htmlFor="trial-website">{t.website}</label>
            <input
              id="trial-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => set('website')(e.target.value)}
            />
          </div>
          <p className="field-hint">{t.privacy}</p>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-accent btn-large">
            {sending ? t.sending : t.submit}
          </button>
        </fieldset>
      </form>
      {whatsapp}
    </TextPage>
  )
}

/** A labelled control of the form with its mistake under it (`trial-<field>-error`). */
function TrialField(props: { field: Field; label: string; error?: string; children: ReactNode }) {
  const { field, label, error, children } = props
  return (
    <div className="field">
      <label htmlFor={`trial-${field}`}>{label}</label>
      {children}
      {error && (
        <p id={`trial-${field}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
