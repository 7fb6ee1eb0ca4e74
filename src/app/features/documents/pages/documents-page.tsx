// Documentos (admins): the school's terms, privacy policy, waiver and consents. Each kind shows
// its version in force and its history; 'Nueva versión' opens the Markdown editor with a preview.
import '#app/styles/card.css'
import '#app/styles/inline-form.css'
import '#app/styles/section-head.css'
import '../documents.css'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { DOCUMENT_KINDS, type DocumentKind } from '#shared/documents.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { uiDocuments as t } from '#app/i18n/ui-documents.ts'
import { SuccessNote } from '#app/components/ui/form-message.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { QueryStatus } from '#app/components/ui/query-status.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { useDocuments } from '../api/get-documents.ts'
import { DocumentCard } from '../components/document-card.tsx'

export function DocumentsPage() {
  const online = useOnline()
  const { data, isError } = useDocuments()
  const [editing, setEditing] = useState<DocumentKind | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  return (
    <div className="documents">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      <p>
        <Link className="btn btn-secondary" to="/documents/families">
          {t.familiesLink}
        </Link>{' '}
        <Link className="btn btn-secondary" to="/documents/register">
          {t.registerLink}
        </Link>
      </p>
      <div className="notice document-notice" role="note">
        <p>{t.notice}</p>
        <p>{t.noticeResign}</p>
      </div>
      {!online && <p className="text-muted">{uiAdmin.offlineReadOnly}</p>}
      <SuccessNote message={saved} />
      {data ? (
        DOCUMENT_KINDS.map((kind) => (
          <DocumentCard
            key={kind}
            kind={kind}
            versions={data.filter((v) => v.kind === kind)}
            editing={editing === kind}
            online={online}
            onEdit={() => {
              setSaved(null)
              setEditing(kind)
            }}
            onDone={(message) => {
              setEditing(null)
              setSaved(message)
            }}
          />
        ))
      ) : (
        <QueryStatus isError={isError} errorText={t.loadError} />
      )}
    </div>
  )
}
