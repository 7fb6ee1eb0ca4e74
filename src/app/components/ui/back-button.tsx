import './back-button.css'
import { useNavigate } from 'react-router-dom'
import { uiField } from '#app/i18n/ui-field.ts'
import { goBack } from '#app/lib/go-back.ts'

interface BackButtonProps {
  /** A small text button above the title (people's details) instead of one under it. */
  compact?: boolean
  /** A square arrow beside the title (a class's roster, where every line counts). */
  icon?: boolean
}

/** 'Volver' on a detail screen: back where the user came from. */
export function BackButton({ compact = false, icon = false }: BackButtonProps) {
  const navigate = useNavigate()
  if (icon) {
    return (
      <button
        type="button"
        className="btn btn-secondary back-button-icon"
        aria-label={uiField.back}
        title={uiField.back}
        onClick={() => goBack(navigate)}
      >
        <span aria-hidden="true">←</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      className={
        compact ? 'btn btn-ghost btn-small back-button-compact' : 'btn btn-secondary back-button'
      }
      onClick={() => goBack(navigate)}
    >
      <span aria-hidden="true">←</span> {uiField.back}
    </button>
  )
}
