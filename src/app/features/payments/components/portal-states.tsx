// What a portal page shows around its answer: 'Cargando…', a failed read with 'Reintentar', and
// the link back to the payer's invoices.
import { Link } from 'react-router-dom'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { rememberedPayerRut } from '../last-payment.ts'

export function PortalLoading() {
  return (
    <p className="page-loading" role="status">
      {t.loading}
    </p>
  )
}

/** A read that failed: what went wrong and 'Reintentar'. */
export function RetryBox({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  return (
    <div className="state-box" role="alert">
      <p className="form-error">{text}</p>
      <button type="button" className="btn btn-primary" onClick={() => onRetry()}>
        {t.retry}
      </button>
    </div>
  )
}

/** 'Volver a mis cobros': the invoices of the RUT this tab last looked up, else the RUT entry. */
export function BackToInvoices({ className = 'return-links' }: { className?: string }) {
  return (
    <p className={className}>
      <Link to={invoicesPath()}>{t.backToInvoices}</Link>
    </p>
  )
}

export function invoicesPath(): string {
  const rut = rememberedPayerRut()
  return rut ? `/payments/${rut}` : '/payments'
}
