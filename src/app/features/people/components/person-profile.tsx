// The person's card: avatar with initials, full name and the personal information of spec §2
// (RUT, Email, Teléfono, Fecha de nacimiento; a dash for what is missing). A family's RUT, e-mail
// and birth date are for admins, read online only (Ley 21.719: devices do not hold them): a
// teacher's card has none of those rows (the server does not send them), and an admin without
// signal is told they need a connection.
import { formatDate } from '#shared/dates.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { formatPhone } from '#shared/phone.ts'
import { formatRut } from '#shared/rut.ts'
import { InfoList } from '#app/components/ui/info-list.tsx'

export interface ProfilePerson {
  name: string
  last_name: string
  rut: string | null
  email: string | null
  phone: string | null
  birth_date: string | null
}

const DASH = '-'

export function initials(person: { name: string; last_name: string }): string {
  return `${person.name.trim().charAt(0)}${person.last_name.trim().charAt(0)}`.toUpperCase()
}

/**
 * 'shown': as given; 'hidden': no RUT, e-mail nor birth date rows (a teacher's view of a family);
 * 'online': they need a connection.
 */
export type FamilyFacts = 'shown' | 'hidden' | 'online'

export function PersonProfile({
  person,
  familyFacts = 'shown',
}: {
  person: ProfilePerson
  familyFacts?: FamilyFacts
}) {
  const f = uiPeople.fields
  const online = uiPeople.detail.onlineOnly
  const rut: [string, string] = [
    f.rut,
    familyFacts === 'online' ? online : person.rut ? formatRut(person.rut) : DASH,
  ]
  const birth: [string, string] = [
    f.birthDate,
    familyFacts === 'online' ? online : person.birth_date ? formatDate(person.birth_date) : DASH,
  ]
  const email: [string, string] = [
    f.email,
    person.email || (familyFacts === 'online' ? online : DASH),
  ]
  const shown = familyFacts !== 'hidden'
  const items: [string, string][] = [
    ...(shown ? [rut, email] : []),
    [f.phone, person.phone ? formatPhone(person.phone) : DASH],
    ...(shown ? [birth] : []),
  ]
  return (
    <section className="people-card person-profile" aria-labelledby="person-name">
      <div className="person-identity">
        <span className="person-avatar" aria-hidden="true">
          {initials(person)}
        </span>
        <h2 id="person-name">
          {person.name} {person.last_name}
        </h2>
      </div>
      <h3 className="people-section-title">{uiPeople.detail.personalInfo}</h3>
      <InfoList className="person-info" rows={items} />
      {familyFacts === 'online' && <p className="notice">{uiPeople.detail.offlineFamilyFacts}</p>}
    </section>
  )
}
