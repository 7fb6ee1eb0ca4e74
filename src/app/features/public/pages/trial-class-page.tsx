// 'Clase de prueba': the public form a family fills in to ask for a first class (loaded on demand,
// so the home page stays light). A schedule link names the group (`?grupo=<slug>`), shown on top
// with its ages; a full group, or `&espera=1`, makes it a waiting-list request (the server has the
// last word). Checked with the API's own rules before sending, with the mistakes in Spanish beside
// each field; a hidden field catches bots; WhatsApp as the other way.
import '../trial-class.css'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
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
import { isAgeOutside } from '#shared/waitlist.ts'
import type { PublicGroup } from '#shared/contract/schedule.ts'
import { usePublicGroup } from '../api/get-public-schedule.ts'
import { WhatsappLink } from '../components/whatsapp-link.tsx'
import { TextPage } from './text-page.tsx'

type Field = 'name' | 'child_age' | 'level' | 'phone' | 'email' | 'message'
const EMPTY: Record<Field | 'website', string> = {
  name: '',
  child_age: '',
  level: '',
  phone: '',
  email: '',
  message: '',
  website: '',
}

export function TrialClassPage() {
  const [params] = useSearchParams()
  const slug = params.get('grupo')
  const group = useTrialGroup(slug)
  const waitlist = params.get('espera') === '1' || group?.spots_left === 'full'
  useDocumentTitle(waitlist ? t.waitlistTitle : t.title)
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
      email: values.email.trim() || undefined,
      website: values.website || undefined,
      ...(slug ? { group: slug } : {}),
      ...(waitlist ? { waitlist: true } : {}),
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
          <p>{waitlist ? t.thanksWaitlist : t.thanksText}</p>
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

  const age = Number(values.child_age)
  const outside =
    group && values.child_age.trim() !== '' && Number.isInteger(age) && isAgeOutside(age, group)

  return (
    <TextPage
      title={waitlist ? t.waitlistTitle : t.title}
      intro={waitlist ? t.waitlistIntro : t.intro}
    >
      {group && <ChosenGroup group={group} />}
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
                aria-describedby={
                  errors.child_age
                    ? 'trial-child_age-error'
                    : outside
                      ? 'trial-age-warning'
                      : 'trial-age-hint'
                }
                onChange={(e) => set('child_age')(e.target.value)}
              />
              {outside ? (
                <p id="trial-age-warning" className="field-hint trial-warning" role="status">
                  {t.ageOutside(group.age_min, group.age_max)}
                </p>
              ) : (
                <p id="trial-age-hint" className="field-hint">
                  {t.ageHint}
                </p>
              )}
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
          <TrialField field="email" label={t.email} error={errors.email}>
            <input
              {...input('email')}
              type="email"
              autoComplete="email"
              aria-describedby={errors.email ? 'trial-email-error' : 'trial-email-hint'}
              onChange={(e) => set('email')(e.target.value)}
            />
            <p id="trial-email-hint" className="field-hint">
              {t.emailHint}
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
            {sending ? t.sending : waitlist ? t.submitWaitlist : t.submit}
          </button>
        </fieldset>
      </form>
      {whatsapp}
    </TextPage>
  )
}

/** The group a schedule link names (`?grupo=<slug>`); null without one, or while it loads. */
function useTrialGroup(slug: string | null): PublicGroup | null {
  // NOTE: keyed by the slug inside usePublicGroup; no link, no question asked.
  return usePublicGroup(slug ?? '', slug !== null).data ?? null
}

/** The group the schedule's link named, with its ages and whether it is full. */
function ChosenGroup({ group }: { group: PublicGroup }) {
  return (
    <section className="trial-group" aria-label={t.group}>
      <p className="trial-group-label">{t.group}</p>
      <p className="trial-group-name">{group.name}</p>
      <p className="trial-group-ages">{t.ages(group.age_min, group.age_max)}</p>
      {group.spots_left === 'full' && <p className="trial-group-full">{t.groupFull}</p>}
    </section>
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
