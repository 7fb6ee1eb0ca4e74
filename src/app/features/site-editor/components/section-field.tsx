// One control of a section's form, drawn from its FieldSpec; a list draws its items' controls
// with Subir / Bajar / Quitar, and 'Agregar' at its end. Paths ('members.0.name') name both the
// value and its error, as the contract's issues do.
import type { SiteImage } from '#shared/contract/site.ts'
import { uiSiteEditor as t } from '#app/i18n/ui-site-editor.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import type { FieldSpec } from './section-fields.ts'
import { ImageField } from './image-field.tsx'

export interface FieldContext {
  errors: Record<string, string>
  images: Record<string, SiteImage>
  /** Sets the value at `path`; an uploaded image is kept so its preview shows. */
  set: (path: string, value: unknown, image?: SiteImage) => void
}

const domId = (path: string) => `site-${path.replaceAll('.', '-')}`

export function SectionField({
  spec,
  path,
  value,
  context,
}: {
  spec: FieldSpec
  path: string
  value: unknown
  context: FieldContext
}) {
  const error = context.errors[path]
  const id = domId(path)
  switch (spec.kind) {
    case 'image':
      return (
        <ImageField
          label={spec.label}
          imageId={(value as string | null) ?? null}
          images={context.images}
          error={error}
          onChange={(image) => context.set(path, image?.id ?? null, image ?? undefined)}
        />
      )
    case 'checkbox':
      return (
        <div className="field site-checkbox">
          <label htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => context.set(path, event.target.checked)}
            />{' '}
            {spec.label}
          </label>
          <p id={`${id}-hint`} className="field-hint">
            {spec.hint}
          </p>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      )
    case 'lines':
      return (
        <FormField
          id={id}
          label={spec.label}
          hint={spec.hint}
          error={firstErrorUnder(context, path)}
        >
          {(aria) => (
            <textarea
              id={id}
              className="input"
              rows={6}
              value={(value as string[]).join('\n')}
              onChange={(event) => context.set(path, event.target.value.split('\n'))}
              {...aria}
            />
          )}
        </FormField>
      )
    case 'list':
      return <ListField spec={spec} path={path} items={value as unknown[]} context={context} />
    case 'textarea':
      return (
        <FormField id={id} label={spec.label} hint={spec.hint} error={error}>
          {(aria) => (
            <textarea
              id={id}
              className="input"
              rows={4}
              maxLength={spec.max}
              value={value as string}
              onChange={(event) => context.set(path, event.target.value)}
              {...aria}
            />
          )}
        </FormField>
      )
    default:
      return (
        <FormField id={id} label={spec.label} hint={spec.hint} error={error}>
          {(aria) => (
            <input
              id={id}
              className="input"
              type={spec.kind}
              maxLength={spec.max}
              value={value as string}
              onChange={(event) => context.set(path, event.target.value)}
              {...aria}
            />
          )}
        </FormField>
      )
  }
}

/** Lines of text: the first refused line's message stands for the field. */
function firstErrorUnder(context: FieldContext, path: string) {
  const key = Object.keys(context.errors).find((k) => k === path || k.startsWith(`${path}.`))
  return key ? context.errors[key] : undefined
}

function ListField({
  spec,
  path,
  items,
  context,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>
  path: string
  items: unknown[]
  context: FieldContext
}) {
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    context.set(path, next)
  }
  return (
    <fieldset className="site-list">
      <legend>{spec.label}</legend>
      {context.errors[path] && <p className="field-error">{context.errors[path]}</p>}
      {items.length === 0 && <p className="text-muted">{t.emptyList}</p>}
      <ol className="site-list-items">
        {items.map((item, index) => {
          const name = t.itemOf(spec.itemLabel, index + 1)
          return (
            <li key={index} className="site-list-item">
              <fieldset>
                <legend>{name}</legend>
                {spec.fields.map((field) => (
                  <SectionField
                    key={field.name}
                    spec={field}
                    path={`${path}.${index}.${field.name}`}
                    value={(item as Record<string, unknown>)[field.name]}
                    context={context}
                  />
                ))}
                <div className="site-list-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={index === 0}
                    aria-label={`${t.moveUp}: ${name}`}
                    onClick={() => move(index, index - 1)}
                  >
                    {t.moveUp}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={index === items.length - 1}
                    aria-label={`${t.moveDown}: ${name}`}
                    onClick={() => move(index, index + 1)}
                  >
                    {t.moveDown}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`${t.remove}: ${name}`}
                    onClick={() =>
                      context.set(
                        path,
                        items.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {t.remove}
                  </button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => context.set(path, [...items, { ...spec.blank }])}
      >
        {t.add}: {spec.itemLabel.toLowerCase()}
      </button>
    </fieldset>
  )
}
