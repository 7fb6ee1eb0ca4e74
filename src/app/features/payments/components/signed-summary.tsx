import type { PortalConsents } from '#shared/contract/consent.ts'
import { asWrittenInSantiago, formatDate } from '#shared/santiago-clock.ts'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { consentsPdfUrl } from '../api/consents.ts'

type Child = PortalConsents['children'][number]

/** What each child has answered (the versions in force) and the PDF of what was signed. */
export function SignedSummary({
  consents,
  children,
}: {
  consents: PortalConsents
  children: Child[]
}) {
  const titleOf = (kind: string) => consents.documents.find((doc) => doc.kind === kind)?.title
  const allDone = consents.pending === 0
  return (
    <section className="signed-summary" role="status">
      <p className="form-success">{allDone ? t.allDone : t.done}</p>
      {children.map((child) => (
        <div key={child.id} className="signed-child">
          <h2>{child.name}</h2>
          <ul>
            {child.statuses.map((status) => (
              <li key={status.kind} className={`signed-${status.state}`}>
                <span>{titleOf(status.kind)}</span>
                <strong>
                  {t.state[status.state]}
                  {status.signed_at &&
                    ` ${t.signedOn(formatDate(asWrittenInSantiago(status.signed_at)))}`}
                </strong>
              </li>
            ))}
          </ul>
          {child.has_signatures && (
            <a className="btn btn-secondary btn-block" href={consentsPdfUrl(child.id)} download>
              {t.pdf(child.name.split(' ')[0]!)}
            </a>
          )}
        </div>
      ))}
      <p className="field-hint">{t.pdfHint}</p>
    </section>
  )
}
