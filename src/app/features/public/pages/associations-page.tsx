import { SITE_PAGES_DEFAULTS } from '#shared/i18n/site-pages.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { usePublicSite } from '../api/get-public-site.ts'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'
import '#app/components/site/site-content.css'

export function AssociationsPage() {
  const section = usePublicSite()?.associations ?? SITE_PAGES_DEFAULTS.associations
  return (
    <TextPage title={t.associationsTitle} intro={section.intro}>
      <ul className="info-cards">
        {section.items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="info-card">
            <h2>{item.name}</h2>
            {item.text && <p>{item.text}</p>}
            {item.url && (
              <a
                className="association-link"
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.associationsVisit(item.name)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <PageCta text={t.associationsMore} to="/contact" label={t.associationsLink} />
    </TextPage>
  )
}
