// tel: and WhatsApp (wa.me) links of a stored Chilean mobile number ('+569XXXXXXXX').
import { normalizePhone } from '#shared/phone.ts'

export const telHref = (phone: string) => `tel:${normalizePhone(phone)}`
