// 'Dinero por revisar' on Pagos pendientes (admins): Khipu money that came for a cobro no longer
// owed, with 'Devolver' (through Khipu, or marked as returned by the school's own transfer), and
// payments the bank reversed, with 'Entendido'. Shown only while there is something, plus the
// last ones resolved.
import { useId, useState, type FormEvent } from 'react'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import type { PaymentIssue } from '#shared/contract/payment-issues.ts'
import { formatClp } from '#shared/money.ts'
import { asWrittenInSantiago, formatDate, formatTime, periodInText } from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { usePaymentIssues, useResolveIssue } from '../api/payment-issues.ts'
import { RequestError } from '#app/components/ui/form-message.tsx'
import { StatusBadge } from '#app/components/ui/status-badge.tsx'

const t = uiLedger.issues

const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`.trim()

const cobroOf = (issue: PaymentIssue) =>
  issue.invoice
    ? t.cobro(periodInText(issue.invoice.billing_period), fullName(issue.invoice.student))
    : t.wholePayment

const dayOf = (iso: string) => formatDate(asWrittenInSantiago(iso))

export function PaymentIssues() {
  const issues = usePaymentIssues()
  const [refunding, setRefunding] = useState<PaymentIssue | null>(null)
  const titleId = useId()
  // NOTE: not an alert: when this fails the list below fails too, and says so.
  if (issues.isError) return <p className="form-error">{t.loadError}</p>
  const list = issues.data ?? []
  const open = list.filter((issue) => !issue.resolved_at)
  const resolved = list.filter((issue) => issue.resolved_at)
  if (open.length === 0 && resolved.length === 0) return null
  return (
    <section className="card payment-issues" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t.title}
        {open.length > 0 && <span className="issue-count">{open.length}</span>}
      </h2>
      {open.length > 0 && <p className="text-muted">{t.intro}</p>}
      <ul className="issue-list">
        {open.map((issue) => (
          <OpenIssue key={issue.id} issue={issue} onRefund={() => setRefunding(issue)} />
        ))}
      </ul>
      {resolved.length > 0 && (
        <details className="issue-history">
          <summary>{t.resolved}</summary>
          <ul className="issue-list">
            {resolved.map((issue) => (
              <li key={issue.id} className="issue">
                <span>
                  {cobroOf(issue)} · {formatClp(issue.amount)}
                </span>
                <span className="text-muted">
                  {t.resolution[issue.resolution!]}
                  {issue.reference && issue.resolution === 'refunded_transfer'
                    ? ` (${issue.reference})`
                    : ''}{' '}
                  — {t.resolvedBy(issue.resolved_by ?? '', dayOf(issue.resolved_at!))}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <RefundDialog issue={refunding} onDone={() => setRefunding(null)} />
    </section>
  )
}

function OpenIssue({ issue, onRefund }: { issue: PaymentIssue; onRefund: () => void }) {
  const resolve = useResolveIssue()
  const refund = issue.kind === 'refund_due'
  return (
    <li className="issue">
      <div className="issue-head">
        <StatusBadge tone={refund ? 'pending' : 'danger'}>{t.kind[issue.kind]}</StatusBadge>
        <strong className="issue-amount">{formatClp(issue.amount)}</strong>
      </div>
      <p className="issue-what">{cobroOf(issue)}</p>
      <p className="text-muted">{t.reason[issue.reason]}</p>
      <dl className="issue-meta">
        {issue.invoice && (
          <div>
            <dt>{t.payer}</dt>
            <dd>{fullName(issue.invoice.payer)}</dd>
          </div>
        )}
        <div>
          <dt>{t.since}</dt>
          <dd>{dayOf(issue.created_at)}</dd>
        </div>
        {issue.khipu_payment_id && (
          <div>
            <dt>{t.khipuId}</dt>
            <dd>{issue.khipu_payment_id}</dd>
          </div>
        )}
      </dl>
      {issue.refund_started_at && (
        <p className="notice">
          {t.refundStarted(formatTime(asWrittenInSantiago(issue.refund_started_at)))}
        </p>
      )}
      <RequestError request={resolve} fallback={t.failed} />
      <div className="issue-actions">
        {refund ? (
          <button type="button" className="btn btn-primary" onClick={onRefund}>
            {t.refund}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ id: issue.id, action: 'acknowledge' })}
          >
            {resolve.isPending ? t.acknowledging : t.acknowledge}
          </button>
        )}
      </div>
    </li>
  )
}

/** 'Devolver': through Khipu while it allows it; otherwise marked as returned by transfer. */
function RefundDialog({ issue, onDone }: { issue: PaymentIssue | null; onDone: () => void }) {
  const titleId = useId()
  const referenceId = useId()
  const [reference, setReference] = useState('')
  const khipu = useResolveIssue()
  const transfer = useResolveIssue()

  const close = () => {
    setReference('')
    khipu.reset()
    transfer.reset()
    onDone()
  }
  const markReturned = (event: FormEvent) => {
    event.preventDefault()
    if (!issue) return
    transfer.mutate(
      { id: issue.id, action: 'refund_transfer', reference: reference || null },
      { onSuccess: close },
    )
  }
  const busy = khipu.isPending || transfer.isPending
  const payer = issue?.invoice ? fullName(issue.invoice.payer) : ''
  return (
    <ModalDialog
      open={Boolean(issue)}
      onCancel={close}
      labelledBy={titleId}
      className="confirm-dialog refund-dialog"
    >
      {issue && (
        <>
          <h2 id={titleId}>{t.dialogTitle(formatClp(issue.amount))}</h2>
          <p>{t.dialogIntro(payer || t.payer.toLowerCase())}</p>
          <RequestError request={khipu} fallback={t.failed} />
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !issue.khipu_payment_id}
            onClick={() =>
              khipu.mutate({ id: issue.id, action: 'refund_khipu' }, { onSuccess: close })
            }
          >
            {khipu.isPending ? t.refunding : t.viaKhipu}
          </button>
          <form className="refund-transfer" onSubmit={markReturned} noValidate>
            <h3>{t.viaTransfer}</h3>
            <div className="field">
              <label htmlFor={referenceId}>{t.transferReference}</label>
              <input
                id={referenceId}
                className="input"
                maxLength={120}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </div>
            <RequestError request={transfer} fallback={t.failed} />
            <DialogActions
              cancelLabel={ui.common.cancel}
              onCancel={close}
              confirmLabel={transfer.isPending ? t.saving : t.markReturned}
              confirmDisabled={busy}
              tone="secondary"
            />
          </form>
        </>
      )}
    </ModalDialog>
  )
}
