// Clases de prueba (admins): the families who asked for a trial class on the public site, newest
// first, each with a status the admin moves along and a WhatsApp link to write to them. Requests
// the server kept as 'posible spam' (a flood) are hidden until the admin shows them; each can be
// sent back to the list with 'No es spam'.
import '#app/styles/card.css'
import '#app/components/ui/table-cards.css'
import '../enquiries.css'
import { useState } from 'react'
import {
  ENQUIRY_LEVEL_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryStatus,
} from '#shared/contract/enquiries.ts'
import { formatDate, formatTime } from '#shared/dates.ts'
import { formatPhone } from '#shared/phone.ts'
import { uiEnquiries as t } from '#app/i18n/ui-families.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { school } from '#app/lib/school.ts'
import { whatsappUrl } from '#shared/phone.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useEnquiries, useMarkNotSpam, useSetEnquiryStatus } from '../api/enquiries.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

export function EnquiriesPage() {
  const online = useOnline()
  const { data, isPending, isError } = useEnquiries()
  const setStatus = useSetEnquiryStatus()
  const markNotSpam = useMarkNotSpam()
  const [failure, setFailure] = useState<string | null>(null)
  const [showSpam, setShowSpam] = useState(false)
  const spamCount = data?.filter((e) => e.spam).length ?? 0
  const rows = showSpam ? data : data?.filter((e) => !e.spam)

  const change = (enquiry: Enquiry, status: EnquiryStatus) => {
    setFailure(null)
    setStatus.mutate(
      { id: enquiry.id, status },
      { onError: (error) => setFailure(errorMessage(error, t.saveError)) },
    )
  }

  const restore = (enquiry: Enquiry) => {
    setFailure(null)
    markNotSpam.mutate(enquiry.id, {
      onError: (error) => setFailure(errorMessage(error, t.notSpamError)),
    })
  }

  const columns: Column<Enquiry>[] = [
    {
      header: t.name,
      cell: (e) =>
        e.spam ? (
          <span className="enquiry-spam">
            <span>{e.name}</span>
            <span className="enquiry-spam-badge">{t.spamBadge}</span>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={t.notSpamOf(e.name)}
              disabled={!online || markNotSpam.isPending}
              onClick={() => restore(e)}
            >
              {t.notSpam}
            </button>
          </span>
        ) : (
          e.name
        ),
    },
    { header: t.age, cell: (e) => t.years(e.child_age), narrow: true },
    { header: t.level, cell: (e) => ENQUIRY_LEVEL_LABELS[e.level] },
    {
      header: t.phone,
      cell: (e) => {
        // A landline has no WhatsApp: the number is a call link instead.
        const chat = whatsappUrl(e.phone, t.greeting(school.name))
        return chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${formatPhone(e.phone)}: ${t.whatsappTo(e.name)}`}
          >
            {formatPhone(e.phone)}
          </a>
        ) : (
          <a href={`tel:${e.phone}`} aria-label={`${formatPhone(e.phone)}: ${t.callTo(e.name)}`}>
            {formatPhone(e.phone)}
          </a>
        )
      },
    },
    { header: t.message, cell: (e) => <span className="enquiry-message">{e.message}</span> },
    {
      header: t.received,
      cell: (e) => `${formatDate(e.created_at)} ${formatTime(e.created_at)}`,
    },
    {
      header: t.status,
      cell: (e) => (
        <select
          className={`input enquiry-status status-${e.status}`}
          aria-label={t.statusOf(e.name)}
          value={e.status}
          disabled={!online || setStatus.isPending}
          onChange={(event) => change(e, event.target.value as EnquiryStatus)}
        >
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      ),
    },
  ]

  return (
    <div className="enquiries table-cards">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      {spamCount > 0 && (
        <div className="enquiries-spam-toggle">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={showSpam}
            onClick={() => setShowSpam((shown) => !shown)}
          >
            {showSpam ? t.hideSpam : t.showSpam(spamCount)}
          </button>
          {showSpam && <p className="text-muted">{t.spamNote}</p>}
        </div>
      )}
      <ErrorAlert message={failure} />
      <section className="card">
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={rows}
          loading={isPending}
          error={isError && !data ? t.loadError : null}
          emptyText={spamCount > 0 ? t.emptyButSpam : t.empty}
        />
      </section>
    </div>
  )
}
