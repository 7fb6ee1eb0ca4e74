import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { useTransportPrice } from '../api/get-transport-price.ts'
import { useSaveTransportPrice } from '../api/save-transport-price.ts'
import { checkTransportPrice } from '../price-input.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection } from './price-section.tsx'

const t = uiAdmin.prices

export function TransportPriceSection({ readOnly }: { readOnly: boolean }) {
  const { data, isError } = useTransportPrice()
  const save = useSaveTransportPrice()
  return (
    <PriceSection
      id="transport-title"
      title={t.transport}
      hint={t.transportHint}
      state={{ isError, hasData: data !== undefined }}
      readOnly={readOnly}
    >
      <PriceForm
        label={t.transportLabel}
        value={data?.price ?? null}
        step={50}
        check={checkTransportPrice}
        save={save.mutateAsync}
        savedText={t.transportSaved}
        failedText={t.transportFailed}
      />
    </PriceSection>
  )
}
