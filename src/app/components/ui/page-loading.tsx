import { ui } from '#app/i18n/ui.ts'

export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      {ui.app.loading}
    </p>
  )
}
