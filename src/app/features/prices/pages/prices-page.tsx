import '#app/styles/card.css'
import '../prices.css'
import { useState } from 'react'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { ClassPricesSection } from '../components/class-prices-section.tsx'
import { DiscountTiersSection } from '../components/discount-tiers-section.tsx'
import { SinglePriceSection } from '../components/single-price-section.tsx'
import { ValidFromField } from '../components/valid-from-field.tsx'

/**
 * Tarifas (spec §2): what a class, transport and the service cost, and the monthly discounts;
 * each with its scheduled changes and history. Saves apply from 'Vigente desde'.
 */
export function PricesPage() {
  const online = useOnline()
  const [validFrom, setValidFrom] = useState(() => defaultValidFrom())
  return (
    <div className="prices">
      <PageTitle>{ui.staff.titles.prices}</PageTitle>
      {!online && (
        <p className="notice" role="status">
          {uiAdmin.offlineReadOnly}
        </p>
      )}
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
