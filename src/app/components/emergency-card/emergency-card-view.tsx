// What the emergency card shows: first the allergies and medication (what a hurt child needs
// known), then the guardian and contacts with call and WhatsApp buttons, and the insurance — or
// why the health notes are not there: no signed health consent (the card then arrives without
// them), no card at all ('Sin ficha registrada'), or a device that cannot tell (never synced).
// Pure: the data comes from the offline store (emergency-card-button.tsx).
import { uiEmergency as t } from '#app/i18n/ui-emergency.ts'
import type { CardOnDevice } from '#app/offline/card-views.ts'
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

export function EmergencyCardView(props: { guardian: CardPerson | null; card: CardOnDevice }) {
  const { guardian } = props
  const card = props.card.state === 'card' ? props.card.card : undefined
  const people = [...(guardian ? [guardian] : []), ...(card?.contacts ?? [])]
  const health = card && card.health_consent_signed !== false ? card : undefined
  return (
    <div className="emergency-card">
      {/* What a hurt child needs first: allergies and medication, or why they are not here. */}
      {health ? (
        <Facts
          title={t.health}
          facts={[
            [t.allergies, health.allergies, true],
            [t.medication, health.medication, true],
            [t.conditions, health.conditions, false],
          ]}
        />
      ) : card ? (
        <p className="emergency-missing emergency-no-consent">{t.noHealthConsent}</p>
      ) : props.card.state === 'none' ? (
        <div className="emergency-missing emergency-no-card">
          <p className="emergency-no-card-title">{t.noCard}</p>
          <p>{t.noCardHint}</p>
        </div>
      ) : (
        <p className="emergency-missing">{t.missing}</p>
      )}
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
      {health && (
        <Facts
          title={t.insurance}
          facts={[
            [t.provider, health.insurance_provider, false],
            [t.plan, health.insurance_plan, false],
          ]}
        />
      )}
      <p className="emergency-audit">{t.auditNote}</p>
    </div>
  )
}

/**
 * A titled list of what the card says (each label with its text, or that there is none); an
 * `alert` fact with text stands out (an allergy, a medication).
 */
function Facts({
  title,
  facts,
}: {
  title: string
  facts: [label: string, text: string, alert: boolean][]
}) {
  return (
    <>
      <h3>{title}</h3>
      <dl className="emergency-facts">
        {facts.map(([label, text, alert]) => (
          <div key={label} className={alert && text.trim() ? 'emergency-fact-alert' : undefined}>
            <dt>{label}</dt>
            <dd>{orNone(text)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
