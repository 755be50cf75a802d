import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  mealOptions,
  meals,
  orders,
  restaurantDeliveryAreas,
  restaurantReviews,
  restaurants,
  users,
} from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { restaurantListed, restaurantVisible } from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import { lower, searchCondition } from '../../lib/search.js';

export type RestaurantRecord = typeof restaurants.$inferSelect;

export type RestaurantRow = RestaurantRecord & {
  ownerUsername: string;
  ownerEmail: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerUserType: string;
  avgRating: string | null;
  reviewCount: number;
  /** The terms for the area the list or page was asked for; absent or null without one or when not served. */
  delivery?: DeliveryTerms | null;
};

export interface DeliveryTerms {
  areaId: number;
  feeCents: number;
  minimumOrderCents: number;
  deliveryMinutes: number;
}

/**
 * Restaurants with their owner and review aggregate in one statement: the owner by join, the
 * rating by a lateral aggregate over `restaurant_reviews` (API.md §4.10), so a list of any length
 * is one query.
 */
function selectRestaurants(db: Executor, areaId?: number) {
  const stats = db
    .select({
      avgRating: sql<string | null>`avg(${restaurantReviews.rating})`.as('avg_rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(restaurantReviews)
    .where(eq(restaurantReviews.restaurantId, restaurants.id))
    .as('review_stats');
  const query = db
    .select({
      ...getTableColumns(restaurants),
      ownerUsername: users.username,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerUserType: users.userType,
      avgRating: stats.avgRating,
      reviewCount: stats.reviewCount,
      delivery: areaId === undefined ? sql<null>`null` : deliveryTermsOf(areaId),
    })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .leftJoinLateral(stats, sql`true`);
  return { query, stats };
}

/**
 * The restaurant's terms for one area as a jsonb value (null when it does not deliver there): one more subquery in
 * the same statement, so asking for an area costs no extra round trip (ADR 026).
 */
function deliveryTermsOf(areaId: number) {
  const rda = restaurantDeliveryAreas;
  return sql<DeliveryTerms | null>`(select jsonb_build_object('areaId', ${rda.areaId}, 'feeCents', ${rda.feeCents},
    'minimumOrderCents', ${rda.minimumOrderCents}, 'deliveryMinutes', ${rda.deliveryMinutes})
    from ${rda} where ${rda.restaurantId} = ${restaurants.id} and ${rda.areaId} = ${areaId})`;
}

/** Restaurants that offer delivery and deliver to the area. */
function deliversTo(areaId: number): SQL {
  const rda = restaurantDeliveryAreas;
  return sql`(${restaurants.offersDelivery} and exists (select 1 from ${rda}
    where ${rda.restaurantId} = ${restaurants.id} and ${rda.areaId} = ${areaId}))`;
}

/** A row without weekly hours keeps its one daily range on every day (schedule.ts `scheduleOf`). */
function dailyRange(t: SQL): SQL {
  const { openingTime: open, closingTime: close } = restaurants;
  return sql`case when ${open} < ${close} then ${open} <= ${t} and ${t} < ${close}
    when ${open} > ${close} then ${t} >= ${open} or ${t} < ${close} else true end`;
}

/** The moment `is_open_now` is judged at: the instant, and the local weekday, date and time computed in JS. */
export interface OpenNowAt {
  now: Date;
  weekday: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM:SS` */
  time: string;
}

/**
 * `is_open_now` (ADR 026) as SQL, the contract's `isOpenAt` over the row's jsonb: switched on, not paused, no closure
 * on the local date, and a period of today covering the time, or one of yesterday running past midnight over it.
 */
export function openNowCondition(at: OpenNowAt): SQL {
  const { isActive, pausedUntil, closures, openingHours } = restaurants;
  const t = sql`${at.time}::time`;
  const date = sql`${at.date}::date`;
  const opens = sql`(p->>'opens')::time`;
  const closes = sql`(p->>'closes')::time`;
  const weekday = sql`(p->>'weekday')::int`;
  return sql`(${isActive}
    and (${pausedUntil} is null or ${pausedUntil} <= ${at.now.toISOString()}::timestamptz)
    and not exists (select 1 from jsonb_array_elements(${closures}) c
      where (c->>'starts')::date <= ${date} and ${date} <= (c->>'ends')::date)
    and (exists (select 1 from jsonb_array_elements(${openingHours}) p where
      (${weekday} = ${at.weekday} and (${opens} = ${closes}
        or (${opens} < ${closes} and ${opens} <= ${t} and ${t} < ${closes})
        or (${opens} > ${closes} and ${t} >= ${opens})))
      or (${weekday} = ${(at.weekday + 6) % 7} and ${opens} > ${closes} and ${t} < ${closes}))
      or (jsonb_array_length(${openingHours}) = 0 and ${dailyRange(t)})))`;
}

export interface RestaurantFilter {
  search?: string;
  isActive?: boolean;
  /** `is_open_now` wanted, and the moment to judge it by. */
  openNow?: { open: boolean; at: OpenNowAt };
  /** Admins only: any of `true`, `false` and `pending`. */
  approval?: ('true' | 'false' | 'pending')[];
  ownerId?: number;
  ordering?: string;
  /** Only restaurants delivering there (`?area=`); `null`: a retired area, where none delivers. */
  areaId?: number | null;
}

function restaurantWhere(actor: Actor, filter: RestaurantFilter): SQL | undefined {
  const open = filter.openNow ? openNowCondition(filter.openNow.at) : undefined;
  return and(
    restaurantListed(actor),
    searchCondition(filter.search, [
      restaurants.name,
      restaurants.description,
      restaurants.address,
      restaurants.nameAr,
      restaurants.descriptionAr,
    ]),
    filter.isActive !== undefined ? eq(restaurants.isActive, filter.isActive) : undefined,
    open && filter.openNow ? (filter.openNow.open ? open : sql`not ${open}`) : undefined,
    filter.approval
      ? or(
          ...filter.approval.map((a) =>
            a === 'pending' ? isNull(restaurants.isApproved) : eq(restaurants.isApproved, a === 'true'),
          ),
        )
      : undefined,
    filter.ownerId !== undefined ? eq(restaurants.ownerId, filter.ownerId) : undefined,
    filter.areaId === null ? sql`false` : filter.areaId !== undefined ? deliversTo(filter.areaId) : undefined,
  );
}

export async function listRestaurants(
  db: Executor,
  actor: Actor,
  filter: RestaurantFilter,
  page?: { limit: number; offset: number },
): Promise<RestaurantRow[]> {
  const { query, stats } = selectRestaurants(db, filter.areaId ?? undefined);
  const order = ordering(
    filter.ordering,
    {
      name: lower(restaurants.name),
      created_at: restaurants.createdAt,
      avg_rating: sql`coalesce(${stats.avgRating}, 0)`,
    },
    [asc(restaurants.id)],
    restaurants.id,
  );
  const rows = query.where(restaurantWhere(actor, filter)).orderBy(...order);
  return page ? rows.limit(page.limit).offset(page.offset) : rows;
}

export async function countRestaurants(db: Executor, actor: Actor, filter: RestaurantFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restaurants).where(restaurantWhere(actor, filter));
  return row?.n ?? 0;
}

/** One restaurant the actor may see (API.md §4.7), or undefined; with its terms for `areaId` when given. */
export async function findVisibleRestaurant(
  db: Executor,
  actor: Actor,
  id: number,
  areaId?: number,
): Promise<RestaurantRow | undefined> {
  const [row] = await selectRestaurants(db, areaId).query.where(and(eq(restaurants.id, id), restaurantVisible(actor)));
  return row;
}

/** The restaurants among `ids` the actor may see (API.md §4.7). */
export async function visibleRestaurantsByIds(db: Executor, actor: Actor, ids: number[]): Promise<RestaurantRow[]> {
  if (!ids.length) return [];
  return selectRestaurants(db).query.where(and(inArray(restaurants.id, ids), restaurantVisible(actor)));
}

export async function findRestaurantOfOwner(db: Executor, ownerId: number): Promise<RestaurantRow | undefined> {
  const [row] = await selectRestaurants(db).query.where(eq(restaurants.ownerId, ownerId));
  return row;
}

export async function restaurantIdOfOwner(db: Executor, ownerId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, ownerId));
  return row?.id;
}

/** A would-be owner: the user's type and the restaurant they already own, if any. */
export async function findOwnerCandidate(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, restaurantId: restaurants.id })
    .from(users)
    .leftJoin(restaurants, eq(restaurants.ownerId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function adminIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export async function insertRestaurant(db: Executor, values: typeof restaurants.$inferInsert): Promise<number> {
  const [row] = await db.insert(restaurants).values(values).returning({ id: restaurants.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateRestaurant(db: Executor, id: number, values: Partial<typeof restaurants.$inferInsert>) {
  await db.update(restaurants).set(values).where(eq(restaurants.id, id));
}

/** Locks the restaurant row for a deletion, so no order can be placed on it meanwhile. */
export async function lockRestaurant(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id)).for('update');
  return rows.length > 0;
}

/** Orders of the restaurant that are neither delivered nor cancelled, by id. */
export async function ordersInProgress(db: Executor, restaurantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), notInArray(orders.status, ['delivered', 'cancelled'])))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

/** Every stored image that goes with the restaurant: its logo, its cover and its meals' and ingredients' images. */
export async function mediaOfRestaurant(db: Executor, id: number): Promise<string[]> {
  const rows = await db
    .select({ path: restaurants.logo })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isNotNull(restaurants.logo)))
    .unionAll(
      db
        .select({ path: restaurants.cover })
        .from(restaurants)
        .where(and(eq(restaurants.id, id), isNotNull(restaurants.cover))),
    )
    .unionAll(
      db
        .select({ path: meals.image })
        .from(meals)
        .where(and(eq(meals.restaurantId, id), isNotNull(meals.image))),
    )
    .unionAll(
      db
        .select({ path: ingredients.image })
        .from(ingredients)
        .where(and(eq(ingredients.restaurantId, id), isNotNull(ingredients.image))),
    );
  return rows.flatMap((r) => (r.path ? [r.path] : []));
}

/**
 * Deletes the restaurant; the schema's cascades remove its meals, ingredients and every review of
 * them, and keep its orders and notifications with `restaurant` null (API.md §4.8). Custom meals
 * built on it and recipe lines using its ingredients go first, explicitly: their ingredient
 * references do not cascade (an ingredient in use cannot be deleted on its own).
 */
export async function deleteRestaurant(db: Executor, id: number): Promise<void> {
  const itsIngredients = db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.restaurantId, id));
  const usingItsIngredients = db
    .select({ id: customMealIngredients.customMealId })
    .from(customMealIngredients)
    .where(inArray(customMealIngredients.ingredientId, itsIngredients));
  await db
    .delete(customMeals)
    .where(or(eq(customMeals.restaurantId, id), inArray(customMeals.id, usingItsIngredients)));
  await db.delete(mealIngredients).where(inArray(mealIngredients.ingredientId, itsIngredients));
  // Options that take its ingredients (issue #22) go first too: that reference does not cascade.
  await db.delete(mealOptions).where(inArray(mealOptions.ingredientId, itsIngredients));
  await db.delete(restaurants).where(eq(restaurants.id, id));
}
