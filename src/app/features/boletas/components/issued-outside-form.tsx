// 'Emitida fuera del sistema': for a document 'por emitir' or 'con error' that the school issued
// elsewhere (the SII's site, another provider), the folio it got, typed in; the document is then
// 'emitida' and never sent. Opened from its row; the folio is checked as the API checks it.
import { useId, useState, type FormEvent } from 'react'
import { boletaOutsideBodySchema, type Boleta } from '#shared/contract/boletas.ts'
import { uiBoletas as t } from '#app/i18n/ui-boletas.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useMarkIssuedOutside } from '../api/issued-outside.ts'

export function IssuedOutsideForm({ boleta, online }: { boleta: Boleta; online: boolean }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [folio, setFolio] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const mark = useMarkIssuedOutside()
  const name = `${t.shortTypes[boleta.type]} de ${boleta.receiver_name}`

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-small btn-secondary"
        aria-label={t.outsideOf(name)}
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        {t.outside}
      </button>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = boletaOutsideBodySchema.safeParse({
      folio: /^\d+$/.test(folio.trim()) ? Number(folio.trim()) : Number.NaN,
    })
    if (!checked.success) return setProblem(checked.error.issues[0]!.message)
    setProblem(null)
    mark.mutate(
      { id: boleta.id, ...checked.data },
      { onError: (error) => setProblem(errorMessage(error, t.outsideError)) },
    )
  }

  return (
    <form className="boleta-outside" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t.outsideFolioShort}</label>
      <input
        id={id}
        aria-label={t.outsideFolio(name)}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        value={folio}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setFolio(event.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
      <div className="boleta-actions">
        <button
          type="submit"
          className="btn btn-small btn-primary"
          disabled={!online || mark.isPending}
        >
          {mark.isPending ? t.saving : t.outsideSave}
        </button>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          onClick={() => setOpen(false)}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  )
}
