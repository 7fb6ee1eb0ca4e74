// 'Descargar Excel' of the students and supporters lists, with its own error line.
import { uiPeople } from '#app/i18n/ui-people.ts'
import { useDownloadPeople, type DownloadKind } from '../api/download-people.ts'

export function DownloadButton({ kind }: { kind: DownloadKind }) {
  const download = useDownloadPeople(kind)
  return (
    <div className="people-download">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? uiPeople.downloading : uiPeople.download}
      </button>
      {download.isError && (
        <p className="field-error" role="alert">
          {uiPeople.downloadError}
        </p>
      )}
    </div>
  )
}
