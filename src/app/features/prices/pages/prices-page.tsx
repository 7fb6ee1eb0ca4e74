import '#app/styles/card.css'
import '../prices.css'
import { useState } from 'react'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { ClassPricesSection } from '../components/class-prices-section.tsx'
import { DiscountTiersSection } from '../components/discount-tiers-section.tsx'
import { SinglePriceSection } from '../components/single-price-section.tsx'
import { ValidFromField } from '../components/valid-from-field.tsx'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'

/**
 * Tarifas (spec §2): what a class, transport and the service cost, and the monthly discounts;
 * each with its scheduled changes and history. Saves apply from 'Vigente desde'.
 */
export function PricesPage() {
  const online = useOnline()
  const [validFrom, setValidFrom] = useState(() => defaultValidFrom())
  return (
    <div className="prices">
      <PageTitle>{uiStaff.titles.prices}</PageTitle>
      <OfflineNotice online={online} />
      <ValidFromField value={validFrom} onChange={setValidFrom} disabled={!online} />
      <div className="prices-grid">
        <ClassPricesSection readOnly={!online} validFrom={validFrom} />
        <div className="prices-column">
          <SinglePriceSection kind="transport" readOnly={!online} validFrom={validFrom} />
          <SinglePriceSection kind="serviceFee" readOnly={!online} validFrom={validFrom} />
        </div>
        <DiscountTiersSection readOnly={!online} validFrom={validFrom} />
      </div>
    </div>
  )
}
