import type { PaymentRequestBody } from '#shared/contract/invoices.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { useStartPayment } from '../api/start-payment.ts'

/** The server's 503: the school cannot take payments online right now. */
const unavailable = (error: unknown) => error instanceof ApiError && error.status === 503

interface PayButtonProps {
  request: PaymentRequestBody
  label?: string
  disabled?: boolean
  /** Explains why the button is disabled. */
  hintId?: string
}

/** Starts the Khipu payment; 'Procesando...' while asking, then the redirect notice. */
export function PayButton({ request, label = t.pay, disabled = false, hintId }: PayButtonProps) {
  const payment = useStartPayment()
  const busy = payment.isPending || payment.isSuccess
  return (
    <div className="pay-action">
      <button
        type="button"
        className="btn btn-pay btn-large"
        disabled={disabled || busy}
        aria-describedby={hintId}
        onClick={() => payment.mutate(request)}
      >
        {payment.isPending ? t.paying : label}
      </button>
      {payment.isSuccess && (
        <p className="pay-redirecting" role="status">
          <span className="spinner" aria-hidden="true" /> {t.redirecting}
        </p>
      )}
      {payment.isError && (
        <p className="form-error" role="alert">
          {unavailable(payment.error) ? t.payUnavailable : t.payFailed}
        </p>
      )}
    </div>
  )
}
