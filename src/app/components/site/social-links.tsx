import type { ContactSection } from '#shared/contract/site.ts'

const NETWORKS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
] as const

/** The school's social networks it filled in (none: nothing is shown). */
export function SocialLinks({
  contact,
  className,
}: {
  contact: ContactSection
  className: string
}) {
  const links = NETWORKS.filter(([key]) => contact[key])
  if (links.length === 0) return null
  return (
    <ul className={className}>
      {links.map(([key, name]) => (
        <li key={key}>
          <a href={contact[key]} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </li>
      ))}
    </ul>
  )
}
