// 'Emergencia y salud' on a student's page (admins): contacts, health notes, insurance and the
// guardian's consent. The contract's schema checks the form, so the form and the API agree
// (health notes need the consent box ticked).
import { useState } from 'react'
import {
  emergencyCardBodySchema,
  type EmergencyCard,
  type EmergencyCardBody,
} from '#shared/contract/emergency.ts'
import { formatPhone } from '#shared/phone.ts'
import { uiEmergency } from '#app/i18n/ui-emergency.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useEmergencyCard, useSaveEmergencyCard } from '../api/emergency-card.ts'
import { PeopleCard } from './people-card.tsx'

const t = uiEmergency.form
type Errors = Record<string, string>
type Contact = { name: string; relation: string; phone: string }
type Values = Omit<Required<EmergencyCardBody>, 'contacts' | 'consent_date'> & {
  contacts: Contact[]
  consent_date: string
}

const toValues = (card: EmergencyCard): Values => ({
  contacts: card.contacts.map((c) => ({ ...c, phone: formatPhone(c.phone) })),
  allergies: card.allergies,
  conditions: card.conditions,
  medication: card.medication,
  insurance_provider: card.insurance_provider,
  insurance_plan: card.insurance_plan,
  consent: card.consent,
  consent_date: card.consent_date ?? '',
})

export function EmergencySection({ studentId }: { studentId: string }) {
  const query = useEmergencyCard(studentId)
  // Held here so the outcome survives the form re-rendering with the saved card.
  const save = useSaveEmergencyCard(studentId)
  return (
    <PeopleCard id="emergency" title={t.title} className="emergency-section">
      {query.data ? (
        <EmergencyForm card={query.data} save={save} />
      ) : query.error ? (
        <p className="form-error" role="alert">
          {errorMessage(query.error, t.loadError)}
        </p>
      ) : (
        <p className="table-status">{uiEmergency.loading}</p>
      )}
    </PeopleCard>
  )
}

interface FormProps {
  card: EmergencyCard
  save: ReturnType<typeof useSaveEmergencyCard>
}

function EmergencyForm({ card, save }: FormProps) {
  const [values, setValues] = useState<Values>(() => toValues(card))
  const [errors, setErrors] = useState<Errors>({})
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }))
    if (save.isSuccess) save.reset()
  }
  const setContact = (i: number, patch: Partial<Contact>) =>
    set({ contacts: values.contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)) })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const body = { ...values, consent_date: values.consent_date || null }
    const parsed = emergencyCardBodySchema.safeParse(body)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    save.mutate(body)
  }

  const field = (name: keyof Values, label: string, multiline = false) => {
    const id = `emergency-${name}`
    return (
      <FormField id={id} label={label} error={errors[name]} alert>
        {(aria) => {
          const props = {
            id,
            value: String(values[name]),
            ...aria,
            onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
          }
          return multiline ? <textarea rows={2} {...props} /> : <input {...props} />
        }}
      </FormField>
    )
  }

  const contactField = (i: number, name: keyof Contact, label: string) => {
    const id = `emergency-contact-${i}-${name}`
    return (
      <FormField id={id} label={label} error={errors[`contacts.${i}.${name}`]} alert>
        {(aria) => (
          <input
            id={id}
            value={values.contacts[i]![name]}
            inputMode={name === 'phone' ? 'tel' : undefined}
            {...aria}
            onChange={(e) => setContact(i, { [name]: e.target.value })}
          />
        )}
      </FormField>
    )
  }

  return (
    <form className="emergency-form" noValidate onSubmit={submit}>
      {values.contacts.map((_, i) => (
        <fieldset key={i} className="emergency-contact">
          <legend>{t.contact(i + 1)}</legend>
          {contactField(i, 'name', t.contactName)}
          {contactField(i, 'relation', t.relation)}
          {contactField(i, 'phone', t.phone)}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => set({ contacts: values.contacts.filter((__, j) => j !== i) })}
          >
            {t.removeContact(i + 1)}
          </button>
        </fieldset>
      ))}
      {errors.contacts && <p className="field-error">{errors.contacts}</p>}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() =>
          set({ contacts: [...values.contacts, { name: '', relation: '', phone: '' }] })
        }
      >
        {t.addContact}
      </button>
      {field('allergies', uiEmergency.allergies, true)}
      {field('conditions', uiEmergency.conditions, true)}
      {field('medication', uiEmergency.medication, true)}
      {field('insurance_provider', uiEmergency.provider)}
      {field('insurance_plan', uiEmergency.plan)}
      <div className="field field-checkbox">
        <label>
          <input
            type="checkbox"
            checked={values.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'emergency-consent-error' : undefined}
            onChange={(e) => set({ consent: e.target.checked })}
          />{' '}
          {t.consent}
        </label>
        {errors.consent && (
          <p id="emergency-consent-error" className="field-error" role="alert">
            {errors.consent}
          </p>
        )}
      </div>
      <FormField
        id="emergency-consent_date"
        label={t.consentDate}
        error={errors.consent_date}
        alert
      >
        {(aria) => (
          <input
            id="emergency-consent_date"
            type="date"
            value={values.consent_date}
            {...aria}
            onChange={(e) => set({ consent_date: e.target.value })}
          />
        )}
      </FormField>
      {card.consent && card.consent_recorded_by && card.consent_recorded_at && (
        <p className="field-hint">
          {t.consentBy(
            card.consent_recorded_by,
            new Date(card.consent_recorded_at).toLocaleDateString('es-CL'),
          )}
        </p>
      )}
      {card.health_consent_signed === false && <p className="notice">{t.notSigned}</p>}
      {save.error && (
        <p className="form-error" role="alert">
          {errorMessage(save.error, t.error)}
        </p>
      )}
      {save.isSuccess && <p role="status">{t.saved}</p>}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </button>
    </form>
  )
}
