// The monthly billing on demand: pick a finished month, look at what would change, then generate
// (after a confirmation). Writes need the server, so offline the buttons are off.
import { useMemo, useState } from 'react'
import { lastTwelveMonths, periodInText } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { MonthSelect } from '#app/components/ui/month-select.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { useGenerateInvoices } from '../api/generate-invoices.ts'
import { useInvoicePreview } from '../api/get-invoice-preview.ts'
import { BillingPreview } from './billing-preview.tsx'
import { RequestError } from '#app/components/ui/form-message.tsx'

const t = uiAdmin.billing

export function BillingRun() {
  // Only finished months can be billed: the current month is left out.
  const months = useMemo(() => lastTwelveMonths().slice(1), [])
  const [period, setPeriod] = useState(months[0]!.value)
  const [previewPeriod, setPreviewPeriod] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const online = useOnline()
  const preview = useInvoicePreview(previewPeriod)
  const generate = useGenerateInvoices()

  const choose = (value: string) => {
    setPeriod(value)
    setPreviewPeriod(null)
    generate.reset()
  }
  const showPreview = () => {
    generate.reset()
    if (previewPeriod === period) void preview.refetch()
    else setPreviewPeriod(period)
  }
  const run = () => {
    generate.mutate(period, {
      onSettled: () => setConfirming(false),
      onSuccess: () => setPreviewPeriod(null),
    })
  }

  const result = generate.data
  return (
    <section className="card billing-run" aria-labelledby="billing-title">
      <h2 id="billing-title">{t.title}</h2>
      <p className="text-muted">{t.intro}</p>
      <div className="billing-controls">
        <MonthSelect
          id="billing-period"
          label={t.period}
          months={months}
          value={period}
          onChange={choose}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={showPreview}
          disabled={!online || preview.isFetching}
        >
          {preview.isFetching ? t.previewing : t.preview}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setConfirming(true)}
          disabled={!online || generate.isPending}
        >
          {generate.isPending ? t.generating : t.generate}
        </button>
      </div>

      {result && (
        <p className="form-success" role="status">
          {t.success(
            periodInText(result.billing_period),
            result.created,
            result.updated,
            result.cancelled,
            result.skipped,
          )}
        </p>
      )}
      <RequestError request={generate} fallback={t.generateError} />
      {previewPeriod !== null && <RequestError request={preview} fallback={t.previewError} />}
      {previewPeriod !== null && preview.data && <BillingPreview preview={preview.data} />}

      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        message={t.confirmMessage(periodInText(period))}
        confirmLabel={t.confirm}
        busy={generate.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
