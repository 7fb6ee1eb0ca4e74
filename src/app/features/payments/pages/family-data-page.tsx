// /payments/my-data: the recognised guardian's data (Ley 21.719). They download everything the
// school holds about the family (PDF to read, JSON to take elsewhere), ask for access, a
// correction, deletion, opposition or a copy, and follow their requests and the school's answers.
// Without the portal proof (recognition lasts 30 minutes) the page sends them to recognise first.
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { DATA_REQUEST_KINDS, type DataRequestKind } from '#shared/data-requests.ts'
import { formatDate } from '#shared/santiago-clock.ts'
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS } from '#shared/i18n/privacy.ts'
import type { FamilyDataRequest } from '#shared/contract/privacy.ts'
import { uiFamilyData as t } from '#app/i18n/ui-family-data.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import {
  familyDataJsonUrl,
  familyDataPdfUrl,
  useFamilyDataRequests,
  useFileDataRequest,
} from '../api/family-data.ts'
import { BackToInvoices, PortalLoading, RetryBox } from '../components/portal-states.tsx'
import '../payments.css'
import '../family-data.css'

export function FamilyDataPage() {
  const requests = useFamilyDataRequests()
  const notRecognised = requests.error instanceof ApiError && requests.error.status === 401
  return (
    <div className="portal-card family-data">
      <PageTitle>{t.title}</PageTitle>
      <p className="portal-intro">{t.intro}</p>
      {requests.isPending ? (
        <PortalLoading />
      ) : notRecognised ? (
        <div className="state-box">
          <p>{t.notRecognised}</p>
          <Link className="btn btn-pay btn-large btn-block" to="/payments">
            {t.goToPortal}
          </Link>
        </div>
      ) : requests.isError ? (
        <RetryBox text={t.loadError} onRetry={requests.refetch} />
      ) : (
        <>
          <Downloads />
          <AskForm />
          <RequestList requests={requests.data} />
        </>
      )}
      <BackToInvoices />
    </div>
  )
}

function Downloads() {
  const titleId = useId()
  return (
    <section className="family-data-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.downloadTitle}</h2>
      <p>{t.downloadIntro}</p>
      <div className="family-data-downloads">
        <a className="btn btn-primary btn-block" href={familyDataPdfUrl} download>
          {t.downloadPdf}
        </a>
        <a className="btn btn-secondary btn-block" href={familyDataJsonUrl} download>
          {t.downloadJson}
        </a>
      </div>
    </section>
  )
}

const NEEDS_DETAILS: readonly DataRequestKind[] = ['rectification', 'opposition']

function AskForm() {
  const titleId = useId()
  const detailsId = useId()
  const file = useFileDataRequest()
  const [kind, setKind] = useState<DataRequestKind>('access')
  const [details, setDetails] = useState('')
  const [missing, setMissing] = useState(false)
  const [sent, setSent] = useState<FamilyDataRequest | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (NEEDS_DETAILS.includes(kind) && !details.trim()) return setMissing(true)
    setSent(null)
    file.mutate(
      { kind, details },
      {
        onSuccess: (request) => {
          setSent(request)
          setDetails('')
        },
      },
    )
  }
  const described = [`${detailsId}-hint`, missing && `${detailsId}-error`].filter(Boolean).join(' ')
  return (
    <section className="family-data-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.askTitle}</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="family-data-kinds">
          <legend>{t.kindLegend}</legend>
          {DATA_REQUEST_KINDS.map((value) => (
            <label key={value} className="family-data-kind">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value)
                  setMissing(false)
                }}
              />
              <span>{t.kinds[value]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={detailsId}>{t.detailsLabel}</label>
          <textarea
            id={detailsId}
            className="input"
            rows={4}
            maxLength={2000}
            value={details}
            aria-invalid={missing || undefined}
            aria-describedby={described}
            onChange={(event) => {
              setDetails(event.target.value)
              setMissing(false)
            }}
          />
          <p id={`${detailsId}-hint`} className="field-hint">
            {t.detailsHint[kind]}
          </p>
          {missing && (
            <p id={`${detailsId}-error`} className="field-error" role="alert">
              {t.detailsRequired}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-pay btn-large btn-block" disabled={file.isPending}>
          {file.isPending ? t.sending : t.send}
        </button>
        {file.isError && <ErrorAlert message={errorMessage(file.error, t.sendError)} />}
        {sent && <SuccessNote message={t.sent(formatDate(sent.due_on))} />}
        <p className="field-hint">{t.deadlineNote}</p>
      </form>
    </section>
  )
}

function RequestList({ requests }: { requests: FamilyDataRequest[] }) {
  const titleId = useId()
  return (
    <section className="family-data-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.listTitle}</h2>
      {requests.length === 0 ? (
        <p className="text-muted">{t.none}</p>
      ) : (
        <ul className="family-data-requests">
          {requests.map((request) => (
            <li key={request.id} className={`family-data-request status-${request.status}`}>
              <p className="family-data-request-head">
                <strong>{DATA_REQUEST_KIND_LABELS[request.kind]}</strong>
                <span className="family-data-status">
                  {DATA_REQUEST_STATUS_LABELS[request.status]}
                </span>
              </p>
              <p className="text-muted">
                {t.received(formatDate(request.received_on))}
                {request.status === 'open' && ` · ${t.due(formatDate(request.due_on))}`}
              </p>
              {request.details && <p className="family-data-details">{request.details}</p>}
              {request.status === 'open' && request.extension_reason !== null && (
                <p className="family-data-details">{t.extended(request.extension_reason)}</p>
              )}
              {request.answer && (
                <div className="family-data-answer">
                  <p className="family-data-answer-title">{t.answer}</p>
                  <p>{request.answer}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
