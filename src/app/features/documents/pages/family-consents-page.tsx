// Firmas de las familias (admins): per family, what each child's guardian answered to the
// documents in force, when the school last sent them the link to sign, and sending it (WhatsApp or
// e-mail, one family or every pending one by one). Families whose child may not ride come first.
import '#app/components/ui/table-cards.css'
import '../documents.css'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { FamilyConsents } from '#shared/contract/consent.ts'
import type { ReminderChannel } from '#shared/contract/reminders.ts'
import { formatDate, formatTime } from '#shared/dates.ts'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { isMobilePhone } from '#shared/phone.ts'
import { uiAdmin, uiOneByOne } from '#app/i18n/ui-admin.ts'
import { uiFamilyConsents as t } from '#app/i18n/ui-documents.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import {
  openIn,
  WhatsappOneByOne,
  type ChatToOpen,
} from '#app/components/whatsapp-one-by-one/whatsapp-one-by-one.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useFamiliesConsents, useSendConsentLink } from '../api/family-consents.ts'

const guardianName = (f: FamilyConsents) => `${f.guardian.name} ${f.guardian.last_name}`.trim()
const hasMobile = (f: FamilyConsents) => f.phone !== null && isMobilePhone(f.phone)
const names = (kinds: DocumentKind[]) =>
  kinds.map((kind) => DOCUMENT_NAMES[kind].toLowerCase()).join(', ')

function ChildAnswers({ family }: { family: FamilyConsents }) {
  return (
    <ul className="family-children">
      {family.children.map((child) => {
        const of = (state: string) => child.statuses.filter((s) => s.state === state)
        const pending = of('pending').map((s) => s.kind)
        const refused = of('refused').map((s) => s.kind)
        return (
          <li key={child.id}>
            <strong>{child.name}</strong>
            {pending.length === 0 && refused.length === 0 && (
              <span className="text-muted"> · {t.upToDate}</span>
            )}
            {pending.length > 0 && (
              <span className="family-missing">
                {' · '}
                {pending.length === child.statuses.length
                  ? t.missingAll
                  : t.missing(names(pending))}
              </span>
            )}
            {refused.length > 0 && (
              <span className="text-muted"> · {t.refused(names(refused))}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function FamilyConsentsPage() {
  const online = useOnline()
  const { data, isError, isPending } = useFamiliesConsents()
  const send = useSendConsentLink()
  const [onlyPending, setOnlyPending] = useState(true)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [sender, setSender] = useState<{ queue: ChatToOpen[]; noPhone: number } | null>(null)
  const families = (data?.families ?? []).filter((f) => !onlyPending || f.pending > 0)
  const emailAvailable = data?.email_available ?? false

  function sendOne(family: FamilyConsents, channel: ReminderChannel) {
    // NOTE: the tab opens on the click itself, or the browser blocks it as a pop-up.
    const tab = channel === 'whatsapp' ? window.open('', '_blank') : null
    setNotice(null)
    send.mutate(
      { guardian_id: family.guardian.id, channel },
      {
        onSuccess: ({ whatsapp_url: url }) => {
          if (url) {
            openIn(tab, url)
            setNotice({ ok: true, text: uiOneByOne.opened(guardianName(family)) })
          } else setNotice({ ok: true, text: t.emailSent(guardianName(family)) })
        },
        onError: (error) => {
          tab?.close()
          setNotice({ ok: false, text: errorMessage(error, t.sendError) })
        },
      },
    )
  }

  function prepareAll() {
    const pending = (data?.families ?? []).filter((f) => f.pending > 0)
    const withPhone = pending.filter(hasMobile)
    setNotice(null)
    setSender({
      queue: withPhone.map((f) => ({
        id: f.guardian.id,
        name: guardianName(f),
        detail: <span className="text-muted">({f.children.map((c) => c.name).join(', ')})</span>,
      })),
      noPhone: pending.length - withPhone.length,
    })
  }

  const button = (family: FamilyConsents, channel: ReminderChannel) => {
    const missing =
      channel === 'whatsapp'
        ? hasMobile(family)
          ? null
          : t.noPhone
        : family.email
          ? null
          : t.noEmail
    const off = channel === 'email' && !emailAvailable
    const name = guardianName(family)
    return (
      <button
        type="button"
        className={`btn btn-small ${channel === 'whatsapp' ? 'btn-whatsapp' : 'btn-secondary'}`}
        aria-label={channel === 'whatsapp' ? t.whatsappTo(name) : t.emailTo(name)}
        title={missing ?? undefined}
        disabled={!online || send.isPending || off || !!missing}
        onClick={() => sendOne(family, channel)}
      >
        {channel === 'whatsapp' ? t.whatsapp : t.email}
      </button>
    )
  }

  const columns: Column<FamilyConsents>[] = [
    {
      header: t.guardian,
      cell: (f) => (
        <span className="family-guardian">
          {guardianName(f)}
          {f.missing_to_ride && <span className="family-cannot-ride">{t.cannotRide}</span>}
        </span>
      ),
    },
    { header: t.children, cell: (f) => <ChildAnswers family={f} /> },
    {
      header: t.lastLink,
      cell: (f) =>
        f.last_link_at ? `${formatDate(f.last_link_at)} ${formatTime(f.last_link_at)}` : t.never,
    },
    {
      header: t.actions,
      cell: (f) => (
        <span className="family-actions">
          {button(f, 'whatsapp')}
          {button(f, 'email')}
        </span>
      ),
    },
  ]

  return (
    <div className="family-consents">
      <p>
        <Link to="/documents">← {t.back}</Link>
      </p>
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      {!online && <p className="text-muted">{uiAdmin.offlineReadOnly}</p>}
      {data && !emailAvailable && (
        <p className="notice" role="note">
          {t.emailUnavailable}
        </p>
      )}
      <div className="family-consents-tools">
        <label className="family-filter">
          <input
            type="checkbox"
            checked={onlyPending}
            onChange={(event) => setOnlyPending(event.target.checked)}
          />{' '}
          {t.onlyPending}
        </label>
        <button
          type="button"
          className="btn btn-whatsapp"
          disabled={!online || sender !== null || !data?.families.some((f) => f.pending > 0)}
          onClick={prepareAll}
        >
          {t.whatsappAll}
        </button>
      </div>
      {sender && (
        <WhatsappOneByOne
          title={t.sender.title}
          intro={t.sender.intro}
          none={t.sender.none}
          leftOut={sender.noPhone > 0 ? t.sender.noPhone(sender.noPhone) : null}
          sendError={t.sendError}
          queue={sender.queue}
          chatOf={async (id) =>
            (await send.mutateAsync({ guardian_id: id, channel: 'whatsapp' })).whatsapp_url
          }
          online={online}
          onClose={() => setSender(null)}
        />
      )}
      {notice?.ok && <SuccessNote message={notice.text} />}
      {notice && !notice.ok && <ErrorAlert message={notice.text} />}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={data ? families : undefined}
        rowKey={(f) => f.guardian.id}
        loading={isPending}
        error={isError ? t.loadError : null}
        emptyText={onlyPending ? t.empty : t.emptyAll}
        cards
      />
    </div>
  )
}
