import { useNavigate } from 'react-router-dom'
import { uiPeople } from '#shared/i18n/ui-people.ts'
import { goBack } from '#app/lib/go-back.ts'

export function BackButton() {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small person-back"
      onClick={() => goBack(navigate)}
    >
      <span aria-hidden="true">←</span> {uiPeople.detail.back}
    </button>
  )
}
