import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { useTransportPrice } from '../api/get-transport-price.ts'
import { useSaveTransportPrice } from '../api/save-transport-price.ts'
import { checkTransportPrice } from '../price-input.ts'
import { usePriceHistory } from '../api/get-price-history.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection } from './price-section.tsx'

const t = uiAdmin.prices

export function TransportPriceSection({
  readOnly,
  validFrom,
}: {
  readOnly: boolean
  validFrom: string
}) {
  const { data, isError } = useTransportPrice()
  const save = useSaveTransportPrice()
  const history = usePriceHistory().data?.transport_price ?? []
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
        save={(price) => save.mutateAsync({ price, valid_from: validFrom })}
        history={history.map((row) => ({ amount: row.price, valid_from: row.valid_from }))}
        savedText={t.transportSaved}
        failedText={t.transportFailed}
      />
    </PriceSection>
  )
}
