// Spanish messages about the school's documents (terms, privacy policy, waiver, consents), shared
// by the admins' form and the API.
import { formatCalendarDay, periodLabel } from '../dates.ts'

export const documentMessages = {
  kindInvalid: 'Elige uno de los documentos del colegio.',
  titleRequired: 'Escribe el título del documento.',
  bodyRequired: 'Escribe el texto del documento.',
  bodyTooLong: (max: number) =>
    `El texto es demasiado largo: como máximo ${max.toLocaleString('es-CL')} caracteres.`,
  validFromPast: "'Vigente desde' debe ser hoy o un día posterior.",
  dayTaken: (name: string, day: string) =>
    `Ya hay una versión de «${name}» vigente desde el ${formatCalendarDay(day)}. Una versión no se cambia: elige otro día 'vigente desde'.`,
  notPublished: 'Este documento todavía no tiene una versión vigente.',
}

/** '26 de noviembre de 2026' of a calendar day 'YYYY-MM-DD'. */
export function longCalendarDay(day: string): string {
  const [month, year] = periodLabel(day.slice(0, 7)).split(' ')
  return `${Number(day.slice(8, 10))} de ${month?.toLowerCase()} de ${year}`
}

/** 'Vigente desde el 26 de noviembre de 2026' */
export const inForceSince = (day: string) => `Vigente desde el ${longCalendarDay(day)}`
