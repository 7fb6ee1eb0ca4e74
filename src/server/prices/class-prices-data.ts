// The class prices (tarifas) table: every type's dated entries, and saving the entry of a day.
import type { ClassType } from '#shared/contract/class-sessions.ts'
import type { Db } from '#server/db/client.ts'
import { classPrices } from '#server/db/schema.ts'
import { lockForWrite } from './write-lock-data.ts'

/** What a class price entry reads as: its type, price, tax flag and 'vigente desde' day. */
export const classPriceEntry = {
  class_type: classPrices.class_type,
  price: classPrices.price,
  exempt: classPrices.exempt,
  valid_from: classPrices.valid_from,
}

/** Every entry of every class type, in no particular order. */
export const classPriceHistory = (db: Db) => db.select(classPriceEntry).from(classPrices)

/** Saves (or corrects) the price of `class_type` from `valid_from`; answers the stored row. */
export async function saveClassPrice(
  tx: Db,
  entry: { class_type: ClassType; price: number; exempt: boolean; valid_from: string },
) {
  const { price, exempt } = entry
  const [saved] = await tx
    .insert(classPrices)
    .values(entry)
    .onConflictDoUpdate({
      target: [classPrices.school_id, classPrices.class_type, classPrices.valid_from],
      set: { price, exempt, updated_at: new Date() },
    })
    .returning()
  return saved!
}

/** Holds other class price writers off until this transaction ends (see write-lock-data.ts). */
export const lockClassPrices = (tx: Db) => lockForWrite(tx, classPrices)
