// One of the school's documents: its version in force (or none yet), the versions to come, the
// history of every version (read-only: a version is never edited) and 'Nueva versión'.
import type { DocumentVersion, DocumentVersionState } from '#shared/contract/documents.ts'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { formatCalendarDay } from '#shared/dates.ts'
import { uiDocuments as t } from '#app/i18n/ui-documents.ts'
import { MarkdownText } from '#app/components/ui/markdown-text.tsx'
import { StatusBadge, type BadgeTone } from '#app/components/ui/status-badge.tsx'
import { NewVersionForm } from './new-version-form.tsx'

const TONES: Record<DocumentVersionState, BadgeTone> = {
  in_force: 'success',
  scheduled: 'info',
  replaced: 'muted',
}

interface DocumentCardProps {
  kind: DocumentKind
  /** This kind's versions, the latest 'vigente desde' first. */
  versions: readonly DocumentVersion[]
  editing: boolean
  online: boolean
  onEdit: () => void
  onDone: (message: string | null) => void
}

function VersionLine({ version }: { version: DocumentVersion }) {
  const author = version.created_by
    ? `${version.created_by.name} ${version.created_by.last_name}`.trim()
    : null
  return (
    <li className="document-version">
      <div className="document-version-head">
        <StatusBadge tone={TONES[version.state]}>{t.states[version.state]}</StatusBadge>
        <span>
          {t.validFrom} {formatCalendarDay(version.valid_from)}
        </span>
        <strong>{version.title}</strong>
      </div>
      <details>
        <summary>{t.showText}</summary>
        <p className="document-meta">
          {author && (
            <>
              {t.author}: {author} ·{' '}
            </>
          )}
          {t.hash}: <code>{version.content_hash}</code>
        </p>
        <MarkdownText source={version.body} className="document-history-text" />
      </details>
    </li>
  )
}

export function DocumentCard(props: DocumentCardProps) {
  const { kind, versions, editing, online, onEdit, onDone } = props
  const name = DOCUMENT_NAMES[kind]
  const current = versions.find((v) => v.state === 'in_force')
  const scheduled = versions.filter((v) => v.state === 'scheduled')
  const headingId = `document-${kind}-name`
  return (
    <section className="card document-card" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{name}</h2>
        {!editing && (
          <button type="button" className="btn btn-primary" disabled={!online} onClick={onEdit}>
            {t.newVersion}
          </button>
        )}
      </div>
      <p className="document-current">
        {current ? (
          <>
            <StatusBadge tone="success">{t.inForce}</StatusBadge> {current.title},{' '}
            {t.since(formatCalendarDay(current.valid_from))}
          </>
        ) : (
          t.none
        )}
      </p>
      {scheduled.map((v) => (
        <p key={v.id} className="document-current">
          <StatusBadge tone="info">{t.states.scheduled}</StatusBadge> {v.title},{' '}
          {t.since(formatCalendarDay(v.valid_from))}
        </p>
      ))}
      {editing && (
        <NewVersionForm
          kind={kind}
          from={scheduled[0] ?? current}
          disabled={!online}
          onDone={onDone}
        />
      )}
      {versions.length > 0 && (
        <details className="document-history">
          <summary>{t.history(versions.length)}</summary>
          <ul aria-label={t.historyCaption(name)}>
            {versions.map((version) => (
              <VersionLine key={version.id} version={version} />
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
