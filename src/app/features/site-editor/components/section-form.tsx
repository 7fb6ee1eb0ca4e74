// One section's form: its controls, checked with the contract's schema before saving (the first
// field to fix gets the focus), 'Vista previa' of the unsaved values, and the save's outcome.
import { useState, type FormEvent } from 'react'
import {
  SITE_SECTION_SCHEMAS,
  type AdminSite,
  type SiteImage,
  type SiteSection,
} from '#shared/contract/site.ts'
import { uiSiteEditor as t } from '#app/i18n/ui-site-editor.ts'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useSaveSiteSection } from '../api/save-site-section.ts'
import { SECTION_FIELDS } from './section-fields.ts'
import { SectionField, type FieldContext } from './section-field.tsx'
import { SectionPreview } from './section-preview.tsx'

/** A copy of `value` with `path` ('members.0.name') set to `next`. */
function setAt(value: unknown, [key, ...rest]: string[], next: unknown): unknown {
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) }
  const current = (copy as Record<string, unknown>)[key!]
  ;(copy as Record<string, unknown>)[key!] = rest.length ? setAt(current, rest, next) : next
  return copy
}

export function SectionForm({ section, site }: { section: SiteSection; site: AdminSite }) {
  const save = useSaveSiteSection()
  const [value, setValue] = useState<unknown>(site[section])
  const [images, setImages] = useState<Record<string, SiteImage>>(site.images)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [previewing, setPreviewing] = useState(false)

  const context: FieldContext = {
    errors,
    images,
    set: (path, next, image) => {
      setValue((current: unknown) => setAt(current, path.split('.'), next))
      if (image) setImages((known) => ({ ...known, [image.id]: image }))
      setOutcome(null)
    },
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = SITE_SECTION_SCHEMAS[section].safeParse(value)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message
      setErrors(found)
      setOutcome({ ok: false, message: t.fixErrors })
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`site-${first.replaceAll('.', '-')}`)?.focus()
      return
    }
    setErrors({})
    save.mutate(
      { section, value: checked.data },
      {
        onSuccess: () => setOutcome({ ok: true, message: t.saved(t.sections[section]) }),
        onError: (error) => setOutcome({ ok: false, message: errorMessage(error, t.saveError) }),
      },
    )
  }

  return (
    <form className="site-form" onSubmit={submit} noValidate aria-label={t.sections[section]}>
      {SECTION_FIELDS[section].map((spec) => (
        <SectionField
          key={spec.name}
          spec={spec}
          path={spec.name}
          value={(value as Record<string, unknown>)[spec.name]}
          context={context}
        />
      ))}
      {outcome?.ok ? (
        <SuccessNote message={outcome.message} />
      ) : (
        <ErrorAlert message={outcome?.message} />
      )}
      <div className="site-form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? t.hidePreview : t.preview}
        </button>
      </div>
      {previewing && (
        <section className="site-preview" aria-label={t.previewTitle}>
          <h2>{t.previewTitle}</h2>
          <div className="site-preview-frame">
            <SectionPreview section={section} value={value as never} images={images} />
          </div>
        </section>
      )}
    </form>
  )
}
