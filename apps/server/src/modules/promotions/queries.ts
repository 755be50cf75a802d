import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { namedStatement, param } from '../../db/named-statement.js';
import { orders, promotions, promotionUses, restaurants } from '../../db/schema.js';
import type { Slice } from '../../lib/pagination.js';
import { searchCondition } from '../../lib/search.js';

export type PromotionValues = typeof promotions.$inferInsert;

/** Which codes a manager sees: an owner's restaurant's, or (admin) all, optionally one restaurant's. */
export interface PromotionScope {
  restaurantId?: number;
  search?: string;
}

/** What the orders not cancelled that used a code took off, in all. */
const discounted = sql<number>`(select coalesce(sum(${orders.discountCents}), 0)::int from ${orders}
  where ${orders.promotionId} = ${promotions.id} and ${orders.status} <> 'cancelled')`;

const promotionColumns = {
  id: promotions.id,
  code: promotions.code,
  restaurantId: promotions.restaurantId,
  restaurantName: restaurants.name,
  kind: promotions.kind,
  value: promotions.value,
  maxDiscountCents: promotions.maxDiscountCents,
  minimumSubtotalCents: promotions.minimumSubtotalCents,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  usageLimit: promotions.usageLimit,
  perCustomerLimit: promotions.perCustomerLimit,
  firstOrderOnly: promotions.firstOrderOnly,
  freeDelivery: promotions.freeDelivery,
  isActive: promotions.isActive,
  uses: promotions.uses,
  createdAt: promotions.createdAt,
};

export type PromotionRow = { [K in keyof typeof promotionColumns]: (typeof promotionColumns)[K]['_']['data'] } & {
  restaurantName: string | null;
  discountedCents: number;
};

const scoped = (scope: PromotionScope): SQL | undefined =>
  and(
    scope.restaurantId === undefined ? undefined : eq(promotions.restaurantId, scope.restaurantId),
    scope.search === undefined ? undefined : searchCondition(scope.search, [promotions.code]),
  );

const selectPromotions = (db: Executor) =>
  db
    .select({ ...promotionColumns, discountedCents: discounted })
    .from(promotions)
    .leftJoin(restaurants, eq(restaurants.id, promotions.restaurantId));

/** The codes in `scope`, newest first, each with what it took off: one statement whatever their number. */
export async function listPromotions(db: Executor, scope: PromotionScope, slice?: Slice): Promise<PromotionRow[]> {
  const query = selectPromotions(db).where(scoped(scope)).orderBy(desc(promotions.createdAt), desc(promotions.id));
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query) as Promise<PromotionRow[]>;
}

export async function countPromotions(db: Executor, scope: PromotionScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotions).where(scoped(scope));
  return row?.n ?? 0;
}

/** One code within `scope` (an owner's restaurant's), or undefined: another's code is not found. */
export async function findPromotion(db: Executor, id: number, scope: PromotionScope, lock = false) {
  const query = selectPromotions(db).where(and(eq(promotions.id, id), scoped(scope)));
  const [row] = await (lock ? query.for('update', { of: promotions }) : query);
  return row as PromotionRow | undefined;
}

/** The restaurant an owner runs, if any (one per owner). */
export async function restaurantOfOwner(db: Executor, ownerId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, ownerId));
  return row?.id;
}

export async function restaurantExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id));
  return row !== undefined;
}

export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.code, code), exceptId === undefined ? undefined : sql`${promotions.id} <> ${exceptId}`));
  return row !== undefined;
}

export async function insertPromotion(db: Executor, values: PromotionValues): Promise<number> {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  return (row as { id: number }).id;
}

export async function updatePromotion(db: Executor, id: number, values: Partial<PromotionValues>) {
  await db.update(promotions).set(values).where(eq(promotions.id, id));
}

/** Deletes a code no order not cancelled used; false when one did (the row stays). */
export async function deleteUnused(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.uses, 0)))
    .returning({ id: promotions.id });
  return rows.length > 0;
}

/** A code by its text with the customer's history (see codeForCustomer); prepared once per connection (ADR 009). */
const codeRead = namedStatement<{
  id: number;
  code: string;
  restaurantId: number | null;
  kind: string;
  value: number;
  maxDiscountCents: number | null;
  minimumSubtotalCents: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  freeDelivery: boolean;
  isActive: boolean;
  uses: number;
  hasOrdered: boolean;
  customerUses: number;
}>(
  'promo_code_read',
  sql`select ${promotions.id} as "id", ${promotions.code} as "code", ${promotions.restaurantId} as "restaurantId",
    ${promotions.kind} as "kind", ${promotions.value} as "value", ${promotions.maxDiscountCents} as "maxDiscountCents",
    ${promotions.minimumSubtotalCents} as "minimumSubtotalCents", ${promotions.startsAt} as "startsAt",
    ${promotions.endsAt} as "endsAt", ${promotions.usageLimit} as "usageLimit",
    ${promotions.perCustomerLimit} as "perCustomerLimit", ${promotions.firstOrderOnly} as "firstOrderOnly",
    ${promotions.freeDelivery} as "freeDelivery", ${promotions.isActive} as "isActive", ${promotions.uses} as "uses",
    exists (select from ${orders} where ${orders.userId} = ${param('userId')}::int
      and ${orders.status} <> 'cancelled') as "hasOrdered",
    coalesce((select ${promotionUses.uses} from ${promotionUses} where ${promotionUses.promotionId} = ${promotions.id}
      and ${promotionUses.userId} = ${param('userId')}::int), 0)::int as "customerUses"
  from ${promotions} where ${promotions.code} = ${param('code')}`,
);

/**
 * A code by its (upper-case) text with what is known of the customer `userId` (null: nobody signed in): whether
 * they have an order not cancelled, and how many of those used this code. One statement.
 */
export async function codeForCustomer(db: Executor, code: string, userId: number | null) {
  const [row] = await codeRead(db, { code, userId });
  if (!row) return undefined;
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { ...row, startsAt: instant(row.startsAt), endsAt: instant(row.endsAt) };
}

/**
 * The codes a customer could use at `restaurantId` at `now`: active, started, not ended, not used up, and for a
 * signed-in customer neither first-order-only once they have ordered nor past their own limit. The minimum is left
 * to the cart, which says how much is missing. Platform-wide codes after the restaurant's own.
 */
export async function offersAt(db: Executor, restaurantId: number, userId: number | null, now: Date, limit: number) {
  const customer =
    userId === null
      ? sql`true`
      : sql`(not ${promotions.firstOrderOnly} or not exists (select from ${orders}
          where ${orders.userId} = ${userId}::int and ${orders.status} <> 'cancelled'))
        and (${promotions.perCustomerLimit} is null or coalesce((select ${promotionUses.uses} from ${promotionUses}
          where ${promotionUses.promotionId} = ${promotions.id} and ${promotionUses.userId} = ${userId}::int), 0)
          < ${promotions.perCustomerLimit})`;
  return db
    .select({
      id: promotions.id,
      code: promotions.code,
      restaurantId: promotions.restaurantId,
      kind: promotions.kind,
      value: promotions.value,
      maxDiscountCents: promotions.maxDiscountCents,
      minimumSubtotalCents: promotions.minimumSubtotalCents,
      endsAt: promotions.endsAt,
      firstOrderOnly: promotions.firstOrderOnly,
      freeDelivery: promotions.freeDelivery,
    })
    .from(promotions)
    .where(
      sql`${promotions.isActive} and (${promotions.restaurantId} is null or ${promotions.restaurantId} = ${restaurantId})
        and (${promotions.startsAt} is null or ${promotions.startsAt} <= ${now})
        and (${promotions.endsAt} is null or ${promotions.endsAt} > ${now})
        and (${promotions.usageLimit} is null or ${promotions.uses} < ${promotions.usageLimit}) and ${customer}`,
    )
    .orderBy(sql`${promotions.restaurantId} is null`, desc(promotions.id))
    .limit(limit);
}

const claimStatement = namedStatement<{ claimed: boolean; counted: boolean }>(
  'promo_code_claim',
  sql`with claimed as (
      update ${promotions} set uses = ${promotions.uses} + 1
      where ${promotions.id} = ${param('id')}::int and ${promotions.isActive}
        and (${promotions.usageLimit} is null or ${promotions.uses} < ${promotions.usageLimit})
        and (${promotions.startsAt} is null or ${promotions.startsAt} <= ${param('now')}::timestamptz)
        and (${promotions.endsAt} is null or ${promotions.endsAt} > ${param('now')}::timestamptz)
      returning ${promotions.id} as id, ${promotions.perCustomerLimit} as per_customer
    ), counted as (
      insert into ${promotionUses} (promotion_id, user_id, uses)
      select claimed.id, ${param('userId')}::int, 1 from claimed
      on conflict (promotion_id, user_id) do update set uses = ${promotionUses.uses} + 1
        where (select per_customer from claimed) is null or ${promotionUses.uses} < (select per_customer from claimed)
      returning 1
    )
    select exists (select from claimed) as claimed, exists (select from counted) as counted`,
);

/**
 * Takes one use of code `id` for customer `userId`, in the order's transaction and after the order's stock (the
 * order every writer locks in: ADR 008, ADR 029). The row lock on the code makes parallel checkouts queue, and each
 * re-checks the limit on the row as the one before left it: with one use left, exactly one gets it. `claimed` false:
 * the code stopped applying meanwhile (used up, paused or ended); `counted` false: the customer's own limit is reached.
 */
export async function claimUse(db: Executor, id: number, userId: number, now: Date) {
  const [row] = await claimStatement(db, { id, userId, now: now.toISOString() });
  return { claimed: row?.claimed === true, counted: row?.counted === true };
}

/** Gives back the use a cancelled order took, to its code and to its customer's count (when both still exist). */
export async function releaseUse(db: Executor, orderId: number) {
  await db.execute(sql`
    with used as (
      select ${orders.promotionId} as promotion_id, ${orders.userId} as user_id from ${orders}
      where ${orders.id} = ${orderId} and ${orders.promotionId} is not null
    ), code as (
      update ${promotions} set uses = greatest(${promotions.uses} - 1, 0) from used where ${promotions.id} = used.promotion_id
    )
    update ${promotionUses} set uses = greatest(${promotionUses.uses} - 1, 0) from used
    where ${promotionUses.promotionId} = used.promotion_id and ${promotionUses.userId} = used.user_id`);
}
