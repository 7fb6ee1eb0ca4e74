import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { useServiceFee } from '../api/get-service-fee.ts'
import { useSaveServiceFee } from '../api/save-service-fee.ts'
import { checkServiceFee } from '../price-input.ts'
import { usePriceHistory } from '../api/get-price-history.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection } from './price-section.tsx'

const t = uiAdmin.prices

export function ServiceFeeSection({
  readOnly,
  validFrom,
}: {
  readOnly: boolean
  validFrom: string
}) {
  const { data, isError } = useServiceFee()
  const save = useSaveServiceFee()
  const history = usePriceHistory().data?.service_fee ?? []
  return (
    <PriceSection
      id="service-fee-title"
      title={t.serviceFee}
      hint={t.serviceFeeHint}
      state={{ isError, hasData: data !== undefined }}
      readOnly={readOnly}
    >
      <PriceForm
        label={t.serviceFeeLabel}
        value={data?.fee_amount ?? null}
        step={50}
        check={checkServiceFee}
        save={(fee_amount) => save.mutateAsync({ fee_amount, valid_from: validFrom })}
        history={history.map((row) => ({ amount: row.fee_amount, valid_from: row.valid_from }))}
        savedText={t.serviceFeeSaved}
        failedText={t.serviceFeeFailed}
      />
    </PriceSection>
  )
}
