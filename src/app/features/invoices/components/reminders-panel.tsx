// Payment reminders on Pagos pendientes: each guardian who owes, what, when they were last
// reminded and when the law next allows it (shared/reminder-rules.ts: two a week, two days
// apart, both channels together), with a WhatsApp and an e-mail button; an e-mail to everyone,
// and WhatsApp to everyone one chat at a time (whatsapp-sender.tsx).
import '#app/components/ui/table-cards.css'
import './reminders.css'
import { useState } from 'react'
import type { ReminderChannel, ReminderResult, ReminderTarget } from '#shared/contract/reminders.ts'
import { formatDate, formatTime } from '#shared/dates.ts'
import { reminderMoment, reminderRefusalDetail } from '#shared/i18n/reminder-rules.ts'
import { formatClp } from '#shared/money.ts'
import { uiReminders as t } from '#app/i18n/ui-families.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useReminderOverview, useSendReminder, useSendReminderToAll } from '../api/reminders.ts'
import {
  allowanceOf,
  fullName,
  hasPhone,
  prepareWhatsapp,
  type PreparedReminders,
} from './reminder-targets.ts'
import { WhatsappSender } from './whatsapp-sender.tsx'
import { openIn } from '#app/components/whatsapp-one-by-one/whatsapp-one-by-one.tsx'

const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : t.never)

interface Notice {
  tone: 'success' | 'error'
  text: string
  link?: { name: string; url: string }
  refused?: string[]
}

export function RemindersPanel() {
  const online = useOnline()
  const overview = useReminderOverview()
  const sendOne = useSendReminder()
  const sendAll = useSendReminderToAll()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [askAll, setAskAll] = useState(false)
  const [sender, setSender] = useState<PreparedReminders | null>(null)
  const emailAvailable = overview.data?.email_available ?? false
  const busy = sendOne.isPending || sendAll.isPending
  const guardians = overview.data?.guardians ?? []
  const byId = new Map(guardians.map((g) => [g.guardian.id, g]))
  const now = new Date()

  function remind(target: ReminderTarget, channel: ReminderChannel) {
    // NOTE: the tab opens on the click itself, or the browser blocks it as a pop-up.
    const tab = channel === 'whatsapp' ? window.open('', '_blank') : null
    setNotice(null)
    sendOne.mutate(
      { guardian_id: target.guardian.id, channel },
      {
        onSuccess: ({ results }) => {
          const url = results[0]?.whatsapp_url
          if (url) {
            openIn(tab, url)
            const name = fullName(target)
            setNotice({ tone: 'success', text: t.whatsappOpened(name), link: { name, url } })
          } else setNotice({ tone: 'success', text: t.emailSent(fullName(target)) })
        },
        onError: (error) => {
          tab?.close()
          setNotice({ tone: 'error', text: errorMessage(error, t.sendError) })
        },
      },
    )
  }

  function emailEveryone() {
    setNotice(null)
    sendAll.mutate(undefined, {
      onSuccess: ({ results }) => setNotice(summaryOf(results)),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t.sendError) }),
      onSettled: () => setAskAll(false),
    })
  }

  function summaryOf(results: ReminderResult[]): Notice {
    const count = (outcome: ReminderResult['outcome']) =>
      results.filter((r) => r.outcome === outcome).length
    const refused = results.flatMap((r) => {
      const target = byId.get(r.guardian_id)
      if ((r.outcome !== 'too_soon' && r.outcome !== 'limit') || !r.next_allowed_at || !target)
        return []
      return [t.refusedNext(fullName(target), t.why[r.outcome], reminderMoment(r.next_allowed_at))]
    })
    const text = t.emailSummary(
      count('sent'),
      count('too_soon') + count('limit'),
      count('no_contact'),
      count('failed'),
    )
    return { tone: 'success', text, refused }
  }

  const button = (g: ReminderTarget, channel: ReminderChannel) => {
    const missing =
      channel === 'whatsapp' ? (hasPhone(g) ? null : t.noPhone) : g.email ? null : t.noEmail
    const allowance = allowanceOf(g, now)
    const ruled = allowance.allowed
      ? null
      : reminderRefusalDetail(allowance.reason, allowance.nextAllowedAt)
    const off = channel === 'email' && !emailAvailable
    return (
      <button
        type="button"
        className={`btn btn-small ${channel === 'whatsapp' ? 'btn-whatsapp' : 'btn-secondary'}`}
        aria-label={channel === 'whatsapp' ? t.whatsappTo(fullName(g)) : t.emailTo(fullName(g))}
        title={missing ?? ruled ?? undefined}
        disabled={!online || busy || off || !!missing || !!ruled}
        onClick={() => remind(g, channel)}
      >
        {channel === 'whatsapp' ? t.whatsapp : t.email}
      </button>
    )
  }

  const columns: Column<ReminderTarget>[] = [
    { header: t.guardian, cell: fullName },
    {
      header: t.owed,
      cell: (g) => (
        <span className="amount">
          {formatClp(g.amount_owed)}{' '}
          <span className="text-muted">({t.cobros(g.pending_count)})</span>
        </span>
      ),
    },
    {
      header: t.lastReminder,
      cell: (g) => (
        <span className="reminder-when">
          <span>{t.viaWhatsapp(when(g.last_whatsapp_at))}</span>
          <span>{t.viaEmail(when(g.last_email_at))}</span>
        </span>
      ),
    },
    {
      header: t.next,
      cell: (g) => {
        const allowance = allowanceOf(g, now)
        if (allowance.allowed) return t.nextNow
        return (
          <span className="reminder-when">
            <span>{t.nextFrom(reminderMoment(allowance.nextAllowedAt))}</span>
            <span className="text-muted">{t.why[allowance.reason]}</span>
          </span>
        )
      },
    },
    {
      header: t.actions,
      cell: (g) => (
        <span className="reminder-actions">
          {button(g, 'whatsapp')}
          {button(g, 'email')}
        </span>
      ),
    },
  ]

  const hasRows = guardians.length > 0
  return (
    <section className="card reminders" aria-labelledby="reminders-title">
      <h2 id="reminders-title">{t.title}</h2>
      <p className="text-muted">{t.intro}</p>
      {overview.data && !emailAvailable && (
        <p className="notice" role="note">
          {t.emailUnavailable}
        </p>
      )}
      {hasRows && (
        <div className="reminder-bulk">
          <button
            type="button"
            className="btn btn-whatsapp"
            disabled={!online || busy || sender !== null}
            onClick={() => {
              setNotice(null)
              setSender(prepareWhatsapp(guardians, new Date()))
            }}
          >
            {t.whatsappAll}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!online || busy || !emailAvailable}
            onClick={() => setAskAll(true)}
          >
            {sendAll.isPending ? t.sending : t.emailAll}
          </button>
        </div>
      )}
      {sender && (
        <WhatsappSender prepared={sender} online={online} onClose={() => setSender(null)} />
      )}
      {notice && (
        <div
          className={notice.tone === 'error' ? 'form-error' : 'form-success'}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p>
            {notice.text}
            {notice.link && (
              <>
                {' '}
                <a href={notice.link.url} target="_blank" rel="noopener noreferrer">
                  {t.openAgain(notice.link.name)}
                </a>
              </>
            )}
          </p>
          {notice.refused && notice.refused.length > 0 && (
            <ul className="reminder-refused">
              {notice.refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {overview.isError && !overview.data && (
        <p className="table-status table-error" role="alert">
          {t.loadError}
        </p>
      )}
      {overview.data && !hasRows && <p className="table-status">{t.empty}</p>}
      {/* NOTE: folded, so the pending list below stays in view however many families owe. */}
      {hasRows && (
        <details className="reminder-list table-cards">
          <summary>{t.listSummary(guardians.length)}</summary>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={guardians}
            rowKey={(g) => g.guardian.id}
            emptyText={t.empty}
          />
        </details>
      )}
      <ConfirmDialog
        open={askAll}
        title={t.allTitle}
        message={t.allMessage}
        confirmLabel={t.allConfirm}
        busy={sendAll.isPending}
        onConfirm={emailEveryone}
        onCancel={() => setAskAll(false)}
      />
    </section>
  )
}
