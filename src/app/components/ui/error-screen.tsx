import { ui } from '#app/i18n/ui.ts'

/** What a crashed screen shows instead of itself. */
export function ErrorScreen({ onBack }: { onBack: () => void }) {
  return (
    <section className="status-screen" aria-labelledby="error-title">
      <h1 id="error-title" className="status-title">
        {ui.errors.crashTitle}
      </h1>
      <p>{ui.errors.crashText}</p>
      <button type="button" className="btn btn-primary" onClick={onBack}>
        {ui.errors.back}
      </button>
    </section>
  )
}
