// The school's public identity (name and contact) shown in the footer and legal pages.
// NOTE: defaults for now; a later issue injects the server's SCHOOL_* config here.

export interface SchoolInfo {
  name: string
  phone: string
  email: string
}

export const school: SchoolInfo = {
  name: 'Escuela MTB Demo',
  phone: '+56 9 1234 5678',
  email: 'contacto@demo.cl',
}

/** `tel:` link target for the school's phone (digits and a leading plus only). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
