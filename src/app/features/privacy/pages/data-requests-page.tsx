// Solicitudes de datos (admins): the families' requests over their data, open ones first by legal
// deadline (overdue and near-deadline marked), each with the family, what they asked and the way
// to act: 'Responder' (done or rejected, with the text the guardian reads), 'Descargar datos' for
// access and portability, and the guardian's page (where the family's data is deleted) for deletion.
import '#app/styles/card.css'
import '#app/styles/status-badge.css'
import '../data-requests.css'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { dataRequestDueOn, deadlineState } from '#shared/data-requests.ts'
import type { DataRequest } from '#shared/contract/privacy.ts'
import { formatCalendarDay, formatDate, todayInSantiago } from '#shared/dates.ts'
import { formatPhone } from '#shared/phone.ts'
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS } from '#shared/i18n/privacy.ts'
import { uiDataRequests as t } from '#app/i18n/ui-privacy.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import {
  useAnswerDataRequest,
  useDataRequests,
  useDownloadFamilyData,
  useExtendDataRequest,
} from '../api/data-requests.ts'

const nameOf = (r: DataRequest) => `${r.guardian.name} ${r.guardian.last_name}`.trim()

/** What an admin does to an open request: answer it, or take the one extension of its deadline. */
type Act = 'answer' | 'extend'

export function DataRequestsPage() {
  const { data, isPending, isError } = useDataRequests()
  const [acting, setActing] = useState<{ request: DataRequest; act: Act } | null>(null)
  const today = todayInSantiago()
  const open = data?.filter((r) => r.status === 'open') ?? []
  const overdue = open.filter((r) => deadlineState(r.due_on, today) === 'overdue').length
  return (
    <div className="data-requests">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      {data && <p className="data-requests-count">{t.openCount(open.length, overdue)}</p>}
      {isPending && <p className="page-loading">…</p>}
      {isError && !data && <ErrorAlert message={t.loadError} />}
      {data?.length === 0 && <p className="card">{t.empty}</p>}
      <ul className="data-requests-list">
        {data?.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              today={today}
              onAct={(act) => setActing({ request, act })}
            />
          </li>
        ))}
      </ul>
      <AnswerDialog acting={acting} onClose={() => setActing(null)} />
    </div>
  )
}

function RequestCard({
  request,
  today,
  onAct,
}: {
  request: DataRequest
  today: string
  onAct: (act: Act) => void
}) {
  const online = useOnline()
  const download = useDownloadFamilyData()
  const state = request.status === 'open' ? deadlineState(request.due_on, today) : null
  const wantsData = request.kind === 'access' || request.kind === 'portability'
  return (
    <article className={`card data-request${state ? ` deadline-${state}` : ''}`}>
      <header className="data-request-head">
        <h2>{DATA_REQUEST_KIND_LABELS[request.kind]}</h2>
        {state === 'overdue' && <span className="status-badge tone-danger">{t.overdue}</span>}
        {state === 'near' && <span className="status-badge">{t.near}</span>}
        {request.status !== 'open' && (
          <span
            className={`status-badge ${request.status === 'done' ? 'tone-success' : 'tone-muted'}`}
          >
            {DATA_REQUEST_STATUS_LABELS[request.status]}
          </span>
        )}
      </header>
      <p className="data-request-family">
        <Link to={`/supporters/${request.guardian.id}`}>{nameOf(request)}</Link>
        {request.guardian.rut && <span> · {request.guardian.rut}</span>}
        {request.guardian.email && <span> · {request.guardian.email}</span>}
        {request.guardian.phone && <span> · {formatPhone(request.guardian.phone)}</span>}
      </p>
      <p className="data-request-dates">
        {t.received(formatCalendarDay(request.received_on))} ·{' '}
        <strong>{t.due(formatCalendarDay(request.due_on))}</strong>
        {request.extension_reason !== null && <span> · {t.extended}</span>}
      </p>
      {request.extension_reason !== null && (
        <p className="data-request-details">{t.extendedWhy(request.extension_reason)}</p>
      )}
      <p className="data-request-details">{request.details || t.noDetails}</p>
      {request.answer && (
        <blockquote className="data-request-answer">
          <p>{request.answer}</p>
          {request.resolved_by && request.resolved_at && (
            <footer>
              {t.answered(
                `${request.resolved_by.name} ${request.resolved_by.last_name}`,
                formatDate(request.resolved_at),
              )}
            </footer>
          )}
        </blockquote>
      )}
      {request.kind === 'deletion' && request.status === 'open' && (
        <p className="field-hint">{t.deleteHint}</p>
      )}
      <div className="data-request-actions">
        {request.status === 'open' && (
          <button
            type="button"
            className="btn btn-primary"
            aria-label={t.answerOf(nameOf(request))}
            disabled={!online}
            onClick={() => onAct('answer')}
          >
            {t.answer}
          </button>
        )}
        {request.status === 'open' && request.extension_reason === null && (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t.extendOf(nameOf(request))}
            disabled={!online}
            onClick={() => onAct('extend')}
          >
            {t.extend}
          </button>
        )}
        {(wantsData || request.kind === 'rectification') && (
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!online || download.isPending}
              onClick={() => download.mutate({ guardian: request.guardian, format: 'pdf' })}
            >
              {t.download}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!online || download.isPending}
              onClick={() => download.mutate({ guardian: request.guardian, format: 'json' })}
            >
              {t.downloadJson}
            </button>
          </>
        )}
        {request.kind === 'deletion' && (
          <Link className="btn btn-secondary" to={`/supporters/${request.guardian.id}`}>
            {t.guardianPage}
          </Link>
        )}
      </div>
      {download.isError && <ErrorAlert message={t.downloadError} />}
    </article>
  )
}

/** 'Responder' (done or rejected, with the answer) or 'Prorrogar' (why), both read by the guardian. */
function AnswerDialog({
  acting,
  onClose,
}: {
  acting: { request: DataRequest; act: Act } | null
  onClose: () => void
}) {
  const titleId = useId()
  const answerOne = useAnswerDataRequest()
  const extendOne = useExtendDataRequest()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<'done' | 'rejected'>('done')
  const [missing, setMissing] = useState(false)
  const extending = acting?.act === 'extend'
  const words = extending ? t.extension : t.answering
  const save = extending ? extendOne : answerOne
  const close = () => {
    setText('')
    setStatus('done')
    setMissing(false)
    answerOne.reset()
    extendOne.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!acting) return
    if (!text.trim()) return setMissing(true)
    const { id } = acting.request
    if (extending) extendOne.mutate({ id, reason: text }, { onSuccess: close })
    else answerOne.mutate({ id, status, answer: text }, { onSuccess: close })
  }
  return (
    <ModalDialog open={acting !== null} onCancel={close} labelledBy={titleId}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{words.title}</h2>
        {acting && (
          <p>
            {DATA_REQUEST_KIND_LABELS[acting.request.kind]} · {nameOf(acting.request)}
          </p>
        )}
        {acting && extending && (
          <p className="field-hint">
            {t.extension.newDue(
              formatCalendarDay(dataRequestDueOn(acting.request.received_on, true)),
            )}
          </p>
        )}
        {!extending && (
          <fieldset className="data-request-outcome">
            <legend>{t.outcome}</legend>
            {(['done', 'rejected'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="outcome"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                />{' '}
                {t[value]}
              </label>
            ))}
          </fieldset>
        )}
        <FormField
          id={`${titleId}-text`}
          label={words.label}
          hint={words.hint}
          error={missing ? words.required : undefined}
        >
          {(aria) => (
            <textarea
              id={`${titleId}-text`}
              className="input"
              rows={5}
              maxLength={extending ? 2000 : 4000}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setMissing(false)
              }}
              {...aria}
            />
          )}
        </FormField>
        {save.isError && <ErrorAlert message={errorMessage(save.error, t.saveError)} />}
        <DialogActions
          cancelLabel={t.cancel}
          onCancel={close}
          confirmLabel={words.save}
          confirmDisabled={save.isPending}
          tone="primary"
        />
      </form>
    </ModalDialog>
  )
}
