// Sitio web (admins): the public site's sections as tabs (/site/home, /site/plans…), each with
// its form; when the section was last saved, or that it still shows the initial texts.
import '#app/styles/card.css'
import '../site-editor.css'
import { NavLink, useParams } from 'react-router-dom'
import { SITE_SECTIONS, type SiteSection } from '#shared/contract/site.ts'
import { uiSiteEditor as t } from '#app/i18n/ui-site-editor.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { QueryStatus } from '#app/components/ui/query-status.tsx'
import { useSite } from '../api/get-site.ts'
import { SectionForm } from '../components/section-form.tsx'

const isSection = (name: string | undefined): name is SiteSection =>
  (SITE_SECTIONS as readonly string[]).includes(name ?? '')

export function SiteEditorPage() {
  const { section: param } = useParams()
  const section: SiteSection = isSection(param) ? param : 'home'
  const { data, isError } = useSite()
  const saved = data?.updated_at[section]

  return (
    <div className="site-editor">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      <nav aria-label={t.sectionsLabel}>
        <ul className="site-tabs">
          {SITE_SECTIONS.map((name) => (
            <li key={name}>
              <NavLink
                to={`/site/${name}`}
                className="site-tab"
                aria-current={name === section ? 'page' : undefined}
              >
                {t.sections[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {data ? (
        <section className="card site-section" aria-labelledby="site-section-title">
          <h2 id="site-section-title">{t.sections[section]}</h2>
          <p className="text-muted">
            {saved ? t.lastSaved(new Date(saved).toLocaleString('es-CL')) : t.neverSaved}
          </p>
          <SectionForm key={section} section={section} site={data} />
        </section>
      ) : (
        <QueryStatus isError={isError} errorText={t.loadError} />
      )}
    </div>
  )
}
