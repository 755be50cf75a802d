import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { favourites, meals, restaurants } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Slice } from '../../lib/pagination.js';
import { restaurantVisible } from '../../lib/policy.js';

export type FavouriteRow = {
  id: number;
  restaurantId: number | null;
  mealId: number | null;
  createdAt: Date;
};

const columns = {
  id: favourites.id,
  restaurantId: favourites.restaurantId,
  mealId: favourites.mealId,
  createdAt: favourites.createdAt,
};

/**
 * The user's favourites whose restaurant or meal the actor may still see: a meal through its restaurant, so hearts of
 * a restaurant that lost its approval, or of its meals, are kept but not shown.
 */
function visibleOf(db: Executor, actor: Actor, userId: number) {
  return db
    .select(columns)
    .from(favourites)
    .leftJoin(meals, eq(meals.id, favourites.mealId))
    .innerJoin(restaurants, sql`${restaurants.id} = coalesce(${favourites.restaurantId}, ${meals.restaurantId})`)
    .where(and(eq(favourites.userId, userId), restaurantVisible(actor)));
}

export async function listFavourites(
  db: Executor,
  actor: Actor,
  userId: number,
  slice?: Slice,
): Promise<FavouriteRow[]> {
  const query = visibleOf(db, actor, userId).orderBy(desc(favourites.createdAt), desc(favourites.id));
  return slice ? query.limit(slice.limit).offset(slice.offset) : query;
}

export async function countFavourites(db: Executor, actor: Actor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visibleOf(db, actor, userId).as('visible'));
  return row?.n ?? 0;
}

export type Target = { restaurantId: number; mealId?: undefined } | { mealId: number; restaurantId?: undefined };

const targetIs = (target: Target) =>
  target.restaurantId !== undefined
    ? eq(favourites.restaurantId, target.restaurantId)
    : eq(favourites.mealId, target.mealId);

/**
 * Hearts the target once: a second heart, even one racing the first, finds the row the first wrote. Returns it and
 * whether this call created it.
 */
export async function addFavourite(
  db: Executor,
  userId: number,
  target: Target,
): Promise<{ row: FavouriteRow; created: boolean }> {
  const [inserted] = await db
    .insert(favourites)
    .values({ userId, restaurantId: target.restaurantId ?? null, mealId: target.mealId ?? null })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select(columns)
    .from(favourites)
    .where(and(eq(favourites.userId, userId), targetIs(target)));
  if (!existing) throw new Error('favourite neither inserted nor found');
  return { row: existing, created: false };
}

/** Removes the user's heart of the target, if there is one. */
export async function removeFavouriteOf(db: Executor, userId: number, target: Target): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), targetIs(target)));
}

/** Removes the user's favourite by id; false when it is not theirs or does not exist (alike). */
export async function removeFavourite(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
    .returning({ id: favourites.id });
  return deleted.length > 0;
}
