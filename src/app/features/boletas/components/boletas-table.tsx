// The month's documents: a table on a desktop, cards on a phone. Each row says what the document
// is, to whom, how it was paid and its state (with the provider's reason when it refused it);
// a refused one can be sent again and an issued one opened as PDF.
import type { Boleta, BoletaState } from '#shared/contract/boletas.ts'
import { formatCalendarDay } from '#shared/dates.ts'
import { boletaStateNames } from '#shared/i18n/boletas.ts'
import { PAID_BY_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { formatRut } from '#shared/rut.ts'
import { uiBoletas as t } from '#app/i18n/ui-boletas.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOpenBoletaPdf } from '../api/boleta-files.ts'
import { useRetryBoleta } from '../api/retry-boleta.ts'
import { StatusBadge, type BadgeTone } from '#app/components/ui/status-badge.tsx'
import { IssuedOutsideForm } from './issued-outside-form.tsx'

const STATE_TONES: Record<BoletaState, BadgeTone> = {
  emitida: 'success',
  pendiente: 'pending',
  con_error: 'danger',
  anulada: 'muted',
  por_emitir: 'info',
}

/** What the badge alone does not say: the provider's reason, or the folio of the other document. */
function stateNote(b: Boleta): string | null {
  if (b.state === 'con_error') return b.last_error
  if (b.credited_by_folio !== null) return t.creditedBy(b.credited_by_folio)
  if (b.credits_folio !== null) return t.credits(b.credits_folio)
  if (b.issued_outside) return t.issuedOutside
  return null
}

function StateCell({ boleta }: { boleta: Boleta }) {
  const note = stateNote(boleta)
  return (
    <>
      <StatusBadge tone={STATE_TONES[boleta.state]}>{boletaStateNames[boleta.state]}</StatusBadge>
      {note && (
        <span className={boleta.state === 'con_error' ? 'boleta-reason' : 'boleta-note'}>
          {note}
        </span>
      )}
    </>
  )
}

const columns: Column<Boleta>[] = [
  { header: t.type, cell: (b) => t.shortTypes[b.type], narrow: true },
  { header: t.folio, cell: (b) => b.folio ?? t.noFolio, narrow: true },
  { header: t.date, cell: (b) => formatCalendarDay(b.issue_date), narrow: true },
  {
    header: t.receiver,
    cell: (b) => (
      <>
        {b.receiver_name}
        <span className="boleta-note boleta-rut">{formatRut(b.receiver_rut)}</span>
      </>
    ),
  },
  {
    header: t.total,
    cell: (b) => <span className="amount">{formatClp(b.total)}</span>,
    narrow: true,
  },
  { header: t.payment, cell: (b) => PAID_BY_LABELS[b.payment], narrow: true },
  { header: t.state, cell: (b) => <StateCell boleta={b} /> },
]

interface BoletasTableProps {
  rows: readonly Boleta[] | undefined
  loading: boolean
  error: boolean
  /** Writes need the server: offline, 'Reintentar' is off. */
  online: boolean
}

export function BoletasTable({ rows, loading, error, online }: BoletasTableProps) {
  const retry = useRetryBoleta()
  const pdf = useOpenBoletaPdf()
  const failure = retry.isError
    ? errorMessage(retry.error, t.retryError)
    : pdf.isError
      ? errorMessage(pdf.error, t.pdfError)
      : null

  const actions: Column<Boleta> = {
    header: t.actions,
    narrow: true,
    cell: (b) =>
      (b.state === 'con_error' || b.state === 'por_emitir' || b.has_pdf) && (
        <div className="boleta-actions">
          {b.state === 'con_error' && (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              aria-label={t.retryOf(b.receiver_name)}
              disabled={!online || retry.isPending}
              onClick={() => {
                pdf.reset()
                retry.mutate(b.id)
              }}
            >
              {retry.isPending && retry.variables === b.id ? t.retrying : t.retry}
            </button>
          )}
          {(b.state === 'con_error' || b.state === 'por_emitir') && (
            <IssuedOutsideForm boleta={b} online={online} />
          )}
          {b.has_pdf && (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              aria-label={t.pdfOf(t.shortTypes[b.type], b.folio)}
              onClick={() => {
                retry.reset()
                pdf.mutate(b)
              }}
            >
              {t.pdf}
            </button>
          )}
        </div>
      ),
  }

  return (
    <section className="boletas-list" aria-label={t.caption}>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {retry.isSuccess && (
        <p className="form-success" role="status">
          {t.retried}
        </p>
      )}
      <DataTable
        cards
        caption={t.caption}
        columns={[...columns, actions]}
        rows={rows}
        rowKey={(b) => b.id}
        loading={loading}
        error={error ? t.loadError : null}
        emptyText={t.empty}
      />
    </section>
  )
}
