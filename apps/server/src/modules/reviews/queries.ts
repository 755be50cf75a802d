import type { ReviewTarget } from '@dishcraft/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  customMealReviews,
  customMeals,
  mealReviews,
  meals,
  restaurantReviews,
  restaurants,
  users,
} from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { customMealVisible, restaurantVisible } from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import type { Slice } from '../../lib/pagination.js';

type ReviewTable = typeof restaurantReviews | typeof mealReviews | typeof customMealReviews;

/**
 * What differs between the three review collections (API.md §3.8): the table, the target and
 * how to reach its restaurant, whose visibility is the review's (§4.7), and who owns the target.
 */
interface TargetSpec {
  table: ReviewTable;
  targetId: AnyPgColumn;
  /** Joins the target and its restaurant to a query over the review table or the target itself. */
  joinTarget: <Q extends PgSelect>(query: Q, on: SQL | undefined) => Q;
  targetTable: typeof restaurants | typeof meals | typeof customMeals;
  targetPk: AnyPgColumn;
  targetName: AnyPgColumn;
  /** The user who may not review the target: the restaurant's owner, or the custom meal's creator. */
  ownerId: AnyPgColumn;
  visible: (actor: Actor) => SQL | undefined;
}

/** Joins keep the explicit selection of the queries below, whatever Drizzle's join types say. */
const joined = <Q>(query: unknown) => query as Q;

const SPECS: Record<ReviewTarget, TargetSpec> = {
  restaurant: {
    table: restaurantReviews,
    targetId: restaurantReviews.restaurantId,
    targetTable: restaurants,
    targetPk: restaurants.id,
    joinTarget: (query, on) => joined(on ? query.innerJoin(restaurants, on) : query),
    targetName: restaurants.name,
    ownerId: restaurants.ownerId,
    visible: restaurantVisible,
  },
  meal: {
    table: mealReviews,
    targetId: mealReviews.mealId,
    targetTable: meals,
    targetPk: meals.id,
    joinTarget: (query, on) =>
      joined((on ? query.innerJoin(meals, on) : query).innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))),
    targetName: meals.name,
    ownerId: restaurants.ownerId,
    visible: restaurantVisible,
  },
  custom_meal: {
    table: customMealReviews,
    targetId: customMealReviews.customMealId,
    targetTable: customMeals,
    targetPk: customMeals.id,
    joinTarget: (query, on) =>
      joined(
        (on ? query.innerJoin(customMeals, on) : query).innerJoin(
          restaurants,
          eq(restaurants.id, customMeals.restaurantId),
        ),
      ),
    targetName: customMeals.name,
    ownerId: customMeals.userId,
    visible: customMealVisible,
  },
};

export interface ReviewRow {
  id: number;
  userId: number;
  userUsername: string;
  targetId: number;
  targetName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewFilter {
  target?: number;
  user?: number;
  rating?: number;
  ordering?: string;
}

/** Reviews joined to their author and target, limited to targets the actor can see. */
function reviewsQuery(db: Executor, kind: ReviewTarget, actor: Actor, where: SQL | undefined) {
  const s = SPECS[kind];
  const query = db
    .select({
      id: s.table.id,
      userId: s.table.userId,
      userUsername: users.username,
      targetId: s.targetId,
      targetName: s.targetName,
      rating: s.table.rating,
      comment: s.table.comment,
      createdAt: s.table.createdAt,
      updatedAt: s.table.updatedAt,
    })
    .from(s.table)
    .innerJoin(users, eq(users.id, s.table.userId))
    .$dynamic();
  return s.joinTarget(query, eq(s.targetPk, s.targetId)).where(and(s.visible(actor), where));
}

const filterWhere = (kind: ReviewTarget, f: ReviewFilter) => {
  const s = SPECS[kind];
  return and(
    f.target !== undefined ? eq(s.targetId, f.target) : undefined,
    f.user !== undefined ? eq(s.table.userId, f.user) : undefined,
    f.rating !== undefined ? eq(s.table.rating, f.rating) : undefined,
  );
};

export async function listReviews(
  db: Executor,
  kind: ReviewTarget,
  actor: Actor,
  f: ReviewFilter,
  slice?: Slice,
): Promise<ReviewRow[]> {
  const t = SPECS[kind].table;
  const order = ordering(
    f.ordering,
    { created_at: t.createdAt, rating: t.rating },
    [desc(t.createdAt), desc(t.id)],
    t.id,
  );
  const query = reviewsQuery(db, kind, actor, filterWhere(kind, f)).orderBy(...order);
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query) as Promise<ReviewRow[]>;
}

export async function countReviews(db: Executor, kind: ReviewTarget, actor: Actor, f: ReviewFilter): Promise<number> {
  const s = SPECS[kind];
  const query = db.select({ n: count() }).from(s.table).$dynamic();
  const [row] = await s
    .joinTarget(query, eq(s.targetPk, s.targetId))
    .where(and(s.visible(actor), filterWhere(kind, f)));
  return Number(row?.n ?? 0);
}

export async function findReview(
  db: Executor,
  kind: ReviewTarget,
  actor: Actor,
  id: number,
): Promise<ReviewRow | undefined> {
  const [row] = await reviewsQuery(db, kind, actor, eq(SPECS[kind].table.id, id));
  return row as ReviewRow | undefined;
}

/** A target the actor can see, with the user who owns it (and so may not review it). */
export async function findTarget(db: Executor, kind: ReviewTarget, actor: Actor, id: number) {
  const s = SPECS[kind];
  const query = db
    .select({ id: s.targetPk, ownerId: sql<number>`${s.ownerId}` })
    .from(s.targetTable)
    .$dynamic();
  const [row] = await s.joinTarget(query, undefined).where(and(eq(s.targetPk, id), s.visible(actor)));
  return row as { id: number; ownerId: number } | undefined;
}

export async function hasReviewed(db: Executor, kind: ReviewTarget, userId: number, targetId: number) {
  const s = SPECS[kind];
  const [row] = await db
    .select({ id: s.table.id })
    .from(s.table)
    .where(and(eq(s.table.userId, userId), eq(s.targetId, targetId)));
  return !!row;
}

export interface ReviewValues {
  userId: number;
  targetId: number;
  rating: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

export async function insertReview(db: Executor, kind: ReviewTarget, v: ReviewValues): Promise<number> {
  const { targetId, ...common } = v;
  const [row] = await (kind === 'restaurant'
    ? db
        .insert(restaurantReviews)
        .values({ ...common, restaurantId: targetId })
        .returning({ id: restaurantReviews.id })
    : kind === 'meal'
      ? db
          .insert(mealReviews)
          .values({ ...common, mealId: targetId })
          .returning({ id: mealReviews.id })
      : db
          .insert(customMealReviews)
          .values({ ...common, customMealId: targetId })
          .returning({ id: customMealReviews.id }));
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateReview(
  db: Executor,
  kind: ReviewTarget,
  id: number,
  values: { rating?: number; comment?: string; updatedAt: Date },
) {
  const t = SPECS[kind].table;
  await db
    .update(t)
    .set(values as never)
    .where(eq(t.id, id));
}

export async function deleteReview(db: Executor, kind: ReviewTarget, id: number) {
  const t = SPECS[kind].table;
  await db.delete(t).where(eq(t.id, id));
}

/** The unique constraint behind "one review per user per target" (a race the check could not see). */
export const UNIQUE_CONSTRAINT: Record<ReviewTarget, string> = {
  restaurant: 'restaurant_reviews_uq',
  meal: 'meal_reviews_uq',
  custom_meal: 'custom_meal_reviews_uq',
};
