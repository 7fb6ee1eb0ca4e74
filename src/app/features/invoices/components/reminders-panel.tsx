// Payment reminders on Pagos pendientes: each guardian who owes, what and when they were last
// reminded, with a WhatsApp and an e-mail button, and one button per channel for everyone. A
// second reminder on a channel within 24 hours asks first; past two in a day the buttons are off.
import '#app/components/ui/table-cards.css'
import './reminders.css'
import { useState } from 'react'
import {
  REMINDER_LIMITS,
  type ReminderChannel,
  type ReminderResult,
  type ReminderTarget,
} from '#shared/contract/reminders.ts'
import { formatDate, formatTime } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'
import { uiReminders as t } from '#app/i18n/ui-families.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useReminderOverview, useSendReminder, useSendReminderToAll } from '../api/reminders.ts'

const WINDOW_MS = REMINDER_LIMITS.windowHours * 3_600_000
const fullName = (g: ReminderTarget) => `${g.guardian.name} ${g.guardian.last_name}`.trim()
const isRecent = (iso: string | null) => iso !== null && Date.now() - Date.parse(iso) < WINDOW_MS
const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : t.never)
const lastOf = (g: ReminderTarget, channel: ReminderChannel) =>
  channel === 'whatsapp' ? g.last_whatsapp_at : g.last_email_at

interface Notice {
  tone: 'success' | 'error'
  text: string
  links?: { name: string; url: string }[]
}

/** Opens a WhatsApp chat in the tab opened for it (or leaves the link on the page if blocked). */
function openIn(tab: Window | null, url: string) {
  if (!tab) return
  tab.opener = null
  tab.location.href = url
}

export function RemindersPanel() {
  const online = useOnline()
  const overview = useReminderOverview()
  const sendOne = useSendReminder()
  const sendAll = useSendReminderToAll()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [again, setAgain] = useState<{ target: ReminderTarget; channel: ReminderChannel } | null>(
    null,
  )
  const [everyone, setEveryone] = useState<ReminderChannel | null>(null)
  const emailAvailable = overview.data?.email_available ?? false
  const busy = sendOne.isPending || sendAll.isPending
  const byId = new Map((overview.data?.guardians ?? []).map((g) => [g.guardian.id, g]))

  function remind(target: ReminderTarget, channel: ReminderChannel, force = false) {
    // NOTE: the tab opens on the click itself, or the browser blocks it as a pop-up.
    const tab = channel === 'whatsapp' ? window.open('', '_blank') : null
    setNotice(null)
    sendOne.mutate(
      { guardian_id: target.guardian.id, channel, force },
      {
        onSuccess: ({ results }) => {
          const url = results[0]?.whatsapp_url
          if (url) {
            openIn(tab, url)
            setNotice({ tone: 'success', text: '', links: [{ name: fullName(target), url }] })
          } else setNotice({ tone: 'success', text: t.emailSent(fullName(target)) })
        },
        onError: (error) => {
          tab?.close()
          setNotice({ tone: 'error', text: errorMessage(error, t.sendError) })
        },
        onSettled: () => setAgain(null),
      },
    )
  }

  function ask(target: ReminderTarget, channel: ReminderChannel) {
    if (isRecent(lastOf(target, channel))) setAgain({ target, channel })
    else remind(target, channel)
  }

  function remindEveryone(channel: ReminderChannel) {
    setNotice(null)
    sendAll.mutate(channel, {
      onSuccess: ({ results }) => setNotice(summaryOf(results)),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t.sendError) }),
      onSettled: () => setEveryone(null),
    })
  }

  function summaryOf(results: ReminderResult[]): Notice {
    const count = (outcome: ReminderResult['outcome']) =>
      results.filter((r) => r.outcome === outcome).length
    const links = results.flatMap((r) => {
      const target = byId.get(r.guardian_id)
      return r.whatsapp_url && target ? [{ name: fullName(target), url: r.whatsapp_url }] : []
    })
    const text = t.summary(
      count('sent'),
      count('too_soon') + count('limit'),
      count('no_contact'),
      count('failed'),
    )
    return { tone: 'success', text, links }
  }

  const button = (g: ReminderTarget, channel: ReminderChannel) => {
    const missing =
      channel === 'whatsapp' ? (g.phone ? null : t.noPhone) : g.email ? null : t.noEmail
    const full = g.recent_count >= REMINDER_LIMITS.maxPerWindow ? t.limitReached : null
    const off = channel === 'email' && !emailAvailable
    return (
      <button
        type="button"
        className={`btn btn-small ${channel === 'whatsapp' ? 'btn-whatsapp' : 'btn-secondary'}`}
        aria-label={channel === 'whatsapp' ? t.whatsappTo(fullName(g)) : t.emailTo(fullName(g))}
        title={missing ?? full ?? undefined}
        disabled={!online || busy || off || !!missing || !!full}
        onClick={() => ask(g, channel)}
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
      header: t.actions,
      cell: (g) => (
        <span className="reminder-actions">
          {button(g, 'whatsapp')}
          {button(g, 'email')}
        </span>
      ),
    },
  ]

  const hasRows = (overview.data?.guardians.length ?? 0) > 0
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
            disabled={!online || busy}
            onClick={() => setEveryone('whatsapp')}
          >
            {t.whatsappAll}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!online || busy || !emailAvailable}
            onClick={() => setEveryone('email')}
          >
            {sendAll.isPending ? t.sending : t.emailAll}
          </button>
        </div>
      )}
      {notice && (
        <div
          className={notice.tone === 'error' ? 'form-error' : 'form-success'}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text && <p>{notice.text}</p>}
          {notice.links && notice.links.length > 0 && (
            <>
              {notice.links.length > 1 && <p>{t.whatsappReady}</p>}
              <ul className="reminder-links">
                {notice.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {t.openWhatsapp(link.name)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
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
          <summary>{t.listSummary(overview.data!.guardians.length)}</summary>
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={overview.data!.guardians}
            rowKey={(g) => g.guardian.id}
            emptyText={t.empty}
          />
        </details>
      )}
      <ConfirmDialog
        open={again !== null}
        title={t.againTitle}
        message={again ? t.againMessage(fullName(again.target), t.channelName[again.channel]) : ''}
        confirmLabel={t.againConfirm}
        busy={sendOne.isPending}
        onConfirm={() => again && remind(again.target, again.channel, true)}
        onCancel={() => setAgain(null)}
      />
      <ConfirmDialog
        open={everyone !== null}
        title={everyone ? t.allTitle(t.channelName[everyone]) : ''}
        message={t.allMessage}
        confirmLabel={t.allConfirm}
        busy={sendAll.isPending}
        onConfirm={() => everyone && remindEveryone(everyone)}
        onCancel={() => setEveryone(null)}
      />
    </section>
  )
}
