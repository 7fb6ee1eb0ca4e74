// The school's WhatsApp (SCHOOL_WHATSAPP, or its phone): a chat opened with a greeting typed in.
import { school, whatsappHref } from '#app/lib/school.ts'

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
      href={whatsappHref(school.whatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
    </a>
  )
}
