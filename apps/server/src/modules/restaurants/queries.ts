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
  meals,
  orders,
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
function selectRestaurants(db: Executor) {
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
    })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .leftJoinLateral(stats, sql`true`);
  return { query, stats };
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
    and exists (select 1 from jsonb_array_elements(${openingHours}) p where
      (${weekday} = ${at.weekday} and (${opens} = ${closes}
        or (${opens} < ${closes} and ${opens} <= ${t} and ${t} < ${closes})
        or (${opens} > ${closes} and ${t} >= ${opens})))
      or (${weekday} = ${(at.weekday + 6) % 7} and ${opens} > ${closes} and ${t} < ${closes})))`;
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
  );
}

export async function listRestaurants(
  db: Executor,
  actor: Actor,
  filter: RestaurantFilter,
  page?: { limit: number; offset: number },
): Promise<RestaurantRow[]> {
  const { query, stats } = selectRestaurants(db);
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

/** One restaurant the actor may see (API.md §4.7), or undefined. */
export async function findVisibleRestaurant(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<RestaurantRow | undefined> {
  const [row] = await selectRestaurants(db).query.where(and(eq(restaurants.id, id), restaurantVisible(actor)));
  return row;
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
  await db.delete(restaurants).where(eq(restaurants.id, id));
}
