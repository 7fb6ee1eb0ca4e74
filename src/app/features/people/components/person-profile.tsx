// The person's card: avatar with initials, full name and the personal information of spec §2
// (RUT, Email, Teléfono, Fecha de nacimiento; a dash for what is missing).
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

export function PersonProfile({ person }: { person: ProfilePerson }) {
  const f = uiPeople.fields
  const items: [string, string][] = [
    [f.rut, person.rut ? formatRut(person.rut) : DASH],
    [f.email, person.email || DASH],
    [f.phone, person.phone ? formatPhone(person.phone) : DASH],
    [f.birthDate, person.birth_date ? formatDate(person.birth_date) : DASH],
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
    </section>
  )
}
