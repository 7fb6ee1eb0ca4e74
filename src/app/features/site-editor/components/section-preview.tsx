// 'Vista previa': a section as the public page will draw it, from the form's unsaved values, with
// the public site's own classes and cards (instructors appear only if they agreed).
import type { ReactNode } from 'react'
import type { SiteImage, SiteSection, SiteSections } from '#shared/contract/site.ts'
import { PeopleCards } from '#app/components/site/people-cards.tsx'
import { SocialLinks } from '#app/components/site/social-links.tsx'
import '#app/components/site/site-content.css'

type Values = { [S in SiteSection]: SiteSections[S] }

export function SectionPreview<S extends SiteSection>({
  section,
  value,
  images,
}: {
  section: S
  value: Values[S]
  images: Record<string, SiteImage>
}) {
  const v = value as Values[SiteSection]
  switch (section) {
    case 'home': {
      const home = v as Values['home']
      const image = home.hero_image_id ? images[home.hero_image_id] : undefined
      return (
        <>
          <section className="hero">
            <div className="hero-inner">
              <div className="hero-copy">
                <p className="hero-kicker">{home.hero_kicker}</p>
                <p className="hero-title">{home.hero_title}</p>
                <p className="hero-text">{home.hero_text}</p>
              </div>
              <img
                className="hero-art"
                src={image?.small_url ?? '/hero-rider.svg'}
                alt={image ? home.hero_image_alt : ''}
                width="560"
                height="420"
              />
            </div>
          </section>
          <section className="page-section">
            <p className="section-title">{home.levels_title}</p>
            <p className="section-intro">{home.levels_intro}</p>
            <Cards items={home.levels.map((level) => ({ name: level.title, text: level.text }))} />
          </section>
          <section className="split-band">
            <div className="split-inner">
              <div>
                <p className="section-title">{home.safety_title}</p>
                <p>{home.safety_intro}</p>
              </div>
              <ul className="check-list">
                {home.safety_points.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
            </div>
          </section>
          <section className="page-section events">
            <div className="events-card">
              <p className="section-title">{home.events_title}</p>
              <p>{home.events_text}</p>
            </div>
          </section>
        </>
      )
    }
    case 'plans':
      return <Band intro={(v as Values['plans']).intro} />
    case 'instructors': {
      const instructors = v as Values['instructors']
      return (
        <Band intro={instructors.intro}>
          <PeopleCards
            people={instructors.members.filter((member) => member.agreed)}
            images={images}
          />
        </Band>
      )
    }
    case 'team': {
      const team = v as Values['team']
      return (
        <Band intro={team.intro}>
          <PeopleCards people={team.members} images={images} />
        </Band>
      )
    }
    case 'associations': {
      const associations = v as Values['associations']
      return (
        <Band intro={associations.intro}>
          <Cards items={associations.items} />
        </Band>
      )
    }
    default: {
      const contact = v as Values['contact']
      return (
        <div className="text-body">
          <address className="contact-options">
            {[contact.phone, contact.email, contact.whatsapp, contact.address]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="contact-option">
                  <span className="contact-value">{line}</span>
                </span>
              ))}
          </address>
          <SocialLinks contact={contact} className="social-links" />
        </div>
      )
    }
  }
}

function Band({ intro, children }: { intro: string; children?: ReactNode }) {
  return (
    <div className="text-page">
      <div className="page-band">
        <div className="page-band-inner">
          <p className="lead">{intro}</p>
        </div>
      </div>
      <div className="text-body">{children}</div>
    </div>
  )
}

function Cards({ items }: { items: readonly { name: string; text: string }[] }) {
  return (
    <ul className="info-cards">
      {items.map((item, index) => (
        <li key={index} className="info-card">
          <p className="info-card-title">{item.name}</p>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
