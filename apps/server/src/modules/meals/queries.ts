import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { categories, ingredients, mealIngredients, mealReviews, meals, restaurants } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { restaurantManaged, restaurantVisible, restaurantVisibleToViewer, viewerParams } from '../../lib/policy.js';
import { ordering } from '../../lib/query-params.js';
import { lower, searchCondition } from '../../lib/search.js';
import { type IngredientDetailRow, ingredientDetailColumns, type NeedLine } from './ingredient-details.js';
import type { Slice } from '../../lib/pagination.js';

const visible = (actor: Actor): SQL => restaurantVisible(actor) ?? sql`true`;

/** Ratings of meal reviews, per meal (API.md §4.10): correlated, so one statement serves a whole list. */
const avgRating = sql<
  string | null
>`(select avg(${mealReviews.rating}) from ${mealReviews} where ${mealReviews.mealId} = ${meals.id})`;
const reviewCount = sql<number>`(select count(*) from ${mealReviews} where ${mealReviews.mealId} = ${meals.id})::int`;

const mealColumns = {
  id: meals.id,
  restaurantId: meals.restaurantId,
  restaurantName: restaurants.name,
  restaurantNameAr: restaurants.nameAr,
  restaurantOwnerId: restaurants.ownerId,
  name: meals.name,
  description: meals.description,
  nameAr: meals.nameAr,
  descriptionAr: meals.descriptionAr,
  categoryId: meals.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  basePriceCents: meals.basePriceCents,
  image: meals.image,
  preparationTime: meals.preparationTime,
  isAvailable: meals.isAvailable,
  isCustomizable: meals.isCustomizable,
  isFeatured: meals.isFeatured,
  createdAt: meals.createdAt,
  avgRating,
  reviewCount,
};

export type MealRow = {
  id: number;
  restaurantId: number;
  restaurantName: string;
  restaurantNameAr: string | null;
  restaurantOwnerId: number;
  name: string;
  description: string;
  nameAr: string | null;
  descriptionAr: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameAr: string | null;
  basePriceCents: number;
  image: string | null;
  preparationTime: number;
  isAvailable: boolean;
  isCustomizable: boolean;
  isFeatured: boolean;
  createdAt: Date;
  avgRating: string | null;
  reviewCount: number;
};

export interface MealFilter {
  restaurant?: number;
  category?: number;
  search?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  isAvailable?: boolean;
  isCustomizable?: boolean;
  isFeatured?: boolean;
  ordering?: string;
}

function mealWhere(actor: Actor, f: MealFilter): SQL | undefined {
  return and(
    visible(actor),
    f.restaurant !== undefined ? eq(meals.restaurantId, f.restaurant) : undefined,
    f.category !== undefined ? eq(meals.categoryId, f.category) : undefined,
    f.minPriceCents !== undefined ? gte(meals.basePriceCents, f.minPriceCents) : undefined,
    f.maxPriceCents !== undefined ? lte(meals.basePriceCents, f.maxPriceCents) : undefined,
    f.isAvailable !== undefined ? eq(meals.isAvailable, f.isAvailable) : undefined,
    f.isCustomizable !== undefined ? eq(meals.isCustomizable, f.isCustomizable) : undefined,
    f.isFeatured !== undefined ? eq(meals.isFeatured, f.isFeatured) : undefined,
    searchCondition(f.search, [
      meals.name,
      meals.description,
      categories.name,
      meals.nameAr,
      meals.descriptionAr,
      categories.nameAr,
    ]),
  );
}

const fromMeals = (db: Executor) =>
  db
    .select(mealColumns)
    .from(meals)
    .innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))
    .leftJoin(categories, eq(categories.id, meals.categoryId));

export async function listMeals(db: Executor, actor: Actor, f: MealFilter, slice?: Slice): Promise<MealRow[]> {
  const order = ordering(
    f.ordering,
    {
      name: lower(meals.name),
      base_price: meals.basePriceCents,
      created_at: meals.createdAt,
      avg_rating: sql`coalesce(${avgRating}, 0)`,
    },
    [asc(meals.id)],
    meals.id,
  );
  const query = fromMeals(db)
    .where(mealWhere(actor, f))
    .orderBy(...order);
  return slice ? query.limit(slice.limit).offset(slice.offset) : query;
}

export async function countMeals(db: Executor, actor: Actor, f: MealFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meals)
    .innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))
    .leftJoin(categories, eq(categories.id, meals.categoryId))
    .where(mealWhere(actor, f));
  return row?.n ?? 0;
}

/** A meal the actor can see, with whether they may change it (its restaurant's owner, admins). */
export async function findMeal(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({ ...mealColumns, managed: sql<boolean>`(${restaurantManaged(actor)})` })
    .from(meals)
    .innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))
    .leftJoin(categories, eq(categories.id, meals.categoryId))
    .where(and(eq(meals.id, id), visible(actor)));
  return row;
}

/** Meals by id whatever their restaurant's state (base meals embedded in custom meals). */
export async function mealsByIds(db: Executor, ids: number[]): Promise<MealRow[]> {
  if (!ids.length) return [];
  return fromMeals(db).where(inArray(meals.id, ids));
}

export type MealLineRow = IngredientDetailRow & {
  id: number;
  mealId: number;
  quantity: number;
  isOptional: boolean;
  additionalPriceCents: number;
};

/** Recipe lines of many meals in one statement, by line id. */
export async function linesOf(db: Executor, mealIds: number[]): Promise<MealLineRow[]> {
  if (!mealIds.length) return [];
  return db
    .select({
      id: mealIngredients.id,
      mealId: mealIngredients.mealId,
      quantity: mealIngredients.quantity,
      isOptional: mealIngredients.isOptional,
      additionalPriceCents: mealIngredients.additionalPriceCents,
      ...ingredientDetailColumns,
    })
    .from(mealIngredients)
    .innerJoin(ingredients, eq(ingredients.id, mealIngredients.ingredientId))
    .innerJoin(restaurants, eq(restaurants.id, ingredients.restaurantId))
    .where(inArray(mealIngredients.mealId, mealIds))
    .orderBy(asc(mealIngredients.id));
}

/**
 * `check_availability` in one prepared statement: the meal if the caller may see it, repeated once
 * per recipe line taken from stock (null line columns for a meal without any).
 */
export function availabilityLookup(db: Db) {
  const query = db
    .select({
      name: meals.name,
      isAvailable: meals.isAvailable,
      quantity: mealIngredients.quantity,
      ingredientId: ingredients.id,
      ingredientName: ingredients.name,
      ingredientNameAr: ingredients.nameAr,
      ingredientUnit: ingredients.unit,
      ingredientQuantity: ingredients.quantity,
      ingredientIsAvailable: ingredients.isAvailable,
    })
    .from(meals)
    .innerJoin(restaurants, eq(restaurants.id, meals.restaurantId))
    .leftJoin(mealIngredients, and(eq(mealIngredients.mealId, meals.id), eq(mealIngredients.isOptional, false)))
    .leftJoin(ingredients, eq(ingredients.id, mealIngredients.ingredientId))
    .where(and(eq(meals.id, sql.placeholder('id')), restaurantVisibleToViewer))
    .orderBy(asc(mealIngredients.id))
    .prepare('meal_availability');
  return async (actor: Actor, id: number) => {
    const rows = await query.execute({ id, ...viewerParams(actor) });
    const [meal] = rows;
    if (!meal) return undefined;
    const lines = rows.filter((r): r is typeof r & NeedLine => r.ingredientId !== null);
    return { name: meal.name, isAvailable: meal.isAvailable, lines };
  };
}

/** A restaurant by id with its owner (for admins naming any restaurant). */
export async function findRestaurant(db: Executor, id: number) {
  const [row] = await db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, id));
  return row;
}

export async function restaurantOfOwner(db: Executor, ownerId: number) {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.ownerId, ownerId));
  return row;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

/** Ingredients named by a request, with whether the actor can see them (their restaurant's visibility). */
export async function ingredientsByIds(db: Executor, actor: Actor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: ingredients.id,
      restaurantId: ingredients.restaurantId,
      name: ingredients.name,
      isAvailable: ingredients.isAvailable,
      visible: sql<boolean>`(${visible(actor)})`,
    })
    .from(ingredients)
    .innerJoin(restaurants, eq(restaurants.id, ingredients.restaurantId))
    .where(inArray(ingredients.id, ids));
}

export async function insertMeal(db: Executor, values: typeof meals.$inferInsert): Promise<number> {
  const [row] = await db.insert(meals).values(values).returning({ id: meals.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateMeal(db: Executor, id: number, values: Partial<typeof meals.$inferInsert>) {
  await db.update(meals).set(values).where(eq(meals.id, id));
}

export async function replaceLines(db: Executor, mealId: number, lines: (typeof mealIngredients.$inferInsert)[]) {
  await db.delete(mealIngredients).where(eq(mealIngredients.mealId, mealId));
  if (lines.length) await db.insert(mealIngredients).values(lines);
}

export async function deleteMeal(db: Executor, id: number) {
  await db.delete(meals).where(eq(meals.id, id));
}
