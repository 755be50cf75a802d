import { and, asc, count, countDistinct, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customMealIngredients, ingredients, mealIngredients, mealOptions, restaurants } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { restaurantVisible } from '../../lib/policy.js';
import { lower, searchCondition } from '../../lib/search.js';
import { type IngredientDetailRow, ingredientDetailColumns } from '../meals/ingredient-details.js';

export type IngredientRow = IngredientDetailRow & { restaurantOwnerId: number };

const selectIngredients = (db: Executor) =>
  db
    .select({ ...ingredientDetailColumns, restaurantOwnerId: restaurants.ownerId })
    .from(ingredients)
    .innerJoin(restaurants, eq(restaurants.id, ingredients.restaurantId));

export interface IngredientFilter {
  restaurantId?: number;
  search?: string;
  isAvailable?: boolean;
  isAllergen?: boolean;
  allergenTypes?: string[];
  units?: string[];
}

function ingredientWhere(actor: Actor, filter: IngredientFilter): SQL | undefined {
  return and(
    restaurantVisible(actor),
    filter.restaurantId !== undefined ? eq(ingredients.restaurantId, filter.restaurantId) : undefined,
    searchCondition(filter.search, [
      ingredients.name,
      ingredients.description,
      ingredients.nameAr,
      ingredients.descriptionAr,
    ]),
    filter.isAvailable !== undefined ? eq(ingredients.isAvailable, filter.isAvailable) : undefined,
    filter.isAllergen !== undefined ? eq(ingredients.isAllergen, filter.isAllergen) : undefined,
    filter.allergenTypes ? inArray(ingredients.allergenType, filter.allergenTypes) : undefined,
    filter.units ? inArray(ingredients.unit, filter.units) : undefined,
  );
}

/** Ingredients the actor may see, by restaurant, name ignoring case, id (API.md §3.4). */
export async function listIngredients(
  db: Executor,
  actor: Actor,
  filter: IngredientFilter,
  page?: { limit: number; offset: number },
): Promise<IngredientRow[]> {
  const query = selectIngredients(db)
    .where(ingredientWhere(actor, filter))
    .orderBy(asc(ingredients.restaurantId), asc(lower(ingredients.name)), asc(ingredients.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countIngredients(db: Executor, actor: Actor, filter: IngredientFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ingredients)
    .innerJoin(restaurants, eq(restaurants.id, ingredients.restaurantId))
    .where(ingredientWhere(actor, filter));
  return row?.n ?? 0;
}

export async function findVisibleIngredient(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<IngredientRow | undefined> {
  const [row] = await selectIngredients(db).where(and(eq(ingredients.id, id), restaurantVisible(actor)));
  return row;
}

/** Whether the restaurant already has another ingredient of this name, ignoring case. */
export async function nameTaken(db: Executor, restaurantId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(
      and(
        eq(ingredients.restaurantId, restaurantId),
        sql`lower(${ingredients.name}) = lower(${name})`,
        exceptId !== undefined ? ne(ingredients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertIngredient(db: Executor, values: typeof ingredients.$inferInsert): Promise<number> {
  const [row] = await db.insert(ingredients).values(values).returning({ id: ingredients.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateIngredient(db: Executor, id: number, values: Partial<typeof ingredients.$inferInsert>) {
  if (Object.keys(values).length) await db.update(ingredients).set(values).where(eq(ingredients.id, id));
}

/** Locks the ingredient for its deletion, so no recipe or custom meal can take it up meanwhile. */
export async function lockIngredient(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.id, id)).for('update');
  return rows.length > 0;
}

/** The meals whose recipes or options use the ingredient (ids, ascending) and how many custom meals do. */
export async function usageOf(db: Executor, id: number): Promise<{ meals: number[]; customMeals: number }> {
  const mealRows = await db
    .select({ id: mealIngredients.mealId })
    .from(mealIngredients)
    .where(eq(mealIngredients.ingredientId, id))
    .union(db.select({ id: mealOptions.mealId }).from(mealOptions).where(eq(mealOptions.ingredientId, id)))
    .orderBy(asc(sql`1`));
  const [custom] = await db
    .select({ n: countDistinct(customMealIngredients.customMealId) })
    .from(customMealIngredients)
    .where(eq(customMealIngredients.ingredientId, id));
  return { meals: mealRows.map((r) => r.id), customMeals: custom?.n ?? 0 };
}

export async function deleteIngredient(db: Executor, id: number) {
  await db.delete(ingredients).where(eq(ingredients.id, id));
}
