// The tel: link of a stored Chilean number ('+56XXXXXXXXX', a mobile or a landline).
import { normalizePhone } from '#shared/phone.ts'

export const telHref = (phone: string) => `tel:${normalizePhone(phone)}`
