// What the transport price and the service fee share: one amount with a history of dated
// entries; GET answers the entry in force today, POST saves (or corrects) the entry of a day.
import { desc, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { defaultValidFrom, priceInForce } from '#shared/billing/price-in-force.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import type { serviceFee, transportPrice } from '#server/db/schema.ts'
import { runWrite } from '#server/writes.ts'
import { lockForWrite } from './write-lock.ts'

type Table = typeof transportPrice | typeof serviceFee
type Amount = 'price' | 'fee_amount'

async function history(db: Db, table: Table): Promise<{ amount: number; valid_from: string }[]> {
  const amount = 'price' in table ? table.price : table.fee_amount
  return db
    .select({ amount, valid_from: table.valid_from })
    .from(table)
    .orderBy(desc(table.valid_from))
}

/** `{ [field]: amount in force today, valid_from }`, both null while none is. */
export async function currentAmount<F extends Amount>(db: Db, table: Table, field: F) {
  const current = priceInForce(await history(db, table), todayInSantiago())
  return { [field]: current?.amount ?? null, valid_from: current?.valid_from ?? null } as {
    [K in F]: number | null
  } & { valid_from: string | null }
}

/** Saves `amount` from `valid_from` (default: next month), audited against what was in force. */
export function saveAmount<F extends Amount>(
  request: FastifyRequest,
  reply: FastifyReply,
  table: Table,
  change: { field: F; entity: string; amount: number; valid_from: string | undefined },
) {
  const valid_from = change.valid_from ?? defaultValidFrom()
  return runWrite(request, reply, async ({ tx, audit }) => {
    await lockForWrite(tx, table)
    const before = priceInForce(await history(tx, table), valid_from)
    const [existing] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.valid_from, valid_from))
    const values = { [change.field]: change.amount, valid_from, updated_at: new Date() }
    const [saved] = existing
      ? await tx.update(table).set(values).where(eq(table.id, existing.id)).returning()
      : await tx
          .insert(table)
          .values(values as never)
          .returning()
    // The answer is what was stored: the service fee is kept to the centavo.
    const stored = (saved as Record<string, unknown>)[change.field] as number
    const body = { [change.field]: stored, valid_from } as { [K in F]: number } & {
      valid_from: string
    }
    await audit({
      action: 'price_update',
      entity: change.entity,
      entityId: saved!.id,
      before: before ? { [change.field]: before.amount, valid_from: before.valid_from } : null,
      after: body,
    })
    return { status: 200, body }
  })
}
