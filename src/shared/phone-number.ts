// A WhatsApp chat link for a number the school configured itself (its own WhatsApp on the public
// site). No numbering-plan data here, so the public pages and the guardians' portal stay light;
// people's numbers are checked by phone.ts.

export const PHONE_PREFIX = '+56'

/**
 * 'https://wa.me/56981234567?text=…' for a number written in full ('+56 9 8123 4567') or as its
 * nine Chilean digits ('9 8123 4567'). Whether it is a mobile is not checked.
 */
export function waMeUrl(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '')
  const full = digits.length === 9 ? `56${digits}` : digits
  return `https://wa.me/${full}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
