// 'Libro del mes' for the accountant: the month's sales book as Excel or CSV, with its error line.
import { uiBoletas as t } from '#app/i18n/ui-boletas.ts'
import { useDownloadBook, type BookFormat } from '../api/boleta-files.ts'

const LABELS: Record<BookFormat, string> = { xlsx: t.bookXlsx, csv: t.bookCsv }

function BookButton({ month, format }: { month: string; format: BookFormat }) {
  const download = useDownloadBook(format)
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate(month)}
      >
        {download.isPending ? t.downloading : LABELS[format]}
      </button>
      {download.isError && (
        <p className="field-error" role="alert">
          {t.bookError}
        </p>
      )}
    </>
  )
}

export function BookDownloads({ month }: { month: string }) {
  return (
    <section className="boletas-book" aria-labelledby="boletas-book-title">
      <h2 id="boletas-book-title">{t.bookTitle}</h2>
      <p className="text-muted">{t.bookIntro}</p>
      <div className="boletas-book-actions">
        <BookButton month={month} format="xlsx" />
        <BookButton month={month} format="csv" />
      </div>
    </section>
  )
}
