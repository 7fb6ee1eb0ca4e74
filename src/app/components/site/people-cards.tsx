// The people of the public site (instructors, team) as cards, shared by the public pages and the
// site editor's preview.
import type { SiteImage } from '#shared/contract/site.ts'
import './site-content.css'

export interface PersonCard {
  name: string
  role?: string
  bio: string
  photo_id: string | null
}

/** Up to two initials of a name: the placeholder of someone without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return picked.map((word) => word[0]!.toUpperCase()).join('')
}

/** The people of a public page (instructors, team): photo (the 640 px copy) or initials, name, bio. */
export function PeopleCards({
  people,
  images,
}: {
  people: readonly PersonCard[]
  images: Record<string, SiteImage>
}) {
  return (
    <ul className="people-cards">
      {people.map((person, index) => {
        const photo = person.photo_id ? images[person.photo_id] : undefined
        return (
          <li key={`${index}-${person.name}`} className="person-card">
            {photo ? (
              <img
                className="person-photo"
                src={photo.small_url}
                width={photo.small_width}
                height={photo.small_height}
                loading="lazy"
                alt={person.name}
              />
            ) : (
              <span className="person-photo person-initials" aria-hidden="true">
                {initialsOf(person.name)}
              </span>
            )}
            <h2>{person.name}</h2>
            {person.role && <p className="person-role">{person.role}</p>}
            {person.bio && <p>{person.bio}</p>}
          </li>
        )
      })}
    </ul>
  )
}
