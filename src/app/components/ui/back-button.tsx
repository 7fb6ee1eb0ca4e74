import './back-button.css'
import { useNavigate } from 'react-router-dom'
import { uiField } from '#shared/i18n/ui-field.ts'
import { goBack } from '#app/lib/go-back.ts'

/** 'Volver' under a detail screen's title: back where the user came from. */
export function BackButton() {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="btn btn-secondary back-button"
      onClick={() => goBack(navigate)}
    >
      ← {uiField.back}
    </button>
  )
}
