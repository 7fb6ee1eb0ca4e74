// The school's public identity (name and contact) shown in the header, footer and legal pages.
// The server writes SCHOOL_NAME, SCHOOL_PHONE, SCHOOL_EMAIL and SCHOOL_WHATSAPP into index.html as
// <meta name="school:name|phone|email|whatsapp">; these defaults apply when a tag is absent (the
// WhatsApp number defaults to the phone).

export interface SchoolInfo {
  name: string
  phone: string
  email: string
  whatsapp: string
}

export const SCHOOL_DEFAULTS: SchoolInfo = {
  name: 'Escuela de Mountain Bike',
  phone: '+56 9 8123 4567',
  email: 'contacto@demo.cl',
  whatsapp: '+56 9 8123 4567',
}

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim()
  return content || undefined
}

/** The school's identity from what is configured, the defaults filling the rest. */
export function schoolInfoFrom(values: Partial<SchoolInfo>): SchoolInfo {
  const phone = values.phone || SCHOOL_DEFAULTS.phone
  return {
    name: values.name || SCHOOL_DEFAULTS.name,
    phone,
    email: values.email || SCHOOL_DEFAULTS.email,
    whatsapp: values.whatsapp || phone,
  }
}

export function readSchoolInfo(): SchoolInfo {
  return schoolInfoFrom({
    name: metaContent('school:name'),
    phone: metaContent('school:phone'),
    email: metaContent('school:email'),
    whatsapp: metaContent('school:whatsapp'),
  })
}

export const school: SchoolInfo = readSchoolInfo()

/** `tel:` link target for the school's phone (digits and a leading plus only). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
