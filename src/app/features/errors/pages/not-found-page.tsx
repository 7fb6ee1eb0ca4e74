import { Link } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'

export function NotFoundPage() {
  useDocumentTitle(ui.errors.notFoundTitle)
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-title">
        {ui.errors.notFoundTitle}
      </h1>
      <p>{ui.errors.notFoundText}</p>
      <Link to="/" className="btn btn-primary">
        {ui.errors.notFoundLink}
      </Link>
    </section>
  )
}
