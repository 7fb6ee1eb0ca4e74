import type { ClassType } from '#shared/contract/class-sessions.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { useClassPrices } from '../api/get-class-prices.ts'
import { usePriceHistory } from '../api/get-price-history.ts'
import { useSaveClassPrice } from '../api/save-class-price.ts'
import { checkClassPrice } from '../price-input.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection, type TarifasSectionProps } from './price-section.tsx'

const t = uiAdmin.prices
/** Grupal and Particular first: they are always billed; Paseo only once it has a price. */
const ORDER: readonly ClassType[] = ['group', 'one_to_one', 'other']

export function ClassPricesSection({ readOnly, validFrom }: TarifasSectionProps) {
  const { data, isError } = useClassPrices()
  const history = usePriceHistory().data?.class_prices ?? []
  const save = useSaveClassPrice()
  const rowOf = (type: ClassType) => data?.find((row) => row.class_type === type)
  const historyOf = (type: ClassType) =>
    history
      .filter((row) => row.class_type === type)
      .map((row) => ({ amount: row.price, exempt: row.exempt, valid_from: row.valid_from }))

  return (
    <PriceSection
      title={t.classPrices}
      hint={t.classPricesHint}
      state={{ isError, hasData: data !== undefined }}
      readOnly={readOnly}
    >
      <p className="price-hint">{t.taxHint}</p>
      <div className="price-rows">
        {ORDER.map((type) => (
          <PriceForm
            key={type}
            label={t.classTypes[type]}
            value={rowOf(type)?.price ?? null}
            exempt={rowOf(type)?.exempt ?? true}
            check={checkClassPrice}
            save={(price, exempt) =>
              save.mutateAsync({ class_type: type, price, exempt, valid_from: validFrom })
            }
            history={historyOf(type)}
            savedText={t.classSaved(t.classTypes[type])}
            failedText={t.classFailed}
          />
        ))}
      </div>
    </PriceSection>
  )
}
