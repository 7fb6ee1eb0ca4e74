import { useNavigate } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { goBack } from '#app/lib/go-back.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'

export function UnauthorizedPage() {
  const navigate = useNavigate()
  useDocumentTitle(ui.errors.forbiddenTitle)
  return (
    <section className="status-screen" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="status-title">
        {ui.errors.forbiddenTitle}
      </h1>
      <p>{ui.errors.forbiddenText}</p>
      <button type="button" className="btn btn-primary" onClick={() => goBack(navigate)}>
        {ui.errors.goBack}
      </button>
    </section>
  )
}
