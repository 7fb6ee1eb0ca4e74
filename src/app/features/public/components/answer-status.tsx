// What a public page shows while its answer loads, or when it failed (with a retry).
import { uiSchedule as t } from '#app/i18n/ui-schedule.ts'
import type { PublicAnswer } from '../api/get-public-schedule.ts'

/** Loading, or a failure with a retry; null once there is data (or nothing to show). */
export function AnswerStatus({
  answer,
  loading,
  error = t.error,
}: {
  answer: PublicAnswer<unknown>
  loading: string
  error?: string
}) {
  if (answer.data || answer.isMissing) return null
  if (answer.isError) {
    return (
      <div className="schedule-status" role="alert">
        <p>{error}</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={answer.isFetching}
          onClick={answer.refetch}
        >
          {t.retry}
        </button>
      </div>
    )
  }
  return (
    <p className="schedule-status" role="status">
      {loading}
    </p>
  )
}
