// Precio por transporte and Cobro por servicio: one amount from 'Vigente desde', with its
// scheduled changes and history.
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { usePriceHistory } from '../api/get-price-history.ts'
import { useSaveSinglePrice, useSinglePrice, type SinglePriceKind } from '../api/single-price.ts'
import { checkServiceFee, checkTransportPrice } from '../price-input.ts'
import { PriceForm } from './price-form.tsx'
import { PriceSection, type TarifasSectionProps } from './price-section.tsx'
import type { PriceEntry } from './price-schedule.tsx'

const t = uiAdmin.prices

const SECTIONS = {
  transport: {
    decimals: false,
    check: checkTransportPrice,
    history: (all: PriceHistoryBody): PriceEntry[] =>
      all.transport_price.map(({ price, ...row }) => ({ amount: price, ...row })),
  },
  serviceFee: {
    decimals: true,
    check: checkServiceFee,
    history: (all: PriceHistoryBody): PriceEntry[] =>
      all.service_fee.map(({ fee_amount, ...row }) => ({ amount: fee_amount, ...row })),
  },
} satisfies Record<SinglePriceKind, unknown>

export function SinglePriceSection({
  kind,
  readOnly,
  validFrom,
}: TarifasSectionProps & { kind: SinglePriceKind }) {
  const { history, ...form } = SECTIONS[kind]
  const { title, hint, ...texts } = t[kind]
  const { data, isError } = useSinglePrice(kind)
  const save = useSaveSinglePrice(kind)
  const all = usePriceHistory().data
  return (
    <PriceSection
      title={title}
      hint={hint}
      state={{ isError, hasData: data !== undefined }}
      readOnly={readOnly}
    >
      <p className="price-hint">{t.taxHint}</p>
      <PriceForm
        {...form}
        {...texts}
        value={data?.amount ?? null}
        exempt={data?.exempt ?? false}
        save={(amount, exempt) => save.mutateAsync({ amount, exempt, valid_from: validFrom })}
        history={all ? history(all) : []}
      />
    </PriceSection>
  )
}
