// Niveles de descuento: the tiers in force (change the percentage, delete after confirming), the
// scheduled sets and history, and a row to add one; every change applies from 'Vigente desde'.
// The outcome of the last action shows under the list; overlaps come from the server.
import { useState } from 'react'
import type { DiscountTier } from '#shared/contract/prices.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { useDeleteDiscountTier } from '../api/delete-discount-tier.ts'
import { useDiscountTiers } from '../api/get-discount-tiers.ts'
import { usePriceHistory } from '../api/get-price-history.ts'
import { useCreateDiscountTier, useUpdateDiscountTier } from '../api/save-discount-tier.ts'
import { saveError, type Checked, type checkNewTier } from '../price-input.ts'
import { InlineMessage, type Flash } from './inline-message.tsx'
import { NewTierForm } from './new-tier-form.tsx'
import { PriceSection, type TarifasSectionProps } from './price-section.tsx'
import { TierRow } from './tier-row.tsx'
import { TierSchedule } from './tier-schedule.tsx'

const t = uiAdmin.prices

export function DiscountTiersSection({ readOnly, validFrom }: TarifasSectionProps) {
  const { data, isError } = useDiscountTiers()
  const history = usePriceHistory().data?.discount_tiers ?? []
  const create = useCreateDiscountTier()
  const update = useUpdateDiscountTier()
  const remove = useDeleteDiscountTier()
  const [flash, setFlash] = useState<Flash | null>(null)
  const [deleting, setDeleting] = useState<DiscountTier | null>(null)
  const busy = create.isPending || update.isPending || remove.isPending

  /** Runs a checked write and reports it; true when it was saved. */
  async function attempt<T>(checked: Checked<T>, write: (value: T) => Promise<unknown>) {
    if (!checked.ok) {
      setFlash({ tone: 'error', text: checked.error })
      return false
    }
    try {
      await write(checked.value)
      setFlash({ tone: 'ok', text: t.tierSaved })
      return true
    } catch (error) {
      setFlash({ tone: 'error', text: saveError(error, t.tierFailed) })
      return false
    }
  }

  const saveTier = (tier: DiscountTier, percent: Checked<number>) =>
    attempt(percent, (discount_percentage) =>
      update.mutateAsync({ id: tier.id, discount_percentage, valid_from: validFrom }),
    )
  const addTier = (checked: ReturnType<typeof checkNewTier>) =>
    attempt(checked, (tier) => create.mutateAsync({ ...tier, valid_from: validFrom }))
  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(
      { id: deleting.id, valid_from: validFrom },
      {
        onSuccess: () => setFlash({ tone: 'ok', text: t.tierDeleted }),
        onError: (error) => setFlash({ tone: 'error', text: saveError(error, t.tierDeleteFailed) }),
        onSettled: () => setDeleting(null),
      },
    )
  }

  return (
    <PriceSection
      id="tiers-title"
      title={t.tiers}
      hint={t.tiersHint}
      state={{ isError, hasData: data !== undefined }}
      readOnly={readOnly}
    >
      {data && data.length > 0 ? (
        <ul className="tier-list" aria-labelledby="tiers-title">
          {data.map((tier) => (
            <TierRow
              key={tier.id}
              tier={tier}
              busy={busy}
              onSave={saveTier}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      ) : (
        <p className="table-status">{t.noTiers}</p>
      )}
      <TierSchedule tiers={history} />
      <NewTierForm busy={busy} onAdd={addTier} />
      <InlineMessage flash={flash} />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting ? t.deleteMessage(deleting.min_classes, deleting.max_classes) : ''}
        confirmLabel={ui.common.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PriceSection>
  )
}
