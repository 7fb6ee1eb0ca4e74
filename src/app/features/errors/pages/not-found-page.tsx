import { Link } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { StatusScreen } from '#app/components/ui/status-screen.tsx'

export function NotFoundPage() {
  useDocumentTitle(ui.errors.notFoundTitle)
  return (
    <StatusScreen code="404" title={ui.errors.notFoundTitle} text={ui.errors.notFoundText}>
      <Link to="/" className="btn btn-primary">
        {ui.errors.notFoundLink}
      </Link>
    </StatusScreen>
  )
}
