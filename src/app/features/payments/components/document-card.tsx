import { Suspense, useId, useState } from 'react'
import type { ConsentDocument } from '#shared/contract/consent.ts'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { lazyNamed } from '#app/lib/lazy-named.ts'

// NOTE: loaded when the guardian opens a document: micromark stays out of the portal's pages.
const MarkdownText = lazyNamed(() => import('#app/components/ui/markdown-text.tsx'), 'MarkdownText')

const day = (iso: string) => iso.split('-').reverse().join('-')

interface DocumentCardProps {
  document: ConsentDocument
  /** true accepted/authorised, false refused (photos only), undefined not answered. */
  answer: boolean | undefined
  onAnswer: (answer: boolean | undefined) => void
  /** The children it is still missing for, when not all of those shown. */
  forNames: string | null
  /** The children whose accepted earlier version this one replaced (why it asks again). */
  renewNames: string | null
}

/** One document: its condition, its text (collapsible) and the guardian's answer to it. */
export function DocumentCard({
  document: doc,
  answer,
  onAnswer,
  forNames,
  renewNames,
}: DocumentCardProps) {
  const titleId = useId()
  const [open, setOpen] = useState(false)
  return (
    <section className="document-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{doc.title}</h2>
      <p className="document-meta">
        <span className={doc.required_to_ride ? 'document-tag required' : 'document-tag'}>
          {doc.required_to_ride ? t.required : doc.refusable ? t.voluntary : null}
        </span>
        {t.validFrom(day(doc.valid_from))}
        {forNames && ` · ${t.forChildren(forNames)}`}
      </p>
      {renewNames && (
        <p className="document-renew">
          {doc.kind === 'health_consent' ? t.renewHealth(renewNames) : t.renew(renewNames)}
        </p>
      )}
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t.read}</summary>
        {open && (
          <Suspense fallback={<div className="markdown document-plain">{doc.body}</div>}>
            <MarkdownText source={doc.body} className="document-text" />
          </Suspense>
        )}
      </details>
      {doc.refusable ? (
        <fieldset className="document-choice">
          <legend>{t.photosQuestion}</legend>
          <label className="choice">
            <input
              type="radio"
              name={`answer-${doc.kind}`}
              checked={answer === true}
              onChange={() => onAnswer(true)}
            />
            <span>{t.authorize}</span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name={`answer-${doc.kind}`}
              checked={answer === false}
              onChange={() => onAnswer(false)}
            />
            <span>{t.refuse}</span>
          </label>
        </fieldset>
      ) : (
        <label className="choice">
          <input
            type="checkbox"
            checked={answer === true}
            onChange={(event) => onAnswer(event.target.checked ? true : undefined)}
          />
          <span>
            {t.accept} <span className="visually-hidden">{doc.title}</span>
          </span>
        </label>
      )}
    </section>
  )
}
