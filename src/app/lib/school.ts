// The school's public identity (name and contact) shown in the header, footer and legal pages.
// The server writes SCHOOL_NAME, SCHOOL_PHONE and SCHOOL_EMAIL into index.html as
// <meta name="school:name|school:phone|school:email">; these defaults apply when a tag is absent.

export interface SchoolInfo {
  name: string
  phone: string
  email: string
}

export const SCHOOL_DEFAULTS: SchoolInfo = {
  name: 'Escuela de Mountain Bike',
  phone: '+56 9 1234 5678',
  email: 'contacto@demo.cl',
}

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim()
  return content || undefined
}

export function readSchoolInfo(): SchoolInfo {
  return {
    name: metaContent('school:name') ?? SCHOOL_DEFAULTS.name,
    phone: metaContent('school:phone') ?? SCHOOL_DEFAULTS.phone,
    email: metaContent('school:email') ?? SCHOOL_DEFAULTS.email,
  }
}

export const school: SchoolInfo = readSchoolInfo()

/** `tel:` link target for the school's phone (digits and a leading plus only). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
