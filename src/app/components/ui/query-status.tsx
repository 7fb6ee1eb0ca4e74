import { ui } from '#app/i18n/ui.ts'

/** What stands in place of data not read yet: 'Cargando…', or `errorText` once the read failed. */
export function QueryStatus({ isError, errorText }: { isError: boolean; errorText: string }) {
  return isError ? (
    <p className="table-status table-error" role="alert">
      {errorText}
    </p>
  ) : (
    <p className="table-status">{ui.common.loading}</p>
  )
}
