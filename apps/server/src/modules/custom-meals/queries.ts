import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  categories,
  customMealIngredients,
  customMealReviews,
  customMeals,
  ingredients,
  meals,
  restaurants,
  users,
} from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { customMealVisible, restaurantVisible } from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import { lower, searchCondition } from '../../lib/search.js';
import { type IngredientDetailRow, ingredientDetailColumns } from '../meals/ingredient-details.js';
import type { Slice } from '../../lib/pagination.js';

const visible = (actor: Actor): SQL => customMealVisible(actor) ?? sql`true`;

/** Per custom meal, correlated so one statement serves a whole list (API.md §4.10, §4.1). */
const avgRating = sql<
  string | null
>`(select avg(${customMealReviews.rating}) from ${customMealReviews} where ${customMealReviews.customMealId} = ${customMeals.id})`;
const reviewCount = sql<number>`(select count(*) from ${customMealReviews} where ${customMealReviews.customMealId} = ${customMeals.id})::int`;
/** line_price = round(price_per_unit_cents × quantity), half away from zero (PostgreSQL's numeric round). */
const linePrice = sql<number>`round(${ingredients.pricePerUnitCents} * ${customMealIngredients.quantity})::int`;
const basePrice = sql<number>`(select coalesce(sum(round(${ingredients.pricePerUnitCents} * ${customMealIngredients.quantity})), 0) from ${customMealIngredients} join ${ingredients} on ${ingredients.id} = ${customMealIngredients.ingredientId} where ${customMealIngredients.customMealId} = ${customMeals.id})::int`;

const columns = {
  id: customMeals.id,
  userId: customMeals.userId,
  userUsername: users.username,
  name: customMeals.name,
  description: customMeals.description,
  cookingInstructions: customMeals.cookingInstructions,
  isPublic: customMeals.isPublic,
  restaurantId: customMeals.restaurantId,
  restaurantName: restaurants.name,
  restaurantNameAr: restaurants.nameAr,
  baseMealId: customMeals.baseMealId,
  baseMealImage: meals.image,
  categoryId: meals.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  basePriceCents: basePrice,
  avgRating,
  reviewCount,
  createdAt: customMeals.createdAt,
  updatedAt: customMeals.updatedAt,
};

export type CustomMealRow = {
  id: number;
  userId: number;
  userUsername: string;
  name: string;
  description: string;
  cookingInstructions: string;
  isPublic: boolean;
  restaurantId: number;
  restaurantName: string;
  restaurantNameAr: string | null;
  baseMealId: number | null;
  baseMealImage: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameAr: string | null;
  basePriceCents: number;
  avgRating: string | null;
  reviewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

const fromCustomMeals = (db: Executor) =>
  db
    .select(columns)
    .from(customMeals)
    .innerJoin(users, eq(users.id, customMeals.userId))
    .innerJoin(restaurants, eq(restaurants.id, customMeals.restaurantId))
    .leftJoin(meals, eq(meals.id, customMeals.baseMealId))
    .leftJoin(categories, eq(categories.id, meals.categoryId));

export interface CustomMealFilter {
  user?: number;
  isPublic?: boolean;
  restaurant?: number;
  baseMeal?: number;
  search?: string;
  ordering?: string;
}

const filterWhere = (actor: Actor, f: CustomMealFilter) =>
  and(
    visible(actor),
    f.user !== undefined ? eq(customMeals.userId, f.user) : undefined,
    f.isPublic !== undefined ? eq(customMeals.isPublic, f.isPublic) : undefined,
    f.restaurant !== undefined ? eq(customMeals.restaurantId, f.restaurant) : undefined,
    f.baseMeal !== undefined ? eq(customMeals.baseMealId, f.baseMeal) : undefined,
    searchCondition(f.search, [customMeals.name, customMeals.description]),
  );

export async function listCustomMeals(db: Executor, actor: Actor, f: CustomMealFilter, slice?: Slice) {
  const order = ordering(
    f.ordering,
    { name: lower(customMeals.name), created_at: customMeals.createdAt, avg_rating: sql`coalesce(${avgRating}, 0)` },
    [desc(customMeals.createdAt), desc(customMeals.id)],
    customMeals.id,
  );
  const query = fromCustomMeals(db)
    .where(filterWhere(actor, f))
    .orderBy(...order);
  return (slice ? query.limit(slice.limit).offset(slice.offset) : query) as Promise<CustomMealRow[]>;
}

export async function countCustomMeals(db: Executor, actor: Actor, f: CustomMealFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customMeals)
    .innerJoin(restaurants, eq(restaurants.id, customMeals.restaurantId))
    .where(filterWhere(actor, f));
  return row?.n ?? 0;
}

export async function findCustomMeal(db: Executor, actor: Actor, id: number): Promise<CustomMealRow | undefined> {
  const [row] = await fromCustomMeals(db).where(and(eq(customMeals.id, id), visible(actor)));
  return row;
}

/**
 * Top-rated (API.md §3.7): public custom meals of approved restaurants with at least one review,
 * by exact average descending, then review count descending, then id.
 */
export async function topRated(db: Executor, limit: number): Promise<CustomMealRow[]> {
  // One grouped pass over the reviews joined to the meals, instead of per-meal subqueries that
  // ran for every public custom meal before the sort could keep the first few.
  const stats = db
    .select({
      customMealId: customMealReviews.customMealId,
      avgRating: sql<string>`avg(${customMealReviews.rating})`.as('avg_rating'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(customMealReviews)
    .groupBy(customMealReviews.customMealId)
    .as('review_stats');
  return db
    .select({ ...columns, avgRating: stats.avgRating, reviewCount: stats.reviewCount })
    .from(customMeals)
    .innerJoin(stats, eq(stats.customMealId, customMeals.id))
    .innerJoin(users, eq(users.id, customMeals.userId))
    .innerJoin(restaurants, eq(restaurants.id, customMeals.restaurantId))
    .leftJoin(meals, eq(meals.id, customMeals.baseMealId))
    .leftJoin(categories, eq(categories.id, meals.categoryId))
    .where(and(eq(customMeals.isPublic, true), eq(restaurants.isApproved, true)))
    .orderBy(desc(stats.avgRating), desc(stats.reviewCount), asc(customMeals.id))
    .limit(limit);
}

export type CustomMealLineRow = IngredientDetailRow & {
  id: number;
  customMealId: number;
  quantity: number;
  linePriceCents: number;
};

/** Lines of many custom meals in one statement, by line id. */
export async function linesOf(db: Executor, ids: number[]): Promise<CustomMealLineRow[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: customMealIngredients.id,
      customMealId: customMealIngredients.customMealId,
      quantity: customMealIngredients.quantity,
      linePriceCents: linePrice,
      ...ingredientDetailColumns,
    })
    .from(customMealIngredients)
    .innerJoin(ingredients, eq(ingredients.id, customMealIngredients.ingredientId))
    .innerJoin(restaurants, eq(restaurants.id, ingredients.restaurantId))
    .where(inArray(customMealIngredients.customMealId, ids))
    .orderBy(asc(customMealIngredients.id));
}

/** Whether the actor can see the restaurant (a `restaurant` named in a body). */
export async function restaurantVisibleTo(db: Executor, actor: Actor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), restaurantVisible(actor)));
  return !!row;
}

export async function insertCustomMeal(db: Executor, values: typeof customMeals.$inferInsert): Promise<number> {
  const [row] = await db.insert(customMeals).values(values).returning({ id: customMeals.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateCustomMeal(db: Executor, id: number, values: Partial<typeof customMeals.$inferInsert>) {
  await db.update(customMeals).set(values).where(eq(customMeals.id, id));
}

export async function replaceLines(
  db: Executor,
  customMealId: number,
  lines: { ingredient: number; quantity: number }[],
) {
  await db.delete(customMealIngredients).where(eq(customMealIngredients.customMealId, customMealId));
  if (lines.length)
    await db
      .insert(customMealIngredients)
      .values(lines.map((l) => ({ customMealId, ingredientId: l.ingredient, quantity: l.quantity })));
}

export async function deleteCustomMeal(db: Executor, id: number) {
  await db.delete(customMeals).where(eq(customMeals.id, id));
}
