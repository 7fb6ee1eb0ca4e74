// Clases de prueba (admins): the families who asked for a trial class on the public site, newest
// first (accepted waiting-list offers, then whoever is next to be offered a place, on top), each
// with its group, a status the admin moves along and a WhatsApp link to write to them; 'Inscribir'
// opens the student form the router gives (people's, prefilled) and 'Ofrecer cupo' sends the first
// in line a link. Requests the server kept as 'posible spam' (a flood) are hidden until the admin
// shows them; each can be sent back to the list with 'No es spam'.
import '#app/styles/card.css'
import '#app/components/ui/table-cards.css'
import '../enquiries.css'
import { Suspense, useState, type ComponentType } from 'react'
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
import { isAgeOutside } from '#shared/waitlist.ts'
import {
  useEnquiries,
  useMarkNotSpam,
  useOfferPlace,
  useSetEnquiryStatus,
} from '../api/enquiries.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

/** The student form 'Inscribir' opens: it saves through POST /enquiries/{id}/enroll. */
export interface EnrolFormProps {
  enquiry: Enquiry
  onDone: (studentName: string) => void
  onCancel: () => void
}

/** Accepted offers first (they wait for 'Inscribir'), then the next to offer, then newest. */
const rank = (e: Enquiry) =>
  e.offer_status === 'accepted' && e.status !== 'enrolled' ? 0 : e.next_to_offer ? 1 : 2

type Notice = { text: string; link?: string }

export function EnquiriesPage({ EnrolForm }: { EnrolForm?: ComponentType<EnrolFormProps> }) {
  const online = useOnline()
  const { data, isPending, isError } = useEnquiries()
  const setStatus = useSetEnquiryStatus()
  const markNotSpam = useMarkNotSpam()
  const offerPlace = useOfferPlace()
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [enrolling, setEnrolling] = useState<Enquiry | null>(null)
  const [showSpam, setShowSpam] = useState(false)
  const spamCount = data?.filter((e) => e.spam).length ?? 0
  const shown = showSpam ? data : data?.filter((e) => !e.spam)
  const rows = shown && [...shown].sort((a, b) => rank(a) - rank(b))

  const offer = (enquiry: Enquiry, channel: 'whatsapp' | 'email') => {
    setFailure(null)
    setNotice(null)
    // NOTE: opened before the request so the browser does not block it as a pop-up.
    const chat = channel === 'whatsapp' ? window.open('', '_blank') : null
    offerPlace.mutate(
      { id: enquiry.id, channel },
      {
        onSuccess: (sent) => {
          if (sent.whatsapp_url) {
            if (chat) chat.location.href = sent.whatsapp_url
            setNotice({ text: t.offerSentWhatsapp(enquiry.name), link: sent.link })
          } else setNotice({ text: t.offerSentEmail(enquiry.name) })
        },
        onError: (error) => {
          chat?.close()
          setFailure(errorMessage(error, t.offerError))
        },
      },
    )
  }

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
    { header: t.group, cell: (e) => <GroupCell enquiry={e} /> },
    { header: t.age, cell: (e) => t.years(e.child_age), narrow: true },
    { header: t.level, cell: (e) => ENQUIRY_LEVEL_LABELS[e.level] },
    {
      header: t.contact,
      cell: (e) => (
        <span className="enquiry-contact">
          <PhoneLink enquiry={e} />
          {e.email && <a href={`mailto:${e.email}`}>{e.email}</a>}
        </span>
      ),
    },
    { header: t.message, cell: (e) => <span className="enquiry-message">{e.message}</span> },
    {
      header: t.received,
      cell: (e) => `${formatDate(e.created_at)} ${formatTime(e.created_at)}`,
    },
    {
      header: t.status,
      cell: (e) => (
        <span className="enquiry-actions">
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
          {!e.spam && EnrolForm && e.status !== 'enrolled' && (
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-label={t.enrolOf(e.name)}
              disabled={!online}
              onClick={() => {
                setNotice(null)
                setEnrolling(e)
              }}
            >
              {t.enrol}
            </button>
          )}
          {!e.spam &&
            e.next_to_offer &&
            (['whatsapp', 'email'] as const).map((channel) => (
              <button
                key={channel}
                type="button"
                className="btn btn-accent btn-small"
                aria-label={t.offerOf(e.name, channel)}
                disabled={!online || offerPlace.isPending || (channel === 'email' && !e.email)}
                onClick={() => offer(e, channel)}
              >
                {t.offerBy(channel)}
              </button>
            ))}
        </span>
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
      {notice && (
        <p className="form-success enquiry-notice" role="status">
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <code className="enquiry-link">{notice.link}</code>
            </>
          )}
        </p>
      )}
      {enrolling && EnrolForm && (
        <Suspense fallback={null}>
          <EnrolForm
            key={enrolling.id}
            enquiry={enrolling}
            onCancel={() => setEnrolling(null)}
            onDone={(name) => {
              setEnrolling(null)
              setNotice({ text: t.enrolled(name, enrolling.group?.name ?? null) })
            }}
          />
        </Suspense>
      )}
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

/** The group, the rider's place in its line or the offer's state, and an age outside its range. */
function GroupCell({ enquiry: e }: { enquiry: Enquiry }) {
  if (!e.group) return <span className="text-muted">{t.noGroup}</span>
  const state =
    e.status === 'enrolled'
      ? null
      : e.offer_status === 'offered' && e.offer_expires_at
        ? t.offered(`${formatDate(e.offer_expires_at)} ${formatTime(e.offer_expires_at)}`)
        : e.offer_status === 'accepted'
          ? t.accepted
          : e.offer_status === 'lapsed'
            ? t.lapsed
            : e.offer_status === 'declined'
              ? t.declined
              : e.next_to_offer
                ? t.nextToOffer
                : e.waitlist_position !== null
                  ? t.waitlistPosition(e.waitlist_position)
                  : null
  return (
    <span className="enquiry-group">
      <span>{e.group.name}</span>
      {state && <span className={`enquiry-badge offer-${e.offer_status ?? 'none'}`}>{state}</span>}
      {isAgeOutside(e.child_age, e.group) && (
        <span className="enquiry-age-warning">{t.ageOutside}</span>
      )}
    </span>
  )
}

/** A mobile opens WhatsApp with a greeting; a landline has no WhatsApp: a call link instead. */
function PhoneLink({ enquiry: e }: { enquiry: Enquiry }) {
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
}
