// The singleton price tables (transport price, service fee): one amount with a history of dated
// entries. Reading the history and saving (or correcting) the entry of a day.
import { desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { serviceFee, transportPrice } from '#server/db/schema.ts'
import { lockForWrite } from './write-lock-data.ts'

export type SinglePriceTable = typeof transportPrice | typeof serviceFee

const amountOf = (table: SinglePriceTable) => ('price' in table ? table.price : table.fee_amount)

/** What an entry of `table` reads besides its amount: its tax flag and 'vigente desde' day. */
export const datedColumns = (table: SinglePriceTable) => ({
  exempt: table.exempt,
  valid_from: table.valid_from,
})

/** Every entry of `table`, newest 'vigente desde' day first. */
export async function singlePriceHistory(
  db: Db,
  table: SinglePriceTable,
): Promise<{ amount: number; exempt: boolean; valid_from: string }[]> {
  return db
    .select({ amount: amountOf(table), ...datedColumns(table) })
    .from(table)
    .orderBy(desc(table.valid_from))
}

/** Holds other writers of `table` off until this transaction ends (see write-lock-data.ts). */
export const lockSinglePrice = (tx: Db, table: SinglePriceTable) => lockForWrite(tx, table)

/** Stores `amount` and `exempt` as the entry of `valid_from`; answers its id and amount as stored. */
export async function saveSinglePrice(
  tx: Db,
  table: SinglePriceTable,
  entry: { amount: number; exempt: boolean; valid_from: string },
): Promise<{ id: string; amount: number }> {
  const { valid_from } = entry
  const field = 'price' in table ? 'price' : 'fee_amount'
  const [existing] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.valid_from, valid_from))
  const values = { [field]: entry.amount, exempt: entry.exempt, valid_from, updated_at: new Date() }
  const [saved] = existing
    ? await tx.update(table).set(values).where(eq(table.id, existing.id)).returning()
    : await tx
        .insert(table)
        .values(values as never)
        .returning()
  // NOTE: the answer is what was stored: the service fee is kept to the centavo.
  return { id: saved!.id, amount: (saved as Record<string, unknown>)[field] as number }
}
