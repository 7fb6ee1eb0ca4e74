import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { useServiceFee } from '../api/get-service-fee.ts'
import { useSaveServiceFee } from '../api/save-service-fee.ts'
import { checkServiceFee } from '../price-input.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection } from './price-section.tsx'

const t = uiAdmin.prices

export function ServiceFeeSection({ readOnly }: { readOnly: boolean }) {
  const { data, isError } = useServiceFee()
  const save = useSaveServiceFee()
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
        save={save.mutateAsync}
        savedText={t.serviceFeeSaved}
        failedText={t.serviceFeeFailed}
      />
    </PriceSection>
  )
}
