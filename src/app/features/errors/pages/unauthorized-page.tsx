import { useNavigate } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { goBack } from '#app/lib/go-back.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { StatusScreen } from '#app/components/ui/status-screen.tsx'

export function UnauthorizedPage() {
  const navigate = useNavigate()
  useDocumentTitle(ui.errors.forbiddenTitle)
  return (
    <StatusScreen title={ui.errors.forbiddenTitle} text={ui.errors.forbiddenText}>
      <button type="button" className="btn btn-primary" onClick={() => goBack(navigate)}>
        {ui.errors.goBack}
      </button>
    </StatusScreen>
  )
}
