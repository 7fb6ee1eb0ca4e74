// The files of Boletas: a document's PDF (shown in a new tab) and the month's sales book (saved as
// CSV or Excel under the name the accountant expects).
import { useMutation } from '@tanstack/react-query'
import type { Boleta } from '#shared/contract/boletas.ts'
import { boletasBook } from '#shared/i18n/boletas.ts'
import { uiBoletas } from '#app/i18n/ui-boletas.ts'
import { fetchFile, openFile, saveBlob } from '#app/lib/file-download.ts'

export type BookFormat = 'csv' | 'xlsx'

export async function downloadBook(month: string, format: BookFormat): Promise<void> {
  const blob = await fetchFile(`/boletas/book?month=${month}&format=${format}`)
  saveBlob(blob, boletasBook.fileName(month, format))
}

export function useDownloadBook(format: BookFormat) {
  return useMutation({ mutationFn: (month: string) => downloadBook(month, format) })
}

export function openBoletaPdf(boleta: Pick<Boleta, 'id' | 'type' | 'folio'>): Promise<void> {
  return openFile(`/boletas/${boleta.id}/pdf`, uiBoletas.pdfFileName(boleta.type, boleta.folio))
}

export function useOpenBoletaPdf() {
  return useMutation({ mutationFn: openBoletaPdf })
}
