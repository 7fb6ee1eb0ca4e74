// GET /api/download/{students|supporters}: the list as an .xlsx file, saved under its Spanish name.
import { useMutation } from '@tanstack/react-query'
import { peopleExport } from '#shared/i18n/people.ts'
import { fetchFile, saveBlob } from '#app/lib/file-download.ts'

export type DownloadKind = keyof Pick<typeof peopleExport, 'students' | 'supporters'>

export async function downloadPeople(kind: DownloadKind): Promise<void> {
  saveBlob(await fetchFile(`/download/${kind}`), peopleExport[kind].fileName)
}

export function useDownloadPeople(kind: DownloadKind) {
  return useMutation({ mutationFn: () => downloadPeople(kind) })
}
