// The WhatsApp message that tells a family a class will not take place: which class, its day
// with the month and its time, and why. Guardians are addressed with "usted", as the school does.
import type { CancelReason } from '#shared/contract/class-sessions.ts'
import { formatDayMonth, formatTime } from '#shared/dates.ts'

export interface CancelledClass {
  /** The group's name, else the class's own name (null: neither). */
  title: string | null
  /** True when `title` is a group's name. */
  isGroup: boolean
  session_date: string
  reason: CancelReason
  note: string | null
}

const BECAUSE: Readonly<Record<CancelReason, (note: string | null) => string>> = {
  rain: () => 'por lluvia',
  trail_closed: () => 'porque el sendero está cerrado',
  other: (note) => (note ? `por este motivo: ${note}` : 'por un imprevisto'),
}

function classPhrase(c: CancelledClass): string {
  if (!c.title) return 'la clase'
  return c.isGroup ? `la clase de ${c.title}` : `la clase «${c.title}»`
}

/**
 * 'Hola, Ana: le avisamos que la clase de Mini Riders del jueves 12 de noviembre a las
 * 10:30 se cancela por lluvia. Disculpe las molestias.' Without a name, the message for everyone.
 */
export function cancelMessage(c: CancelledClass, name?: string): string {
  const greeting = name ? `Hola, ${name}: le avisamos` : 'Hola: les avisamos'
  const when = `del ${formatDayMonth(c.session_date)} a las ${formatTime(c.session_date)}`
  const sorry = name ? 'Disculpe las molestias.' : 'Disculpen las molestias.'
  return `${greeting} que ${classPhrase(c)} ${when} se cancela ${BECAUSE[c.reason](c.note)}. ${sorry}`
}
