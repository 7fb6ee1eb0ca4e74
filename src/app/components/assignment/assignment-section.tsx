// The reusable user-assignment section (spec §2): a heading, 'Agregar {title}', the assigned
// people sorted by full name and the picker modal (transport is set on the roster). It only
// calls the handlers it is given, so the class and group screens decide how a change is stored.
import '#app/styles/section-head.css'
import './assignment.css'
import { useState, type ReactNode } from 'react'
import { uiField } from '#app/i18n/ui-field.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { AssignModal } from './assign-modal.tsx'
import { fullName, sortByFullName } from '#shared/name-order.ts'
import type { AssignedPerson, Person } from './people.ts'

const t = uiField.assignment

interface AssignmentSectionProps {
  title: string
  people: readonly AssignedPerson[]
  /** The role's users to pick from (undefined while loading). */
  candidates: readonly Person[] | undefined
  onAdd: (ids: string[]) => Promise<void>
  onRemove: (id: string) => Promise<void>
  /** Shown but not editable (e.g. group teachers for a teacher). */
  readOnly?: boolean
  /** A control next to each person (the roster's emergency card button). */
  personAction?: (person: AssignedPerson) => ReactNode
  personActionHeader?: string
  /**
   * Asks before removing someone, with a question naming them ('¿Quitar a Ana Pérez del grupo
   * «Martes»?'); without it 'Quitar' removes at once.
   */
  confirmRemove?: (person: AssignedPerson) => { title: string; message: string }
}

export function AssignmentSection(props: AssignmentSectionProps) {
  const { title, people, candidates, onAdd, onRemove, readOnly } = props
  const { personAction, personActionHeader = '', confirmRemove } = props
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<AssignedPerson | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const headingId = `assignment-${title.toLowerCase().replace(/\s+/g, '-')}`

  async function run(change: () => Promise<void>) {
    setBusy(true)
    setFailed(false)
    try {
      await change()
      return true
    } catch (error) {
      console.error(error)
      setFailed(true)
      return false
    } finally {
      setBusy(false)
    }
  }

  const columns: Column<AssignedPerson>[] = [{ header: t.name, cell: fullName }]
  if (personAction) {
    columns.push({ header: personActionHeader, narrow: true, cell: personAction })
  }
  return (
    <section className="assignment" aria-labelledby={headingId}>
      <div className="section-head assignment-head">
        <h2 id={headingId}>{title}</h2>
        {!readOnly && (
          <button type="button" className="btn btn-primary" onClick={() => setPicking(true)}>
            {t.add(title)}
          </button>
        )}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t.error}
        </p>
      )}
      <DataTable
        className="assignment-table"
        caption={title}
        columns={columns}
        rows={sortByFullName(people)}
        rowKey={(person) => person.id}
        emptyText={t.empty}
        action={
          readOnly
            ? undefined
            : {
                header: t.actions,
                label: () => t.remove,
                ariaLabel: (person) => t.removeOne(fullName(person)),
                disabled: () => busy,
                tone: confirmRemove ? 'danger' : undefined,
                onClick: (person: AssignedPerson) => {
                  if (confirmRemove) setRemoving(person)
                  else void run(() => onRemove(person.id))
                },
              }
        }
      />
      {confirmRemove && (
        <ConfirmDialog
          open={removing !== null}
          title={removing ? confirmRemove(removing).title : ''}
          message={removing ? confirmRemove(removing).message : ''}
          confirmLabel={t.remove}
          busy={busy}
          onConfirm={() => {
            const person = removing
            if (person) void run(() => onRemove(person.id)).then(() => setRemoving(null))
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
      {!readOnly && (
        <AssignModal
          open={picking}
          title={t.add(title)}
          candidates={candidates}
          assignedIds={people.map((p) => p.id)}
          busy={busy}
          onCancel={() => setPicking(false)}
          onConfirm={(ids) =>
            void run(() => onAdd(ids)).then((ok) => {
              if (ok) setPicking(false)
            })
          }
        />
      )}
    </section>
  )
}
