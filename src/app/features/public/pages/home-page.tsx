import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { uiTrialClass } from '#app/i18n/ui-trial-class.ts'
import { uiHome as t } from '#app/i18n/ui-public.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { SITE_HOME_DEFAULTS } from '#shared/i18n/site-home.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { usePublicSite } from '../api/get-public-site.ts'
import './home-page.css'

const FEATURES = [
  { title: t.plansTitle, text: t.plansText, link: t.plansLink, to: '/plans' },
  {
    title: t.instructorsTitle,
    text: t.instructorsText,
    link: t.instructorsLink,
    to: '/instructors',
  },
  {
    title: t.associationsTitle,
    text: t.associationsText,
    link: t.associationsLink,
    to: '/associations',
  },
] as const

export function HomePage() {
  useDocumentTitle(null)
  // The defaults show at once; the school's own words replace them in the same places.
  const site = usePublicSite()
  const h = site?.home ?? SITE_HOME_DEFAULTS
  const image = site?.images[h.hero_image_id ?? '']
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="hero-kicker">{h.hero_kicker}</p>
            <h1 id="hero-title" className="hero-title">
              {h.hero_title}
            </h1>
            <p className="hero-text">{h.hero_text}</p>
            <HeroActions
              main={{ to: '/trial-class', label: t.heroCta }}
              other={{ to: '/schedule', label: t.heroSecondary }}
            />
          </div>
          <img
            className="hero-art"
            src={image?.url ?? '/hero-rider.svg'}
            // NOTE: a phone takes the 640 px copy of an uploaded photo, not the 1600 px one.
            srcSet={
              image
                ? `${image.small_url} ${image.small_width}w, ${image.url} ${image.width}w`
                : undefined
            }
            sizes={image ? '(min-width: 992px) 560px, 92vw' : undefined}
            alt={image ? h.hero_image_alt : ''}
            width="560"
            height="420"
            fetchPriority="high"
          />
        </div>
      </section>

      <TitledSection id="levels" title={h.levels_title}>
        <p className="section-intro">{h.levels_intro}</p>
        <InfoCards items={h.levels} level={3} />
      </TitledSection>

      <section className="split-band" aria-labelledby="safety-title">
        <div className="split-inner">
          <div>
            <h2 id="safety-title">{h.safety_title}</h2>
            <p>{h.safety_intro}</p>
          </div>
          <ul className="check-list">
            {h.safety_points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section events" aria-labelledby="events-title">
        <div className="events-card">
          <h2 id="events-title">{h.events_title}</h2>
          <p>{h.events_text}</p>
          <FeatureLink to="/plans" label={t.eventsLink} />
        </div>
      </section>

      <TitledSection id="features" title={t.featuresTitle} className="page-section features">
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.to} className="feature-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
              <FeatureLink to={feature.to} label={feature.link} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <section className="cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title">{t.ctaTitle}</h2>
        <p>{t.ctaText}</p>
        <HeroActions
          className="hero-actions cta-actions"
          main={{ to: '/trial-class', label: uiTrialClass.cta }}
          other={{ to: '/contact', label: t.ctaButton }}
        />
      </section>
    </>
  )
}

interface PageLink {
  to: string
  label: string
}

/** The two large buttons of a band: the one to take (accent), and the other way. */
function HeroActions({
  main,
  other,
  className = 'hero-actions',
}: {
  main: PageLink
  other: PageLink
  className?: string
}) {
  return (
    <div className={className}>
      <Link to={main.to} className="btn btn-accent btn-large">
        {main.label}
      </Link>
      <Link to={other.to} className="btn btn-ghost btn-large">
        {other.label}
      </Link>
    </div>
  )
}

/** A link that reads on (with an arrow). */
function FeatureLink({ to, label }: PageLink) {
  return (
    <Link to={to} className="feature-link">
      {label} <span aria-hidden="true">→</span>
    </Link>
  )
}

/** A band of the page named by its heading (`<id>-title`). */
function TitledSection({
  id,
  title,
  className = 'page-section',
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
