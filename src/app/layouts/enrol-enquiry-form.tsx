// 'Inscribir' on a trial-class request: the people feature's student form, prefilled with what the
// request knows and saved through POST /enquiries/{id}/enroll (student, guardian, group and the
// request's status in one call). It joins two features, so it lives above them, with the routes.
import '#app/features/people/people.css'
import { useState } from 'react'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { PHONE_PREFIX } from '#shared/phone.ts'
import { uiEnquiries as t } from '#app/i18n/ui-families.ts'
import { enrollEnquiry, useAfterEnroll } from '#app/features/enquiries/api/enquiries.ts'
import type { EnrolFormProps } from '#app/features/enquiries/pages/enquiries-page.tsx'
import { CreatePersonForm } from '#app/features/people/components/create-person-form.tsx'
import {
  emptyNewStudentSupporter,
  type NewStudentSupporterValue,
} from '#app/features/people/components/new-student-supporter.tsx'
import { emptyPersonForm, type PersonFormValues } from '#app/features/people/person-form-values.ts'

type Asker = 'rider' | 'guardian'

/** The request's contact as a person form: 'Paula Andrea Rojas' → name 'Paula Andrea', 'Rojas'. */
function contactOf(enquiry: Enquiry): PersonFormValues {
  const words = enquiry.name.trim().split(/\s+/)
  const lastName = words.length > 1 ? words.pop()! : ''
  return {
    ...emptyPersonForm(),
    name: words.join(' '),
    last_name: lastName,
    email: enquiry.email ?? '',
    phone: enquiry.phone || PHONE_PREFIX,
  }
}

/** An adult rider asked for themselves; a child's request came from a guardian. */
function prefill(enquiry: Enquiry, asker: Asker) {
  const contact = contactOf(enquiry)
  if (asker === 'rider') return { values: contact, supporter: emptyNewStudentSupporter() }
  const supporter: NewStudentSupporterValue = {
    ...emptyNewStudentSupporter(),
    mode: 'new',
    supporter: contact,
  }
  return { values: emptyPersonForm(), supporter }
}

export function EnrolEnquiryForm({ enquiry, onDone, onCancel }: EnrolFormProps) {
  const [asker, setAsker] = useState<Asker>(enquiry.child_age >= 18 ? 'rider' : 'guardian')
  const afterEnroll = useAfterEnroll()
  const choices: [Asker, string][] = [
    ['rider', t.enrolRider],
    ['guardian', t.enrolGuardian],
  ]
  const lead = (
    <>
      <fieldset className="new-student-supporter">
        <legend>{t.enrolWho}</legend>
        <div className="supporter-modes">
          {choices.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="enrol-asker"
                checked={asker === value}
                onChange={() => setAsker(value)}
              />{' '}
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {enquiry.group && <p className="field-hint">{t.enrolGroupNote(enquiry.group.name)}</p>}
    </>
  )
  return (
    <div className="enrol-enquiry">
      <CreatePersonForm
        // NOTE: a new key starts the form again from the other prefill when the answer changes.
        key={asker}
        kind="students"
        title={t.enrolTitle(enquiry.name)}
        submitLabel={t.enrolSave}
        lead={lead}
        initial={prefill(enquiry, asker)}
        save={async (body) => {
          const { student } = await enrollEnquiry(enquiry.id, body)
          await afterEnroll()
          return student
        }}
        onCreated={(student) => onDone(`${student.name} ${student.last_name}`)}
      />
      <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
        {t.enrolCancel}
      </button>
    </div>
  )
}
