// 'Nueva versión' of one document: title, 'Vigente desde' and the Markdown text beside its live
// preview (as families will read it), checked by the contract's rules before sending; the
// server's refusal (another version that day) shows below the form.
import { useState, type FormEvent } from 'react'
import {
  DOCUMENT_BODY_MAX,
  DOCUMENT_TITLE_MAX,
  documentVersionBodySchema,
  type DocumentVersion,
} from '#shared/contract/documents.ts'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { formatCalendarDay, todayInSantiago } from '#shared/dates.ts'
import { uiDocuments as t } from '#app/i18n/ui-documents.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { MarkdownText } from '#app/components/ui/markdown-text.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { fieldErrors } from '#app/lib/contract-errors.ts'
import { useCreateDocumentVersion } from '../api/create-document-version.ts'

interface NewVersionFormProps {
  kind: DocumentKind
  /** The version the new one starts from (its title and text), when there is one. */
  from: DocumentVersion | undefined
  disabled: boolean
  onDone: (message: string | null) => void
}

export function NewVersionForm({ kind, from, disabled, onDone }: NewVersionFormProps) {
  const create = useCreateDocumentVersion()
  const [fields, setFields] = useState({
    title: from?.title ?? DOCUMENT_NAMES[kind],
    body: from?.body ?? '',
    valid_from: todayInSantiago(),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const id = (name: string) => `document-${kind}-${name}`
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const checked = documentVersionBodySchema.safeParse({ kind, ...fields })
    const found = fieldErrors(checked)
    setErrors(found)
    if (!checked.success) {
      // The first field to fix, in the form's order (the text may be far below the title).
      const first = ['title', 'valid_from', 'body'].find((name) => name in found)
      if (first) document.getElementById(id(first))?.focus()
      return
    }
    create.mutate(checked.data, {
      onSuccess: (version) =>
        onDone(t.saved(DOCUMENT_NAMES[kind], formatCalendarDay(version.valid_from))),
      onError: (error) => setFailure(errorMessage(error, t.saveError)),
    })
  }

  return (
    <form
      className="inline-form document-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={id('title-h')}
    >
      <h3 id={id('title-h')}>{t.newVersionOf(DOCUMENT_NAMES[kind])}</h3>
      <div className="inline-form-grid">
        <FormField id={id('title')} label={t.formTitle} error={errors.title}>
          {(aria) => (
            <input
              id={id('title')}
              className="input"
              type="text"
              maxLength={DOCUMENT_TITLE_MAX}
              value={fields.title}
              onChange={set('title')}
              {...aria}
            />
          )}
        </FormField>
        <FormField
          id={id('valid_from')}
          label={t.validFrom}
          hint={t.formValidFromHint}
          error={errors.valid_from}
        >
          {(aria) => (
            <input
              id={id('valid_from')}
              className="input"
              type="date"
              min={todayInSantiago()}
              value={fields.valid_from}
              onChange={set('valid_from')}
              {...aria}
            />
          )}
        </FormField>
      </div>
      <div className="document-editor">
        <FormField id={id('body')} label={t.formBody} hint={t.formBodyHint} error={errors.body}>
          {(aria) => (
            <textarea
              id={id('body')}
              className="input document-source"
              rows={18}
              maxLength={DOCUMENT_BODY_MAX}
              spellCheck
              value={fields.body}
              onChange={set('body')}
              {...aria}
            />
          )}
        </FormField>
        <section className="document-preview" aria-labelledby={id('preview')}>
          <h4 id={id('preview')}>{t.preview}</h4>
          {fields.body.trim() ? (
            <MarkdownText source={fields.body} />
          ) : (
            <p className="text-muted">{t.previewEmpty}</p>
          )}
        </section>
      </div>
      <ErrorAlert message={failure} />
      <div className="document-form-actions">
        <button type="submit" className="btn btn-primary" disabled={disabled || create.isPending}>
          {create.isPending ? t.saving : t.save}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)}>
          {t.cancel}
        </button>
      </div>
    </form>
  )
}
