// The bar above a list screen's table (spec §2): the search box and the switch that opens the
// inline create form, then the form's success message once it has saved.
import './list-toolbar.css'
import type { InlineForm } from './use-inline-form.ts'

interface ListToolbarProps {
  /** Left out to hide the box (e.g. while the form stands in for the list). */
  search?: { value: string; onChange: (value: string) => void; label: string; placeholder: string }
  /** Left out for users who may not create. */
  formSwitch?: { form: InlineForm; add: string; close: string }
}

export function ListToolbar({ search, formSwitch }: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      {search && (
        <input
          type="search"
          className="input"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      )}
      {formSwitch && (
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={formSwitch.form.open}
          onClick={formSwitch.form.toggle}
        >
          {formSwitch.form.open ? formSwitch.close : formSwitch.add}
        </button>
      )}
    </div>
  )
}

/** Stays in the page (hidden) so screen readers hear the message when it appears. */
export function CreatedStatus({ form, text }: { form: InlineForm; text: string }) {
  return (
    <p className="form-success" role="status" hidden={!form.created}>
      {form.created ? text : ''}
    </p>
  )
}
