import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, paymentIntents, payments, stripeEvents } from '../../db/schema.js';

export type IntentRow = typeof paymentIntents.$inferSelect;

export async function insertIntent(db: Executor, row: typeof paymentIntents.$inferInsert) {
  await db.insert(paymentIntents).values(row);
}

export async function findIntent(db: Executor, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

/** The intent row, locked until the transaction ends (an order links it at most once). */
export async function lockIntent(db: Executor, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
  return row;
}

export async function findIntentBySecret(db: Executor, clientSecret: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  return row;
}

/**
 * The caller's most recent intent that succeeded since `since`, is unused and has this amount
 * (API.md §3.9, Decision for a missing `payment_intent_id`); locked like `lockIntent`.
 */
export async function lockRecentUsableIntent(db: Executor, userId: number, amountCents: number, since: Date) {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.status, 'succeeded'),
        isNull(paymentIntents.orderId),
        eq(paymentIntents.amountCents, amountCents),
        gt(paymentIntents.updatedAt, since),
      ),
    )
    .orderBy(desc(paymentIntents.updatedAt), desc(paymentIntents.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Moves an intent to `status` only from one of `from`; false when it was elsewhere. */
export async function setIntentStatus(
  db: Executor,
  id: string,
  status: string,
  from: readonly string[],
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentIntents)
    .set({ status, updatedAt: at })
    .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.status, [...from])))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** Links a succeeded, unused intent to its order; false when another order took it first. */
export async function linkIntent(db: Executor, id: string, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentIntents)
    .set({ orderId, updatedAt: at })
    .where(and(eq(paymentIntents.id, id), isNull(paymentIntents.orderId), eq(paymentIntents.status, 'succeeded')))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** Records a webhook event; false when it was already processed. */
export async function recordStripeEvent(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, processedAt: at })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The payment record of the order an intent paid for becomes `refunded`; returns that order's id. */
export async function refundPaymentOfIntent(db: Executor, intentId: string): Promise<number[]> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.transactionId, intentId), eq(payments.paymentMethod, 'credit_card')))
    .returning({ orderId: payments.orderId });
  return rows.map((row) => row.orderId);
}

/** Succeeded intents no order used before `before` (refunded automatically, API.md §4.4). */
export async function unusedSucceededIntents(db: Executor, before: Date) {
  return db
    .select({ id: paymentIntents.id, provider: paymentIntents.provider })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.status, 'succeeded'), isNull(paymentIntents.orderId), lt(paymentIntents.updatedAt, before)),
    )
    .limit(100);
}

/** Unconfirmed intents created before `before` are canceled. */
export async function cancelStaleIntents(db: Executor, before: Date, at: Date) {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled', updatedAt: at })
    .where(and(eq(paymentIntents.status, 'requires_payment_method'), lt(paymentIntents.createdAt, before)));
}

/** Stripe card payments of cancelled orders whose refund Stripe has not accepted yet. */
export async function pendingStripeRefunds(db: Executor) {
  return db
    .select({ intentId: payments.transactionId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, 'cancelled'),
        eq(payments.provider, 'stripe'),
        eq(payments.status, 'completed'),
        ne(payments.transactionId, sql`''`),
      ),
    )
    .limit(100);
}
