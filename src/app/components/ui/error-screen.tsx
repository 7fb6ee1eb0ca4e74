import { ui } from '#app/i18n/ui.ts'
import { StatusScreen } from './status-screen.tsx'

/** What a crashed screen shows instead of itself. */
export function ErrorScreen({ onBack }: { onBack: () => void }) {
  return (
    <StatusScreen title={ui.errors.crashTitle} text={ui.errors.crashText}>
      <button type="button" className="btn btn-primary" onClick={onBack}>
        {ui.errors.back}
      </button>
    </StatusScreen>
  )
}
