import type { ContactSection } from '#shared/contract/site.ts'

const NETWORKS = ['Instagram', 'Facebook', 'YouTube'] as const
type Network = 'instagram' | 'facebook' | 'youtube'

/** The school's social networks it filled in (in the footer's first load: kept small). */
export function SocialLinks({
  contact,
  className,
}: {
  contact: ContactSection
  className: string
}) {
  return (
    <ul className={className}>
      {NETWORKS.map((name) => {
        const url = contact[name.toLowerCase() as Network]
        return (
          url && (
            <li key={name}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          )
        )
      })}
    </ul>
  )
}
