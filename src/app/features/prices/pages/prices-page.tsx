import '#app/styles/card.css'
import '../prices.css'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { ClassPricesSection } from '../components/class-prices-section.tsx'
import { DiscountTiersSection } from '../components/discount-tiers-section.tsx'
import { ServiceFeeSection } from '../components/service-fee-section.tsx'
import { TransportPriceSection } from '../components/transport-price-section.tsx'

/** Tarifas (spec §2): what a class, transport and the service cost, and the monthly discounts. */
export function PricesPage() {
  const online = useOnline()
  return (
    <div className="prices">
      <PageTitle>{ui.staff.titles.prices}</PageTitle>
      {!online && (
        <p className="notice" role="status">
          {uiAdmin.offlineReadOnly}
        </p>
      )}
      <div className="prices-grid">
        <ClassPricesSection readOnly={!online} />
        <div className="prices-column">
          <TransportPriceSection readOnly={!online} />
          <ServiceFeeSection readOnly={!online} />
        </div>
        <DiscountTiersSection readOnly={!online} />
      </div>
    </div>
  )
}
