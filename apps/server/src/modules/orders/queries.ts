import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Closure, languageOrDefault, type Period, type Unit } from '@dishcraft/contract';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { namedStatement, param } from '../../db/named-statement.js';
import {
  addresses,
  areas,
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  meals,
  orderCounts,
  orderDocs,
  orderItems,
  orderStock,
  orders,
  payments,
  restaurantDeliveryAreas,
  restaurants,
  users,
} from '../../db/schema.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import {
  customMealVisible,
  isAdmin,
  restaurantVisible,
  restaurantVisibleToViewer,
  viewerParams,
} from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import { searchCondition } from '../../lib/search.js';
import { IMAGE_KEY, imageKeyAt, type OrderRow, TEXT_FORMAT } from './serialize.js';
import { scheduleOf } from '../restaurants/schedule.js';

// ---------------------------------------------------------------- placing an order

const CUSTOMER = 'customer';
const customer = alias(users, CUSTOMER);
const baseMeal = alias(meals, 'base_meal');

/*
 * The statements of an order placement run inside its transaction, each with one SQL text whatever the
 * order holds (lists as array parameters, the caller as parameters), by name: PostgreSQL parses and plans
 * each once per connection instead of once per order (ADR 009).
 */

/**
 * The order's restaurant, if the caller may see it, with its owner (for notice and mail), the ordering customer's
 * own row (for the mail and the response), and what the order is delivered by (issue #21): the caller's saved
 * address `addressId` (another's is not found), the area (the address's, else `areaId`) and the restaurant's terms
 * for it, and whether it has delivery areas at all; in one statement.
 *
 * The restaurant row is locked FOR SHARE until the order commits: a pause, a change of hours or of delivery areas
 * (each writes or locks that row) waits for the orders being placed, and an order placed meanwhile waits for it and
 * then reads the row as it committed, so every order follows the terms that held when it committed.
 */
const orderRestaurant = namedStatement<{
  id: number;
  name: string;
  nameAr: string | null;
  isActive: boolean;
  isApproved: boolean;
  openingHours: Period[];
  closures: Closure[];
  pausedUntil: Date | string | null;
  openingTime: string;
  closingTime: string;
  offersDelivery: boolean;
  offersPickup: boolean;
  preparationMinutes: number;
  busyExtraMinutes: number;
  acceptMinutes: number;
  hasAreas: boolean;
  ownerId: number;
  ownerEmail: string;
  ownerLanguage: string | null;
  customerId: number | null;
  customerUsername: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhoneNumber: string;
  customerLanguage: string | null;
  addressId: number | null;
  addressLabel: string | null;
  addressStreet: string | null;
  addressBuilding: string | null;
  addressFloor: string | null;
  addressApartment: string | null;
  addressLandmark: string | null;
  addressPhone: string | null;
  areaId: number | null;
  areaName: string | null;
  areaNameAr: string | null;
  areaCity: string | null;
  areaRetired: boolean | null;
  feeCents: number | null;
  minimumOrderCents: number | null;
  deliveryMinutes: number | null;
}>(
  'order_restaurant',
  sql`select ${restaurants.id} as "id", ${restaurants.name} as "name", ${restaurants.nameAr} as "nameAr",
    ${restaurants.isActive} as "isActive", ${restaurants.isApproved} as "isApproved",
    ${restaurants.openingHours} as "openingHours", ${restaurants.closures} as "closures",
    ${restaurants.pausedUntil} as "pausedUntil", ${restaurants.openingTime} as "openingTime",
    ${restaurants.closingTime} as "closingTime", ${restaurants.offersDelivery} as "offersDelivery",
    ${restaurants.offersPickup} as "offersPickup", ${restaurants.preparationMinutes}::int as "preparationMinutes",
    ${restaurants.busyExtraMinutes}::int as "busyExtraMinutes", ${restaurants.acceptMinutes}::int as "acceptMinutes",
    exists (select from ${restaurantDeliveryAreas} where ${restaurantDeliveryAreas.restaurantId} = ${restaurants.id}) as "hasAreas",
    ${restaurants.ownerId} as "ownerId", ${users.email} as "ownerEmail",
    ${users.language} as "ownerLanguage", ${customer.language} as "customerLanguage",
    ${customer.id} as "customerId", ${customer.username} as "customerUsername",
    ${customer.firstName} as "customerFirstName", ${customer.lastName} as "customerLastName",
    ${customer.email} as "customerEmail", ${customer.phoneNumber} as "customerPhoneNumber",
    ${addresses.id} as "addressId", ${addresses.label} as "addressLabel", ${addresses.street} as "addressStreet",
    ${addresses.building} as "addressBuilding", ${addresses.floor} as "addressFloor",
    ${addresses.apartment} as "addressApartment", ${addresses.landmark} as "addressLandmark",
    ${addresses.phone} as "addressPhone",
    ${areas.id} as "areaId", ${areas.name} as "areaName", ${areas.nameAr} as "areaNameAr", ${areas.city} as "areaCity",
    ${areas.isRetired} as "areaRetired", ${restaurantDeliveryAreas.feeCents} as "feeCents",
    ${restaurantDeliveryAreas.minimumOrderCents} as "minimumOrderCents",
    ${restaurantDeliveryAreas.deliveryMinutes}::int as "deliveryMinutes"
  from ${restaurants}
  inner join ${users} on ${users.id} = ${restaurants.ownerId}
  left join ${users} as ${sql.identifier(CUSTOMER)} on ${customer.id} = ${param('customerId')}::int
  left join ${addresses} on ${addresses.id} = ${param('addressId')}::int and ${addresses.userId} = ${param('customerId')}::int
  left join ${areas} on ${areas.id} = coalesce(${addresses.areaId}, ${param('areaId')}::int)
  left join ${restaurantDeliveryAreas} on ${restaurantDeliveryAreas.restaurantId} = ${restaurants.id}
    and ${restaurantDeliveryAreas.areaId} = ${areas.id}
  where ${restaurants.id} = ${param('id')}::int and ${restaurantVisibleToViewer}
  for share of ${restaurants}`,
);

/** What `findRestaurant` found: the restaurant, its schedule and terms, and the delivery target of the order. */
export type OrderRestaurant = NonNullable<Awaited<ReturnType<typeof findRestaurant>>>;

export async function findRestaurant(
  db: Executor,
  actor: UserActor,
  id: number,
  target: { addressId: number | null; areaId: number | null } = { addressId: null, areaId: null },
) {
  const [row] = await orderRestaurant(db, {
    id,
    customerId: actor.id,
    addressId: target.addressId,
    areaId: target.areaId,
    ...viewerParams(actor),
  });
  if (!row) return undefined;
  const { customerId, customerUsername, customerFirstName, customerLastName, customerEmail, customerPhoneNumber } = row;
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    isApproved: row.isApproved,
    // The restaurants module's reading of the row, so a row without weekly hours is judged as the list judges it.
    schedule: scheduleOf({
      isActive: row.isActive,
      openingHours: row.openingHours,
      closures: row.closures,
      pausedUntil: row.pausedUntil === null ? null : new Date(row.pausedUntil),
      openingTime: row.openingTime,
      closingTime: row.closingTime,
    }),
    offersDelivery: row.offersDelivery,
    offersPickup: row.offersPickup,
    preparationMinutes: Number(row.preparationMinutes),
    busyExtraMinutes: Number(row.busyExtraMinutes),
    acceptMinutes: Number(row.acceptMinutes),
    hasAreas: row.hasAreas,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
    ownerLanguage: languageOrDefault(row.ownerLanguage),
    customer:
      customerId === null
        ? null
        : {
            id: customerId,
            username: customerUsername,
            firstName: customerFirstName,
            lastName: customerLastName,
            email: customerEmail,
            phoneNumber: customerPhoneNumber,
            language: languageOrDefault(row.customerLanguage),
          },
    /** The caller's saved address `addressId`; null when none was asked for or it is not theirs. */
    address:
      row.addressId === null
        ? null
        : {
            label: row.addressLabel ?? '',
            street: row.addressStreet ?? '',
            building: row.addressBuilding ?? '',
            floor: row.addressFloor ?? '',
            apartment: row.addressApartment ?? '',
            landmark: row.addressLandmark ?? '',
            phone: row.addressPhone ?? '',
          },
    /** The order's area (the address's, else the one asked for); null when none was asked for or it does not exist. */
    area:
      row.areaId === null
        ? null
        : {
            id: row.areaId,
            name: row.areaName ?? '',
            nameAr: row.areaNameAr,
            city: row.areaCity ?? '',
            isRetired: row.areaRetired === true,
          },
    /** The restaurant's terms for that area; null when it does not deliver there. */
    terms:
      row.feeCents === null
        ? null
        : {
            feeCents: Number(row.feeCents),
            minimumCents: Number(row.minimumOrderCents),
            deliveryMinutes: Number(row.deliveryMinutes),
          },
  };
}

/** One option of an ordered meal with its group (ADR 027), as `orderMealLines` carries them in JSON. */
export interface OrderOptionRow {
  groupId: number;
  groupName: string;
  minChoices: number;
  maxChoices: number;
  freeChoices: number;
  id: number;
  name: string;
  nameAr: string | null;
  priceDeltaCents: number;
  isAvailable: boolean;
  ingredientId: number | null;
  /** numeric(12,3) as text, like the recipe lines' */
  quantity: string | null;
}

/**
 * Meals the caller may see among `ids`, each repeated once per recipe line taken from stock (the
 * non-optional ones; null columns for a meal without any), so meals and recipes are one statement.
 * The meal's options come on its first row only, in menu order (aggregated once per meal, not per line),
 * so pricing a choice costs no round trip of its own. Quantities come as numeric text.
 */
const orderMealLines = namedStatement<{
  id: number;
  restaurantId: number;
  name: string;
  nameAr: string | null;
  basePriceCents: number;
  isAvailable: boolean;
  image: string;
  ingredientId: number | null;
  quantity: string | null;
  options: OrderOptionRow[] | null;
}>(
  'order_meal_lines',
  sql`with chosen as (
    select ${mealOptions.mealId} as meal_id, json_agg(json_build_object('groupId', ${mealOptionGroups.id},
      'groupName', ${mealOptionGroups.name}, 'minChoices', ${mealOptionGroups.minChoices},
      'maxChoices', ${mealOptionGroups.maxChoices}, 'freeChoices', ${mealOptionGroups.freeChoices},
      'id', ${mealOptions.id}, 'name', ${mealOptions.name}, 'nameAr', ${mealOptions.nameAr},
      'priceDeltaCents', ${mealOptions.priceDeltaCents}, 'isAvailable', ${mealOptions.isAvailable},
      'ingredientId', ${mealOptions.ingredientId}, 'quantity', ${mealOptions.quantity}::text)
      order by ${mealOptionGroups.position}, ${mealOptionGroups.id}, ${mealOptions.position}, ${mealOptions.id}) as options
    from ${mealOptions} inner join ${mealOptionGroups} on ${mealOptionGroups.id} = ${mealOptions.groupId}
    where ${mealOptions.mealId} = any(${param('ids')}::int[])
    group by ${mealOptions.mealId}
  )
  select ${meals.id} as "id", ${meals.restaurantId} as "restaurantId", ${meals.name} as "name",
    ${meals.nameAr} as "nameAr",
    ${meals.basePriceCents} as "basePriceCents", ${meals.isAvailable} as "isAvailable", ${meals.image} as "image",
    ${mealIngredients.ingredientId} as "ingredientId", ${mealIngredients.quantity} as "quantity",
    case when row_number() over (partition by ${meals.id} order by ${mealIngredients.id}) = 1
      then chosen.options end as "options"
  from ${meals}
  inner join ${restaurants} on ${restaurants.id} = ${meals.restaurantId}
  left join chosen on chosen.meal_id = ${meals.id}
  left join ${mealIngredients} on ${mealIngredients.mealId} = ${meals.id} and not ${mealIngredients.isOptional}
  where ${meals.id} = any(${param('ids')}::int[]) and ${restaurantVisibleToViewer}
  order by ${mealIngredients.id}`,
);

export async function visibleMealLines(db: Executor, actor: Actor, mealIds: number[]) {
  if (!mealIds.length) return [];
  return orderMealLines(db, { ids: mealIds, ...viewerParams(actor) });
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

export interface StockTaken {
  ingredientId: number;
  /** numeric(12,3) as text, so no float reaches the stock */
  quantity: string;
}

/** An ingredient the order cannot have: switched off, or with less in stock than the order needs. */
export interface ShortIngredient {
  id: number;
  name: string;
  unit: string;
  quantity: number;
  isAvailable: boolean;
}

/**
 * The whole order in one statement of data-modifying CTEs (API.md §4.2): it locks the ingredients the
 * order needs in ascending id order until the transaction ends, and only when every one is switched on
 * and in stock (and the caller has not refused the order) writes the order row, the items and the
 * payment, takes the stock and records what it took (so a cancellation gives back exactly that).
 * Otherwise it writes nothing and returns what is short. Items and stock come as arrays, so every order
 * shares this one text.
 */
const orderWrite = namedStatement<{
  id: number | null;
  taken: number;
  item_ids: number[] | null;
  payment_id: number | null;
  short: { id: number; name: string; unit: string; quantity: string; isAvailable: boolean }[] | null;
}>(
  'order_write',
  sql`
  with need as (
    select * from unnest(${param('stockIds')}::int[], ${param('stockQuantities')}::numeric[]) as need(ingredient_id, quantity)
  ), stock as materialized (
    select ${ingredients}.id, ${ingredients}.name, ${ingredients}.unit, ${ingredients}.quantity, ${ingredients}.is_available
    from ${ingredients}
    where ${ingredients}.id = any(${param('stockIds')}::int[])
    order by ${ingredients}.id
    for update
  ), short as (
    select stock.* from stock inner join need on need.ingredient_id = stock.id
    where not stock.is_available or stock.quantity < need.quantity
  ), placed as (
    insert into ${orders} (user_id, user_username, restaurant_id, restaurant_name, restaurant_name_ar, status,
      total_price_cents, subtotal_cents, delivery_fee_cents, payment_method, delivery_address, delivery_notes,
      fulfilment, area_id, area_name, area_name_ar, address, scheduled_for, estimated_at, accept_by,
      promo_code, promotion_id, discount_cents, created_at, updated_at)
    select ${param('userId')}::int, ${param('userUsername')}, ${param('restaurantId')}::int, ${param('restaurantName')},
      ${param('restaurantNameAr')}::text, ${param('status')},
      ${param('totalPriceCents')}::int, ${param('subtotalCents')}::int, ${param('deliveryFeeCents')}::int,
      ${param('paymentMethod')}, ${param('deliveryAddress')}, ${param('deliveryNotes')},
      ${param('fulfilment')}, ${param('areaId')}::int, ${param('areaName')}::text, ${param('areaNameAr')}::text,
      ${param('address')}::jsonb, ${param('scheduledFor')}::timestamptz, ${param('estimatedAt')}::timestamptz,
      ${param('acceptBy')}::timestamptz,
      ${param('promoCode')}::text, ${param('promotionId')}::int, ${param('discountCents')}::int,
      ${param('at')}::timestamptz, ${param('at')}::timestamptz
    where not ${param('refused')}::boolean and not exists (select from short)
    returning id
  ), items as (
    insert into ${orderItems} (order_id, meal_id, custom_meal_id, kind, name, name_ar, custom_snapshot, quantity,
      price_cents, special_instructions, options)
    select placed.id, line.meal_id, line.custom_meal_id, line.kind, line.name, line.name_ar, line.snapshot::jsonb,
      line.quantity, line.price_cents, line.special_instructions, line.options::jsonb
    from placed, unnest(${param('mealIds')}::int[], ${param('customMealIds')}::int[], ${param('kinds')}::text[], ${param('names')}::text[],
      ${param('namesAr')}::text[], ${param('snapshots')}::text[], ${param('quantities')}::int[], ${param('prices')}::int[],
      ${param('instructions')}::text[], ${param('options')}::text[])
      with ordinality as line(meal_id, custom_meal_id, kind, name, name_ar, snapshot, quantity, price_cents,
        special_instructions, options, n)
    order by line.n
    returning id
  ), paid as (
    insert into ${payments} (order_id, payment_method, amount_cents, status, transaction_id, provider, payment_date)
    select placed.id, ${param('paymentMethod')}, ${param('totalPriceCents')}::int, ${param('paymentStatus')},
      ${param('transactionId')}, ${param('provider')}, ${param('at')}::timestamptz
    from placed
    returning id
  ), taken as (
    update ${ingredients} set quantity = ${ingredients}.quantity - need.quantity from need
    where ${ingredients}.id = need.ingredient_id and ${ingredients}.is_available
      and ${ingredients}.quantity >= need.quantity and exists (select from placed)
    returning ${ingredients}.id
  ), recorded as (
    insert into ${orderStock} (order_id, ingredient_id, quantity)
    select placed.id, need.ingredient_id, need.quantity from placed, need
  )
  select (select id from placed) as id, (select count(*) from taken)::int as taken,
    (select json_agg(id order by id) from items) as item_ids, (select id from paid) as payment_id,
    (select json_agg(json_build_object('id', short.id, 'name', short.name, 'unit', short.unit,
      'quantity', short.quantity::text, 'isAvailable', short.is_available) order by short.id) from short) as short`,
);

type NewOrder = typeof orders.$inferInsert;
type NewItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
type NewPayment = Omit<typeof payments.$inferInsert, 'orderId'>;

/** What the order statement did: the order it wrote, or nothing and what is short (see orderWrite). */
export type OrderWritten =
  | { placed: { id: number; taken: number; itemIds: number[]; paymentId: number }; short: [] }
  | { placed: null; short: ShortIngredient[] };

/**
 * Writes the order (see orderWrite) unless `refused` (an item is off: nothing may be written, but the
 * answer still lists what is short) or an ingredient is short. `taken` is how many ingredients the guard
 * let through; item ids come in the order given.
 */
export async function writeOrder(
  db: Executor,
  parts: {
    order: NewOrder & { createdAt: Date };
    stock: StockTaken[];
    items: NewItem[];
    payment: NewPayment;
    refused: boolean;
  },
): Promise<OrderWritten> {
  const { order, items, payment, stock } = parts;
  const [row] = await orderWrite(db, {
    refused: parts.refused,
    userId: order.userId,
    userUsername: order.userUsername,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    restaurantNameAr: order.restaurantNameAr ?? null,
    status: order.status,
    totalPriceCents: order.totalPriceCents,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents ?? 0,
    paymentMethod: order.paymentMethod,
    deliveryAddress: order.deliveryAddress,
    deliveryNotes: order.deliveryNotes ?? '',
    fulfilment: order.fulfilment ?? 'delivery',
    areaId: order.areaId ?? null,
    areaName: order.areaName ?? null,
    areaNameAr: order.areaNameAr ?? null,
    address: order.address == null ? null : JSON.stringify(order.address),
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    estimatedAt: order.estimatedAt?.toISOString() ?? null,
    acceptBy: order.acceptBy?.toISOString() ?? null,
    promoCode: order.promoCode ?? null,
    promotionId: order.promotionId ?? null,
    discountCents: order.discountCents ?? 0,
    at: order.createdAt.toISOString(),
    mealIds: items.map((i) => i.mealId ?? null),
    customMealIds: items.map((i) => i.customMealId ?? null),
    kinds: items.map((i) => i.kind),
    names: items.map((i) => i.name),
    namesAr: items.map((i) => i.nameAr ?? null),
    snapshots: items.map((i) => (i.customSnapshot == null ? null : JSON.stringify(i.customSnapshot))),
    quantities: items.map((i) => i.quantity),
    prices: items.map((i) => i.priceCents),
    instructions: items.map((i) => i.specialInstructions ?? ''),
    options: items.map((i) => JSON.stringify(i.options ?? [])),
    paymentStatus: payment.status,
    transactionId: payment.transactionId ?? null,
    provider: payment.provider ?? null,
    stockIds: stock.map((n) => n.ingredientId),
    stockQuantities: stock.map((n) => n.quantity),
  });
  if (!row) throw new Error('the order statement returned nothing');
  if (row.id === null)
    return { placed: null, short: (row.short ?? []).map((r) => ({ ...r, quantity: Number(r.quantity) })) };
  return {
    placed: {
      id: Number(row.id),
      taken: Number(row.taken),
      itemIds: (row.item_ids ?? []).map(Number),
      paymentId: Number(row.payment_id),
    },
    short: [],
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
  /** true: only orders with a scheduled time; false: only as-soon-as-possible ones. */
  scheduled?: boolean;
  search?: string;
  restaurant?: number;
  user?: number;
  ordering?: string;
}

/** `?search=`: every word matches the order id ('12' or '#12'), the customer or the restaurant name in either language. */
const orderSearch = (term: string) =>
  searchCondition(term, [orders.userUsername, orders.restaurantName, orders.restaurantNameAr], (word) =>
    /^#?\d{1,9}$/.test(word) ? eq(orders.id, Number(word.replace('#', ''))) : undefined,
  );

function orderWhere(db: Executor, actor: Actor, filter: OrderFilter): SQL | undefined {
  return and(
    orderScope(db, actor),
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.scheduled === undefined
      ? undefined
      : filter.scheduled
        ? isNotNull(orders.scheduledFor)
        : isNull(orders.scheduledFor),
    filter.search !== undefined ? orderSearch(filter.search) : undefined,
    filter.restaurant !== undefined ? eq(orders.restaurantId, filter.restaurant) : undefined,
    filter.user !== undefined ? eq(orders.userId, filter.user) : undefined,
  );
}

/*
 * Every read of orders answers OrderOut (API.md §2.12–2.14) as the text stored when the order last changed
 * (order_docs, ADR 015): Node neither parses the rows, nor maps them, nor serializes them again (ADR 009),
 * and PostgreSQL copies text instead of writing JSON. Media URLs are absolute: the read puts the request's
 * own base URL (`images`, a parameter: `imageKeyAt(baseUrl)`) where the text holds IMAGE_KEY.
 */

/** Orders as JSON texts; `images` is what replaces IMAGE_KEY (see serialize.ts). */
const orderRows = <More extends Record<string, SQL>>(db: Executor, images: SQL, more = {} as More) =>
  db
    .select({ json: sql<string>`replace(${orderDocs.doc}, ${IMAGE_KEY}, ${images})`, ...more })
    .from(orders)
    .innerJoin(orderDocs, eq(orderDocs.orderId, orders.id));

/** Order texts as the JSON array they make up. */
export const jsonList = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(',')}]`;

export async function listOrders(
  db: Executor,
  actor: Actor,
  filter: OrderFilter,
  baseUrl: string,
  page?: { limit: number; offset: number },
) {
  const order = ordering(
    filter.ordering,
    { created_at: orders.createdAt, status: orders.status, total_price: orders.totalPriceCents },
    [desc(orders.createdAt), desc(orders.id)],
    orders.id,
  );
  const query = orderRows(db, sql`${imageKeyAt(baseUrl)}`)
    .where(orderWhere(db, actor, filter))
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countOrders(db: Executor, actor: Actor, filter: OrderFilter): Promise<number> {
  const byStatusOnly =
    filter.search === undefined &&
    filter.restaurant === undefined &&
    filter.user === undefined &&
    filter.scheduled === undefined;
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
 */
export function preparedReads(db: Db) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const base = sql.placeholder('base');
  const own = orderRows(db, sql`${base}`)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .prepare('orders_of_customer');
  // A page in one statement whose plan PostgreSQL keeps. With LIMIT and OFFSET as plain parameters it
  // planned the page afresh on every call: a custom plan knows the page is 20 rows, the generic one
  // assumes a tenth of all orders, so the generic one always looked dearer and was never chosen. As
  // sub-selects neither plan can see their values, both are the same (the ids by the (created_at, id)
  // index, then those orders by id), and the generic one is kept. The inner `orders` is the
  // sub-select's own. The statement also carries the admin's count (countOrders' maintained counts).
  const page = orderRows(db, sql`${base}`, { total: sql<number>`(select ${countedOrders} from ${orderCounts})` })
    .where(
      sql`${orders.id} = any(array(select ${orders.id} from ${orders}
        order by ${orders.createdAt} desc, ${orders.id} desc
        limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int)))`,
    )
    .orderBy(...newestFirst)
    .prepare('orders_page');
  return {
    ordersOf: (userId: number, baseUrl: string) => own.execute({ userId, base: imageKeyAt(baseUrl) }),
    /** The admin's unfiltered page and the count of all orders. */
    async page(limit: number, offset: number, baseUrl: string) {
      const rows = await page.execute({ limit, offset, base: imageKeyAt(baseUrl) });
      return { rows, total: rows[0]?.total ?? (await countByStatus(db, undefined)) };
    },
  };
}

export async function findOrder(db: Executor, actor: Actor, id: number, baseUrl: string) {
  const [row] = await orderRows(db, sql`${imageKeyAt(baseUrl)}`).where(and(eq(orders.id, id), orderScope(db, actor)));
  return row?.json;
}

// ---------------------------------------------------------------- status changes

/** The order for a status change, locked, if the caller may see it; with its restaurant's owner and Arabic name. */
export async function lockOrder(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      userUsername: orders.userUsername,
      restaurantId: orders.restaurantId,
      restaurantName: orders.restaurantName,
      restaurantNameAr: restaurants.nameAr,
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

// ---------------------------------------------------------------- stored texts (ADR 015)

/** `column = any(ids)` with the ids as one array parameter, however many there are. */
const anyOf = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/** What an order's answer shows besides its own rows: a change to one of these changes the answer. */
export interface Shown {
  /** Orders these users placed (their username, names, e-mail and phone). */
  customers?: number[];
  /** Lines of these meals, and custom lines built on them (the meal's picture). */
  meals?: number[];
  /** Lines of these custom meals (their base meal's picture). */
  customMeals?: number[];
  /** Lines of the custom meals these users made (deleted with them). */
  customMealsBy?: number[];
  /**
   * Orders at these restaurants, and lines of what their deletion takes along: their meals, their custom
   * meals, custom meals built on their meals or made of their ingredients.
   */
  restaurants?: number[];
}

/**
 * Locks the rows `shown` names, and what their deletion takes along, until the transaction ends: an
 * order placed meanwhile cannot reference them, and one placed before commits first, so the orders
 * found next (a later statement, a later snapshot) include it.
 */
export async function lockShown(db: Executor, shown: Shown) {
  const { customers = [], meals: mealIds = [], customMeals: customIds = [], customMealsBy = [] } = shown;
  const restaurantIds = shown.restaurants ?? [];
  await db.execute(sql`
    with u as (select ${users.id} from ${users} where ${anyOf(users.id, [...customers, ...customMealsBy])} for update),
    r as (select ${restaurants.id} from ${restaurants} where ${anyOf(restaurants.id, restaurantIds)} for update),
    m as (select ${meals.id} from ${meals}
      where ${anyOf(meals.id, mealIds)} or ${anyOf(meals.restaurantId, restaurantIds)} for update),
    c as (select ${customMeals.id} from ${customMeals}
      where ${anyOf(customMeals.id, customIds)} or ${anyOf(customMeals.userId, customMealsBy)}
        or ${anyOf(customMeals.restaurantId, restaurantIds)} or ${customMeals.id} in (${madeOf(restaurantIds)}) for update)
    select (select count(*) from u) + (select count(*) from r) + (select count(*) from m) + (select count(*) from c)`);
}

/**
 * Locks the stored texts of the orders whose answer shows what `shown` names, or of the orders `ids`,
 * in id order, and returns their ids. Only orders with a text: an order gets its text when it is placed.
 */
export async function lockTexts(db: Executor, which: { ids: number[] } | Shown): Promise<number[]> {
  const rows = await db
    .select({ id: orderDocs.orderId })
    .from(orderDocs)
    .where('ids' in which ? anyOf(orderDocs.orderId, which.ids) : sql`${orderDocs.orderId} in (${showing(which)})`)
    .orderBy(asc(orderDocs.orderId))
    .for('update');
  return rows.map((row) => row.id);
}

/** Custom meals with an ingredient of one of these restaurants. */
const madeOf = (restaurantIds: number[]) =>
  sql`select ${customMealIngredients.customMealId} from ${customMealIngredients}
    inner join ${ingredients} on ${ingredients.id} = ${customMealIngredients.ingredientId}
    where ${anyOf(ingredients.restaurantId, restaurantIds)}`;

/** The ids of the orders whose answer shows what `shown` names. */
function showing(shown: Shown): SQL {
  const { customers = [], meals: mealIds = [], customMeals: customIds = [], customMealsBy = [] } = shown;
  const restaurantIds = shown.restaurants ?? [];
  return sql`
    select ${orders.id} from ${orders} where ${anyOf(orders.userId, customers)} or ${anyOf(orders.restaurantId, restaurantIds)}
    union
    select ${orderItems.orderId} from ${orderItems}
      where ${anyOf(orderItems.mealId, mealIds)} or ${anyOf(orderItems.customMealId, customIds)}
    union
    select ${orderItems.orderId} from ${orderItems} inner join ${customMeals} on ${customMeals.id} = ${orderItems.customMealId}
      where ${anyOf(customMeals.baseMealId, mealIds)} or ${anyOf(customMeals.userId, customMealsBy)}
        or ${anyOf(customMeals.restaurantId, restaurantIds)} or ${customMeals.id} in (${madeOf(restaurantIds)})
        or ${customMeals.baseMealId} in (select ${meals.id} from ${meals} where ${anyOf(meals.restaurantId, restaurantIds)})
    union
    select ${orderItems.orderId} from ${orderItems} inner join ${meals} on ${meals.id} = ${orderItems.mealId}
      where ${anyOf(meals.restaurantId, restaurantIds)}`;
}

/**
 * Everything `orderOut` shows of the orders `ids` that have a payment, as their rows are now: two
 * statements whatever the number of orders (the orders with payment and customer, then every line).
 */
export async function orderRowsOf(db: Executor, ids: number[]): Promise<OrderRow[]> {
  const heads = await db
    .select({
      order: orders,
      payment: {
        id: payments.id,
        paymentMethod: payments.paymentMethod,
        amountCents: payments.amountCents,
        status: payments.status,
        transactionId: payments.transactionId,
        provider: payments.provider,
        paymentDate: payments.paymentDate,
      },
      customer: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      },
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(anyOf(orders.id, ids))
    .orderBy(asc(orders.id));
  if (!heads.length) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      kind: orderItems.kind,
      mealId: orderItems.mealId,
      customMealId: orderItems.customMealId,
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      customSnapshot: orderItems.customSnapshot,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
      specialInstructions: orderItems.specialInstructions,
      options: orderItems.options,
      mealImage: meals.image,
      customImage: baseMeal.image,
    })
    .from(orderItems)
    .leftJoin(meals, eq(meals.id, orderItems.mealId))
    .leftJoin(customMeals, eq(customMeals.id, orderItems.customMealId))
    .leftJoin(baseMeal, eq(baseMeal.id, customMeals.baseMealId))
    .where(anyOf(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const items = new Map<number, OrderRow['items']>();
  for (const { orderId, ...line } of lines) {
    const list = items.get(orderId) ?? [];
    list.push(line);
    items.set(orderId, list);
  }
  return heads.map(({ order, payment, customer }) => ({
    ...order,
    payment,
    customer,
    items: items.get(order.id) ?? [],
  }));
}

/** Writes texts, replacing an order's text only where it changed; one statement, prepared once. */
const textsWrite = namedStatement<never>(
  'order_texts_write',
  sql`insert into ${orderDocs} (order_id, doc, format)
    select text.id, text.doc, ${param('format')} from unnest(${param('ids')}::int[], ${param('docs')}::text[])
      as text(id, doc) order by text.id
    on conflict (order_id) do update set doc = excluded.doc, format = excluded.format
      where (${orderDocs}.doc, ${orderDocs}.format) is distinct from (excluded.doc, excluded.format)`,
);

export async function writeTexts(db: Executor, texts: { id: number; doc: string }[]) {
  if (!texts.length) return;
  await textsWrite(db, { ids: texts.map((text) => text.id), docs: texts.map((text) => text.doc), format: TEXT_FORMAT });
}

/** Up to `limit` orders above `after` whose text another output of the serializer wrote, in id order. */
export async function outdatedTextIds(db: Executor, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderDocs.orderId })
    .from(orderDocs)
    .where(sql`${orderDocs.orderId} > ${after} and ${orderDocs.format} <> ${TEXT_FORMAT}`)
    .orderBy(asc(orderDocs.orderId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Up to `limit` order ids above `after`, in id order (for writing every text in batches). */
export async function orderIdsAfter(db: Executor, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.id} > ${after}`)
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- ordering again (issue #23)

/** One ingredient a line takes per portion, with today's stock (numeric as JSON numbers, compared in thousandths). */
export interface StockRow {
  ingredientId: number;
  quantity: number;
  stock: number;
  isAvailable: boolean;
}

/** A custom meal's recipe line today: what it takes, what it costs and the stock it takes it from. */
export interface CustomLine extends StockRow {
  name: string;
  nameAr: string | null;
  unit: Unit;
  pricePerUnitCents: number;
}

/** An option of the meal today, with the stock of the ingredient it takes (if any). */
export interface OptionNow {
  id: number;
  name: string;
  nameAr: string | null;
  priceDeltaCents: number;
  isAvailable: boolean;
  ingredientId: number | null;
  quantity: number | null;
  stock: number | null;
  stockAvailable: boolean | null;
}

/** A group of the meal today, its options in menu order: the contract's PricedGroup is a map away. */
export interface GroupNow {
  id: number;
  name: string;
  minChoices: number;
  maxChoices: number;
  freeChoices: number;
  options: OptionNow[];
}

const reorderBaseMeal = alias(meals, 'reorder_base_meal');

/** The meal's option groups in menu order, each with its options, nested in SQL so no row is grouped in Node. */
const groupsJson = sql<GroupNow[]>`(select coalesce(json_agg(json_build_object('id', ${mealOptionGroups.id},
  'name', ${mealOptionGroups.name}, 'minChoices', ${mealOptionGroups.minChoices},
  'maxChoices', ${mealOptionGroups.maxChoices}, 'freeChoices', ${mealOptionGroups.freeChoices},
  'options', (select coalesce(json_agg(json_build_object('id', ${mealOptions.id}, 'name', ${mealOptions.name},
      'nameAr', ${mealOptions.nameAr}, 'priceDeltaCents', ${mealOptions.priceDeltaCents},
      'isAvailable', ${mealOptions.isAvailable}, 'ingredientId', ${mealOptions.ingredientId},
      'quantity', ${mealOptions.quantity}, 'stock', ${ingredients.quantity}, 'stockAvailable', ${ingredients.isAvailable})
      order by ${mealOptions.position}, ${mealOptions.id}), '[]')
    from ${mealOptions} left join ${ingredients} on ${ingredients.id} = ${mealOptions.ingredientId}
    where ${mealOptions.groupId} = ${mealOptionGroups.id}))
  order by ${mealOptionGroups.position}, ${mealOptionGroups.id}), '[]')
  from ${mealOptionGroups} where ${mealOptionGroups.mealId} = ${meals.id})`;

/** The meal's recipe lines taken from stock (the non-optional ones, as an order takes them). */
const recipeJson = sql<StockRow[]>`(select coalesce(json_agg(json_build_object('ingredientId', ${ingredients.id},
  'quantity', ${mealIngredients.quantity}, 'stock', ${ingredients.quantity}, 'isAvailable', ${ingredients.isAvailable})
  order by ${mealIngredients.id}), '[]')
  from ${mealIngredients} inner join ${ingredients} on ${ingredients.id} = ${mealIngredients.ingredientId}
  where ${mealIngredients.mealId} = ${meals.id} and not ${mealIngredients.isOptional})`;

const customJson = sql<CustomLine[]>`(select coalesce(json_agg(json_build_object('ingredientId', ${ingredients.id},
  'name', ${ingredients.name}, 'nameAr', ${ingredients.nameAr}, 'unit', ${ingredients.unit},
  'pricePerUnitCents', ${ingredients.pricePerUnitCents}, 'quantity', ${customMealIngredients.quantity},
  'stock', ${ingredients.quantity}, 'isAvailable', ${ingredients.isAvailable}) order by ${customMealIngredients.id}), '[]')
  from ${customMealIngredients} inner join ${ingredients} on ${ingredients.id} = ${customMealIngredients.ingredientId}
  where ${customMealIngredients.customMealId} = ${customMeals.id})`;

/**
 * The caller's order `id` (through the orders scope) line by line, each with its meal or custom meal as it is now:
 * options, recipe and stock as JSON, so the whole order is one statement whatever its size. A meal or custom meal
 * counts only while it belongs to the order's restaurant; a custom meal only while the caller may see it.
 */
export function orderLinesNow(db: Executor, actor: Actor, id: number) {
  return db
    .select({
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      restaurantNameAr: restaurants.nameAr,
      restaurantVisible: sql<boolean>`coalesce(${restaurantVisible(actor) ?? sql`true`}, false)`,
      itemMealId: orderItems.mealId,
      itemCustomMealId: orderItems.customMealId,
      kind: orderItems.kind,
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.specialInstructions,
      chosen: orderItems.options,
      mealId: meals.id,
      mealName: meals.name,
      mealNameAr: meals.nameAr,
      basePriceCents: meals.basePriceCents,
      mealIsAvailable: meals.isAvailable,
      mealImage: meals.image,
      recipe: recipeJson,
      groups: groupsJson,
      customMealId: customMeals.id,
      customMealName: customMeals.name,
      customMealImage: reorderBaseMeal.image,
      customLines: customJson,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(meals, and(eq(meals.id, orderItems.mealId), eq(meals.restaurantId, orders.restaurantId)))
    .leftJoin(
      customMeals,
      and(
        eq(customMeals.id, orderItems.customMealId),
        eq(customMeals.restaurantId, orders.restaurantId),
        customMealVisible(actor),
      ),
    )
    .leftJoin(reorderBaseMeal, eq(reorderBaseMeal.id, customMeals.baseMealId))
    .where(and(eq(orders.id, id), orderScope(db, actor)))
    .orderBy(asc(orderItems.id));
}
