// What the emergency card shows: guardian and contacts with call and WhatsApp buttons, health
// notes and insurance — or, without the guardian's signed health consent (the card then arrives
// without them), why they are not there. Pure: the data comes from the offline store
// (emergency-card-button.tsx).
import { Fragment } from 'react'
import { uiEmergency as t } from '#app/i18n/ui-emergency.ts'
import type { LocalEmergencyCard } from '#app/offline/db.ts'
import { formatPhone, whatsappUrl } from '#shared/phone.ts'
import { telHref } from './phone-links.ts'

export interface CardPerson {
  name: string
  relation: string
  phone: string | null
}

function Reach({ person }: { person: CardPerson }) {
  // A landline has no WhatsApp: only the call button.
  const chat = person.phone ? whatsappUrl(person.phone) : null
  return (
    <li className="emergency-person">
      <div>
        <strong>{person.name}</strong>
        <span className="emergency-relation"> · {person.relation}</span>
        {person.phone && <div className="emergency-phone">{formatPhone(person.phone)}</div>}
      </div>
      {person.phone && (
        <div className="emergency-actions">
          <a
            className="btn btn-primary"
            href={telHref(person.phone)}
            aria-label={t.call(person.name)}
          >
            {t.callShort}
          </a>
          {chat && (
            <a
              className="btn btn-secondary"
              href={chat}
              target="_blank"
              rel="noreferrer"
              aria-label={t.whatsapp(person.name)}
            >
              {t.whatsappShort}
            </a>
          )}
        </div>
      )}
    </li>
  )
}

const orNone = (value: string) => (value.trim() ? value : t.none)

export function EmergencyCardView(props: {
  guardian: CardPerson | null
  card: LocalEmergencyCard | undefined
}) {
  const { guardian, card } = props
  const people = [...(guardian ? [guardian] : []), ...(card?.contacts ?? [])]
  return (
    <div className="emergency-card">
      <h3>{t.contacts}</h3>
      {people.length === 0 ? (
        <p>{t.noContacts}</p>
      ) : (
        <ul className="emergency-people">
          {people.map((person, i) => (
            <Reach key={i} person={person} />
          ))}
        </ul>
      )}
      {!card ? (
        <p className="emergency-missing">{t.missing}</p>
      ) : card.health_consent_signed === false ? (
        <p className="emergency-missing emergency-no-consent">{t.noHealthConsent}</p>
      ) : (
        <>
          <Facts
            title={t.health}
            facts={[
              [t.allergies, card.allergies],
              [t.conditions, card.conditions],
              [t.medication, card.medication],
            ]}
          />
          <Facts
            title={t.insurance}
            facts={[
              [t.provider, card.insurance_provider],
              [t.plan, card.insurance_plan],
            ]}
          />
        </>
      )}
      <p className="emergency-audit">{t.auditNote}</p>
    </div>
  )
}

/** A titled list of what the card says (each label with its text, or that there is none). */
function Facts({ title, facts }: { title: string; facts: [label: string, text: string][] }) {
  return (
    <>
      <h3>{title}</h3>
      <dl className="emergency-facts">
        {facts.map(([label, text]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{orNone(text)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  )
}
