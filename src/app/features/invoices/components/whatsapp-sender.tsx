// 'WhatsApp a todos', one by one: the guardians the law allows to remind now and who have a phone
// are prepared; each chat opened logs that reminder (the server may still refuse it: someone else
// just reminded them). The one-by-one flow itself is components/whatsapp-one-by-one.
import { formatClp } from '#shared/money.ts'
import { uiReminders } from '#app/i18n/ui-families.ts'
import { WhatsappOneByOne } from '#app/components/whatsapp-one-by-one/whatsapp-one-by-one.tsx'
import { useSendReminder } from '../api/reminders.ts'
import { fullName, type PreparedReminders } from './reminder-targets.ts'

const t = uiReminders.sender

interface WhatsappSenderProps {
  prepared: PreparedReminders
  online: boolean
  onClose: () => void
}

export function WhatsappSender({ prepared, online, onClose }: WhatsappSenderProps) {
  const sendOne = useSendReminder()
  const leftOut = prepared.noPhone + prepared.ruled > 0
  return (
    <WhatsappOneByOne
      title={t.title}
      intro={t.intro}
      none={t.none}
      leftOut={leftOut ? t.notPreparedNote(t.notPrepared(prepared.noPhone, prepared.ruled)) : null}
      sendError={uiReminders.sendError}
      queue={prepared.queue.map((target) => ({
        id: target.guardian.id,
        name: fullName(target),
        detail: (
          <span className="amount">
            {formatClp(target.amount_owed)} ({uiReminders.cobros(target.pending_count)})
          </span>
        ),
      }))}
      chatOf={async (id) => {
        const { results } = await sendOne.mutateAsync({ guardian_id: id, channel: 'whatsapp' })
        return results[0]?.whatsapp_url ?? null
      }}
      online={online}
      onClose={onClose}
    />
  )
}
