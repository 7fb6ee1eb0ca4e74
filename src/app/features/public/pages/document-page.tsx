// A public page showing the version in force of one of the school's documents (terms, privacy
// policy): its title, 'Vigente desde', the Markdown text, then whom to write to. The title band
// is there from the first paint (the document's usual name), so nothing jumps when the text comes.
import '../document-page.css'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { inForceSince } from '#shared/i18n/documents.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { MarkdownText } from '#app/components/ui/markdown-text.tsx'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { usePublicDocument } from '../api/get-public-document.ts'
import { TextPage } from './text-page.tsx'

export function DocumentPage({ kind, contact }: { kind: DocumentKind; contact: string }) {
  const { data, isError, refetch, isFetching } = usePublicDocument(kind)
  return (
    <TextPage title={data?.title ?? DOCUMENT_NAMES[kind]}>
      {data ? (
        <>
          <p className="updated">{inForceSince(data.valid_from)}</p>
          <MarkdownText source={data.body} className="document-text" />
        </>
      ) : isError ? (
        <div className="document-status" role="alert">
          <p>{t.documentError}</p>
          <button type="button" className="btn btn-primary" disabled={isFetching} onClick={refetch}>
            {t.documentRetry}
          </button>
        </div>
      ) : (
        <p className="document-status" role="status">
          {t.documentLoading}
        </p>
      )}
      <p>{contact}</p>
      <SchoolContact />
    </TextPage>
  )
}
