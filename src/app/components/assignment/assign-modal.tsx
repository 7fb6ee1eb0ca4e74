// The picker of the assignment section: a modal <dialog> listing the role's users from the local
// store (so it works offline) minus those already assigned, filtered by a search box; several can
// be ticked and added at once.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { uiField } from '#app/i18n/ui-field.ts'
import { fullName, sortByFullName } from '#shared/name-order.ts'
import { matchesPerson } from '#shared/search.ts'
import type { Person } from './people.ts'

const t = uiField.assignment
/** Enough to find anyone by typing; rendering thousands of rows would only slow a phone down. */
export const MAX_LISTED = 50

interface AssignModalProps {
  open: boolean
  title: string
  candidates: readonly Person[] | undefined
  assignedIds: readonly string[]
  busy?: boolean
  onCancel: () => void
  onConfirm: (ids: string[]) => void
}

export function AssignModal(props: AssignModalProps) {
  const { open, title, candidates, assignedIds, busy, onCancel, onConfirm } = props
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      setSearch('')
      setSelected(new Set())
      if (element.showModal) element.showModal()
      else element.setAttribute('open', '')
    }
    if (!open && element.open) {
      if (element.close) element.close()
      else element.removeAttribute('open')
    }
  }, [open])

  const available = useMemo(() => {
    const assigned = new Set(assignedIds)
    return sortByFullName((candidates ?? []).filter((c) => !assigned.has(c.id)))
  }, [candidates, assignedIds])
  const found = available.filter((p) => matchesPerson(p, search))
  const listed = found.slice(0, MAX_LISTED)

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <dialog
      ref={dialog}
      className="assign-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <input
        type="search"
        className="input"
        aria-label={t.search}
        placeholder={t.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {candidates === undefined ? (
        <p className="text-muted">{uiField.classForm.searching}</p>
      ) : listed.length === 0 ? (
        <p className="text-muted">{t.noCandidates}</p>
      ) : (
        <ul className="assign-list">
          {listed.map((person) => (
            <li key={person.id}>
              <label className="assign-option">
                <input
                  type="checkbox"
                  checked={selected.has(person.id)}
                  onChange={(event) => toggle(person.id, event.target.checked)}
                />
                <span>
                  <span className="assign-option-name">{fullName(person)}</span>
                  {person.detail && <span className="assign-option-detail">{person.detail}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {found.length > MAX_LISTED && <p className="field-hint">{t.refine(found.length)}</p>}
      <div className="assign-modal-actions">
        <span className="text-muted" aria-live="polite">
          {selected.size > 0 ? t.selected(selected.size) : ''}
        </span>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || selected.size === 0}
          onClick={() => onConfirm([...selected])}
        >
          {t.confirm}
        </button>
      </div>
    </dialog>
  )
}
