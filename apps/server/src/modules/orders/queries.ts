import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { namedStatement, param } from '../../db/named-statement.js';
import {
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  meals,
  orderCounts,
  orderItems,
  orderStock,
  orders,
  payments,
  restaurants,
  users,
} from '../../db/schema.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { customMealVisible, isAdmin, restaurantVisibleToViewer, viewerParams } from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import { searchCondition } from '../../lib/search.js';

// ---------------------------------------------------------------- placing an order

const customer = alias(users, 'customer');
const baseMeal = alias(meals, 'base_meal');

/*
 * The statements of an order placement run inside its transaction, each with one SQL text whatever the
 * order holds (lists as array parameters, the caller as parameters), by name: PostgreSQL parses and plans
 * each once per connection instead of once per order (ADR 009).
 */

/**
 * The order's restaurant, if the caller may see it, with its owner (for notice and mail) and the
 * ordering customer's own row (for the mail and the response), in one statement.
 */
export async function findRestaurant(db: Executor, actor: UserActor, id: number) {
  const [row] = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      isActive: restaurants.isActive,
      isApproved: restaurants.isApproved,
      openingTime: restaurants.openingTime,
      closingTime: restaurants.closingTime,
      ownerId: restaurants.ownerId,
      ownerEmail: users.email,
      customer: {
        id: customer.id,
        username: customer.username,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phoneNumber,
      },
    })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .leftJoin(customer, eq(customer.id, sql.placeholder('customerId')))
    .where(and(eq(restaurants.id, sql.placeholder('id')), restaurantVisibleToViewer))
    .prepare('order_restaurant')
    .execute({ id, customerId: actor.id, ...viewerParams(actor) });
  return row;
}

/**
 * Meals the caller may see among `mealIds`, each repeated once per recipe line taken from stock (the
 * non-optional ones; null columns for a meal without any), so meals and recipes are one statement.
 */
export async function visibleMealLines(db: Executor, actor: Actor, mealIds: number[]) {
  if (!mealIds.length) return [];
  return db
    .select({
      id: meals.id,
      restaurantId: meals.restaurantId,
      name: meals.name,
      basePriceCents: meals.basePriceCents,
      isAvailable: meals.isAvailable,
      image: meals.image,
      ingredientId: mealIngredients.ingredientId,
      quantity: mealIngredients.quantity,
    })
    .from(meals)
    .innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))
    .leftJoin(mealIngredients, and(eq(mealIngredients.mealId, meals.id), eq(mealIngredients.isOptional, false)))
    .where(and(sql`${meals.id} = any(${sql.placeholder('ids')}::int[])`, restaurantVisibleToViewer))
    .orderBy(asc(mealIngredients.id))
    .prepare('order_meal_lines')
    .execute({ ids: mealIds, ...viewerParams(actor) });
}

/**
 * Custom meals the caller may see among `ids` (their own or public ones of approved restaurants),
 * each repeated once per line with its ingredient (for price, stock and the snapshot).
 */
export async function visibleCustomMealLines(db: Executor, actor: Actor, customIds: number[]) {
  if (!customIds.length) return [];
  return db
    .select({
      id: customMeals.id,
      restaurantId: customMeals.restaurantId,
      name: customMeals.name,
      cookingInstructions: customMeals.cookingInstructions,
      image: baseMeal.image,
      ingredientId: customMealIngredients.ingredientId,
      quantity: customMealIngredients.quantity,
      ingredientName: ingredients.name,
      unit: ingredients.unit,
      pricePerUnitCents: ingredients.pricePerUnitCents,
    })
    .from(customMeals)
    .innerJoin(restaurants, eq(restaurants.id, customMeals.restaurantId))
    .leftJoin(baseMeal, eq(baseMeal.id, customMeals.baseMealId))
    .leftJoin(customMealIngredients, eq(customMealIngredients.customMealId, customMeals.id))
    .leftJoin(ingredients, eq(ingredients.id, customMealIngredients.ingredientId))
    .where(and(inArray(customMeals.id, customIds), customMealVisible(actor)))
    .orderBy(asc(customMealIngredients.id));
}

/** The ingredients an order needs, locked in ascending id order until the transaction ends. */
export async function lockIngredients(db: Executor, ingredientIds: number[]) {
  if (!ingredientIds.length) return [];
  return db
    .select({
      id: ingredients.id,
      name: ingredients.name,
      unit: ingredients.unit,
      quantity: ingredients.quantity,
      isAvailable: ingredients.isAvailable,
    })
    .from(ingredients)
    .where(sql`${ingredients.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(ingredients.id))
    .for('update')
    .prepare('order_lock_stock')
    .execute({ ids: ingredientIds });
}

export interface StockTaken {
  ingredientId: number;
  /** numeric(12,3) as text, so no float reaches the stock */
  quantity: string;
}

/**
 * The whole order in one statement of data-modifying CTEs: the order row, the items and the payment,
 * the guarded stock decrements of API.md §4.2 and the record of the stock taken (so a cancellation gives
 * back exactly that). Items and stock come as arrays, so every order shares this one text.
 */
const orderWrite = namedStatement<{ id: number; taken: number; item_ids: number[]; payment_id: number }>(
  'order_write',
  sql`
  with placed as (
    insert into ${orders} (user_id, user_username, restaurant_id, restaurant_name, status, total_price_cents,
      payment_method, delivery_address, delivery_notes, created_at, updated_at)
    values (${param('userId')}::int, ${param('userUsername')}, ${param('restaurantId')}::int, ${param('restaurantName')}, ${param('status')},
      ${param('totalPriceCents')}::int, ${param('paymentMethod')}, ${param('deliveryAddress')}, ${param('deliveryNotes')},
      ${param('at')}::timestamptz, ${param('at')}::timestamptz)
    returning id
  ), items as (
    insert into ${orderItems} (order_id, meal_id, custom_meal_id, kind, name, custom_snapshot, quantity, price_cents,
      special_instructions)
    select (select id from placed), line.meal_id, line.custom_meal_id, line.kind, line.name, line.snapshot::jsonb,
      line.quantity, line.price_cents, line.special_instructions
    from unnest(${param('mealIds')}::int[], ${param('customMealIds')}::int[], ${param('kinds')}::text[], ${param('names')}::text[],
      ${param('snapshots')}::text[], ${param('quantities')}::int[], ${param('prices')}::int[], ${param('instructions')}::text[])
      with ordinality as line(meal_id, custom_meal_id, kind, name, snapshot, quantity, price_cents,
        special_instructions, n)
    order by line.n
    returning id
  ), paid as (
    insert into ${payments} (order_id, payment_method, amount_cents, status, transaction_id, provider, payment_date)
    values ((select id from placed), ${param('paymentMethod')}, ${param('totalPriceCents')}::int, ${param('paymentStatus')},
      ${param('transactionId')}, ${param('provider')}, ${param('at')}::timestamptz)
    returning id
  ), need as (
    select * from unnest(${param('stockIds')}::int[], ${param('stockQuantities')}::numeric[]) as need(ingredient_id, quantity)
  ), taken as (
    update ${ingredients} set quantity = ${ingredients}.quantity - need.quantity from need
    where ${ingredients}.id = need.ingredient_id and ${ingredients}.is_available
      and ${ingredients}.quantity >= need.quantity
    returning ${ingredients}.id
  ), recorded as (
    insert into ${orderStock} (order_id, ingredient_id, quantity)
    select (select id from placed), need.ingredient_id, need.quantity from need
  )
  select (select id from placed) as id, (select count(*) from taken)::int as taken,
    (select json_agg(id order by id) from items) as item_ids, (select id from paid) as payment_id`,
);

type NewOrder = typeof orders.$inferInsert;
type NewItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
type NewPayment = Omit<typeof payments.$inferInsert, 'orderId'>;

/**
 * Writes the order (see orderWrite). `taken` is how many ingredients the guard let through (fewer than
 * asked when one is off or short); item ids come in the order given.
 */
export async function writeOrder(
  db: Executor,
  parts: { order: NewOrder & { createdAt: Date }; stock: StockTaken[]; items: NewItem[]; payment: NewPayment },
): Promise<{ id: number; taken: number; itemIds: number[]; paymentId: number }> {
  const { order, items, payment, stock } = parts;
  const [row] = await orderWrite(db, {
    userId: order.userId,
    userUsername: order.userUsername,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    status: order.status,
    totalPriceCents: order.totalPriceCents,
    paymentMethod: order.paymentMethod,
    deliveryAddress: order.deliveryAddress,
    deliveryNotes: order.deliveryNotes ?? '',
    at: order.createdAt.toISOString(),
    mealIds: items.map((i) => i.mealId ?? null),
    customMealIds: items.map((i) => i.customMealId ?? null),
    kinds: items.map((i) => i.kind),
    names: items.map((i) => i.name),
    snapshots: items.map((i) => (i.customSnapshot == null ? null : JSON.stringify(i.customSnapshot))),
    quantities: items.map((i) => i.quantity),
    prices: items.map((i) => i.priceCents),
    instructions: items.map((i) => i.specialInstructions ?? ''),
    paymentStatus: payment.status,
    transactionId: payment.transactionId ?? null,
    provider: payment.provider ?? null,
    stockIds: stock.map((n) => n.ingredientId),
    stockQuantities: stock.map((n) => n.quantity),
  });
  if (!row) throw new Error('the order statement returned nothing');
  return {
    id: Number(row.id),
    taken: Number(row.taken),
    itemIds: row.item_ids.map(Number),
    paymentId: Number(row.payment_id),
  };
}

// ---------------------------------------------------------------- reading orders

/** Orders the caller may see (API.md §4.7): their own, their restaurant's, or all for admins. */
export function orderScope(db: Executor, actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  if (actor.kind !== 'user') return sql`false`;
  if (actor.userType === 'restaurant')
    return inArray(
      orders.restaurantId,
      db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, actor.id)),
    );
  return eq(orders.userId, actor.id);
}

export interface OrderFilter {
  statuses?: string[];
  search?: string;
  restaurant?: number;
  user?: number;
  ordering?: string;
}

/** `?search=`: every word matches the order id ('12' or '#12'), the customer or the restaurant name. */
const orderSearch = (term: string) =>
  searchCondition(term, [orders.userUsername, orders.restaurantName], (word) =>
    /^#?\d{1,9}$/.test(word) ? eq(orders.id, Number(word.replace('#', ''))) : undefined,
  );

function orderWhere(db: Executor, actor: Actor, filter: OrderFilter): SQL | undefined {
  return and(
    orderScope(db, actor),
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.search !== undefined ? orderSearch(filter.search) : undefined,
    filter.restaurant !== undefined ? eq(orders.restaurantId, filter.restaurant) : undefined,
    filter.user !== undefined ? eq(orders.userId, filter.user) : undefined,
  );
}

/** One line of an order as its list reads it: the snapshot it was ordered with, the images current. */
export interface ItemRow {
  id: number;
  kind: string;
  mealId: number | null;
  customMealId: number | null;
  name: string;
  customSnapshot: unknown;
  quantity: number;
  priceCents: number;
  specialInstructions: string;
  mealImage: string | null;
  customImage: string | null;
}

/**
 * The order's lines as one JSON array, inside the statement that reads the order: a list is one
 * statement instead of two (the orders, then the items of all of them), and PostgreSQL builds the
 * array from the item index of each order. Keys are ItemRow's.
 */
const orderItemsJson = sql<ItemRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', oi.id, 'kind', oi.kind, 'mealId', oi.meal_id, 'customMealId', oi.custom_meal_id, 'name', oi.name,
    'customSnapshot', oi.custom_snapshot, 'quantity', oi.quantity, 'priceCents', oi.price_cents,
    'specialInstructions', oi.special_instructions, 'mealImage', m.image, 'customImage', bm.image
  ) order by oi.id), '[]'::json)
  from ${orderItems} oi
  left join ${meals} m on m.id = oi.meal_id
  left join ${customMeals} cm on cm.id = oi.custom_meal_id
  left join ${meals} bm on bm.id = cm.base_meal_id
  where oi.order_id = ${orders.id})`;

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  userUsername: orders.userUsername,
  restaurantId: orders.restaurantId,
  restaurantName: orders.restaurantName,
  status: orders.status,
  totalPriceCents: orders.totalPriceCents,
  paymentMethod: orders.paymentMethod,
  deliveryAddress: orders.deliveryAddress,
  deliveryNotes: orders.deliveryNotes,
  cancellationReason: orders.cancellationReason,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  customer: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
  },
  payment: {
    id: payments.id,
    paymentMethod: payments.paymentMethod,
    amountCents: payments.amountCents,
    status: payments.status,
    transactionId: payments.transactionId,
    provider: payments.provider,
    paymentDate: payments.paymentDate,
  },
  items: orderItemsJson,
};

const orderRows = (db: Executor) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId));

export type OrderRow = Awaited<ReturnType<typeof listOrders>>[number];

export async function listOrders(
  db: Executor,
  actor: Actor,
  filter: OrderFilter,
  page?: { limit: number; offset: number },
) {
  const order = ordering(
    filter.ordering,
    { created_at: orders.createdAt, status: orders.status, total_price: orders.totalPriceCents },
    [desc(orders.createdAt), desc(orders.id)],
    orders.id,
  );
  const query = orderRows(db)
    .where(orderWhere(db, actor, filter))
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countOrders(db: Executor, actor: Actor, filter: OrderFilter): Promise<number> {
  const byStatusOnly = filter.search === undefined && filter.restaurant === undefined && filter.user === undefined;
  if (isAdmin(actor) && byStatusOnly) return countByStatus(db, filter.statuses);
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(orderWhere(db, actor, filter));
  return row?.n ?? 0;
}

/** The orders the counts of migration 0002 hold (kept exact by its triggers): a sum of a few small rows. */
const countedOrders = sql<number>`coalesce(sum(${orderCounts.n}), 0)::int`;

/** All orders, or those with one of `statuses`, from the maintained counts. */
async function countByStatus(db: Executor, statuses: string[] | undefined): Promise<number> {
  const [row] = await db
    .select({ n: countedOrders })
    .from(orderCounts)
    .where(statuses ? inArray(orderCounts.status, statuses) : undefined);
  return row?.n ?? 0;
}

/**
 * The fixed-shape reads behind the busiest order lists (a customer's own orders, the admin's
 * unfiltered pages), built once per database and, on PostgreSQL, prepared
 * once per connection: building the query took a quarter of such a request's server time, and
 * PostgreSQL skips parsing and planning. Only for `db` itself: a transaction has its own session.
 * The admin's count is countOrders', which reads the maintained counts.
 */
export function preparedReads(db: Db) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const own = orderRows(db)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .prepare('orders_of_customer');
  // A page in two statements: with LIMIT and OFFSET as parameters PostgreSQL plans the page again on
  // every call (its generic plan assumes a tenth of all orders), so that statement reads only ids, and
  // the orders with their items come from one whose cached plan looks them up by id.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('orders_page_ids');
  const byIds = orderRows(db)
    .where(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(...newestFirst)
    .prepare('orders_by_ids');
  return {
    ordersOf: (userId: number) => own.execute({ userId }),
    async page(limit: number, offset: number) {
      const ids = (await pageIds.execute({ limit, offset })).map((row) => row.id);
      return ids.length ? byIds.execute({ ids }) : [];
    },
  };
}

export async function findOrder(db: Executor, actor: Actor, id: number) {
  const [row] = await orderRows(db).where(and(eq(orders.id, id), orderScope(db, actor)));
  return row;
}

// ---------------------------------------------------------------- status changes

/** The order for a status change, locked, if the caller may see it; with its restaurant's owner. */
export async function lockOrder(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      userUsername: orders.userUsername,
      restaurantId: orders.restaurantId,
      restaurantName: orders.restaurantName,
      status: orders.status,
      totalPriceCents: orders.totalPriceCents,
      paymentMethod: orders.paymentMethod,
      ownerId: restaurants.ownerId,
    })
    .from(orders)
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.id, id), orderScope(db, actor)))
    .for('update', { of: orders });
  return row;
}

export async function setOrderStatus(db: Executor, id: number, status: string, reason: string | null, at: Date) {
  await db
    .update(orders)
    .set({ status, updatedAt: at, ...(reason !== null && { cancellationReason: reason }) })
    .where(eq(orders.id, id));
}

/** Gives back exactly the stock the order took, to the ingredients that still exist. */
export async function restoreStock(db: Executor, orderId: number) {
  await db
    .update(ingredients)
    .set({ quantity: sql`${ingredients.quantity} + ${orderStock.quantity}` })
    .from(orderStock)
    .where(and(eq(orderStock.orderId, orderId), eq(orderStock.ingredientId, ingredients.id)));
}

export async function paymentOf(db: Executor, orderId: number) {
  const [row] = await db
    .select({ status: payments.status, transactionId: payments.transactionId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row;
}

export async function setPaymentStatus(db: Executor, orderId: number, status: string) {
  await db.update(payments).set({ status }).where(eq(payments.orderId, orderId));
}
