// The school's WhatsApp (SCHOOL_WHATSAPP, or its phone): a chat opened with a greeting typed in.
import { school } from '#app/lib/school.ts'
import { waMeUrl } from '#shared/phone-number.ts'

export function WhatsappLink({
  text,
  label,
  className = 'btn btn-whatsapp',
}: {
  text: string
  label: string
  className?: string
}) {
  return (
    <a
      className={className}
      href={waMeUrl(school.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
    </a>
  )
}
