// Spanish text of what the school sends families and of the trial-class form: the enquiry form's
// validation (public site, tú), the payment reminder (guardians, usted) and what the reminders'
// API answers the staff (tú).
import { formatDayMonth, formatTime } from '../dates.ts'
import { formatClp } from '../money.ts'

export const enquiryMessages = {
  nameRequired: 'Ingresa tu nombre.',
  ageInvalid: 'Ingresa la edad de quien va a andar (entre 3 y 99 años).',
  levelRequired: 'Elige el nivel.',
  phoneRequired: 'Ingresa un teléfono para contactarte.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
} as const

/** What the reminders' API answers in its own words (staff: tú). */
export const reminderMessages = {
  whatsappOneByOne:
    'Los recordatorios por WhatsApp no se envían a todos de una vez: ábrelos uno por uno desde el panel (WhatsApp a todos). A todos solo se envían correos.',
} as const

export interface ReminderText {
  schoolName: string
  guardianName: string
  amount: number
  invoiceCount: number
  link: string
  linkDays: number
}

/** The reminder both channels carry (WhatsApp text and the e-mail body), in usted. */
export function reminderMessage(r: ReminderText): string {
  const cobros = r.invoiceCount === 1 ? '1 cobro pendiente' : `${r.invoiceCount} cobros pendientes`
  return [
    `Estimado/a ${r.guardianName}:`,
    `Le recordamos que tiene ${cobros} con ${r.schoolName} por un total de ${formatClp(r.amount)}.`,
    `Puede revisarlos y pagarlos en línea en su enlace personal (válido por ${r.linkDays} días):`,
    r.link,
    'Si ya pagó, por favor omita este mensaje.',
    `Saludos cordiales,\n${r.schoolName}`,
  ].join('\n\n')
}

/** The e-mail's subject. */
export const reminderSubject = (schoolName: string, amount: number) =>
  `Recordatorio de pago: ${formatClp(amount)} pendientes en ${schoolName}`

/** The waiting-list offer a family receives by e-mail or WhatsApp (tú, as the public site). */
export function offerMessage(o: {
  schoolName: string
  name: string
  groupName: string
  link: string
  expiresAt: Date
}): string {
  return [
    `Hola ${o.name}, te escribimos de ${o.schoolName}.`,
    `Se liberó un cupo en el grupo ${o.groupName} y eres la siguiente persona en la lista de espera.`,
    `Para tomarlo, confírmalo aquí antes del ${formatDayMonth(o.expiresAt)} a las ${formatTime(o.expiresAt)}: ${o.link}`,
    'Si ya no te interesa, puedes rechazarlo en el mismo enlace y se lo ofrecemos a la siguiente familia.',
  ].join('\n\n')
}

export const offerSubject = (schoolName: string, groupName: string) =>
  `${schoolName}: hay un cupo para ti en ${groupName}`
