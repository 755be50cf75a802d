import { and, asc, count, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import {
  categories,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  mealReviews,
  meals,
  restaurants,
} from '../../db/schema.js';
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

/** An option's ingredient, aliased so reads that also join recipe ingredients can name both. */
const optionIngredient = alias(ingredients, 'option_ingredient');

/** One option with its group and its ingredient's stock: the rows of every read of a meal's options. */
const optionColumns = {
  mealId: mealOptionGroups.mealId,
  groupId: mealOptionGroups.id,
  groupName: mealOptionGroups.name,
  groupNameAr: mealOptionGroups.nameAr,
  minChoices: mealOptionGroups.minChoices,
  maxChoices: mealOptionGroups.maxChoices,
  freeChoices: mealOptionGroups.freeChoices,
  id: mealOptions.id,
  name: mealOptions.name,
  nameAr: mealOptions.nameAr,
  priceDeltaCents: mealOptions.priceDeltaCents,
  isAvailable: mealOptions.isAvailable,
  ingredientId: mealOptions.ingredientId,
  quantity: mealOptions.quantity,
  ingredientName: optionIngredient.name,
  ingredientNameAr: optionIngredient.nameAr,
  ingredientUnit: optionIngredient.unit,
  ingredientQuantity: optionIngredient.quantity,
  ingredientIsAvailable: optionIngredient.isAvailable,
};

export type OptionRow = {
  mealId: number;
  groupId: number;
  groupName: string;
  groupNameAr: string | null;
  minChoices: number;
  maxChoices: number;
  freeChoices: number;
  id: number;
  name: string;
  nameAr: string | null;
  priceDeltaCents: number;
  isAvailable: boolean;
  ingredientId: number | null;
  quantity: number | null;
  ingredientName: string | null;
  ingredientNameAr: string | null;
  ingredientUnit: string | null;
  ingredientQuantity: number | null;
  ingredientIsAvailable: boolean | null;
};

const optionOrder = [
  asc(mealOptionGroups.mealId),
  asc(mealOptionGroups.position),
  asc(mealOptionGroups.id),
  asc(mealOptions.position),
  asc(mealOptions.id),
];

/** The option groups of many meals in one statement (ADR 027), in menu order: group by group, option by option. */
export async function optionsOf(db: Executor, mealIds: number[]): Promise<OptionRow[]> {
  if (!mealIds.length) return [];
  return db
    .select(optionColumns)
    .from(mealOptionGroups)
    .innerJoin(mealOptions, eq(mealOptions.groupId, mealOptionGroups.id))
    .leftJoin(optionIngredient, eq(optionIngredient.id, mealOptions.ingredientId))
    .where(inArray(mealOptionGroups.mealId, mealIds))
    .orderBy(...optionOrder);
}

/**
 * The current meal's options as one JSON list of `OptionRow`s, for a statement that reads one meal per row (JSON
 * keeps numeric stock as numbers, like the columns of `optionsOf`).
 */
const optionsJson = sql<OptionRow[]>`(select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(optionColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${sql.join(optionOrder, sql`, `)}), '[]') from ${mealOptionGroups}
  inner join ${mealOptions} on ${eq(mealOptions.groupId, mealOptionGroups.id)}
  left join ${ingredients} as ${optionIngredient} on ${eq(optionIngredient.id, mealOptions.ingredientId)}
  where ${mealOptionGroups.mealId} = ${meals.id})`;

/**
 * `check_availability` in one prepared statement: the meal if the caller may see it, repeated once
 * per recipe line taken from stock (null line columns for a meal without any), with its options.
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
      options: optionsJson,
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
    return { name: meal.name, isAvailable: meal.isAvailable, lines, options: meal.options };
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

/**
 * The ids of a meal's groups and options. Read in the meal's transaction after its row is updated (so locked), two
 * replacements of one meal cannot both keep the same rows.
 */
export async function optionIdsOf(db: Executor, mealId: number) {
  const rows = await db
    .select({ groupId: mealOptionGroups.id, optionId: mealOptions.id })
    .from(mealOptionGroups)
    .leftJoin(mealOptions, eq(mealOptions.groupId, mealOptionGroups.id))
    .where(eq(mealOptionGroups.mealId, mealId));
  return {
    groups: new Set(rows.map((r) => r.groupId)),
    options: new Set(rows.flatMap((r) => (r.optionId === null ? [] : [r.optionId]))),
  };
}

type GroupValues = Omit<typeof mealOptionGroups.$inferInsert, 'mealId'>;
type OptionValues = Omit<typeof mealOptions.$inferInsert, 'mealId' | 'groupId'>;

const excluded = (name: string) => sql.raw(`excluded.${name}`);

/**
 * Replaces a meal's groups in its transaction, keeping ids (ADR 027): rows whose `id` is given are updated in
 * place (the caller has checked they are this meal's), the others deleted, and rows without an id inserted.
 * Five statements whatever the number of groups and options.
 */
export async function replaceOptionGroups(
  db: Executor,
  mealId: number,
  groups: (GroupValues & { options: OptionValues[] })[],
) {
  const keptGroups = groups.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  const keptOptions = groups.flatMap((g) => g.options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
  await db
    .delete(mealOptions)
    .where(
      and(eq(mealOptions.mealId, mealId), keptOptions.length ? notInArray(mealOptions.id, keptOptions) : undefined),
    );
  await db
    .delete(mealOptionGroups)
    .where(
      and(
        eq(mealOptionGroups.mealId, mealId),
        keptGroups.length ? notInArray(mealOptionGroups.id, keptGroups) : undefined,
      ),
    );
  if (!groups.length) return;
  const saved = await db
    .insert(mealOptionGroups)
    .values(groups.map(({ options: _, ...g }) => ({ ...g, mealId })))
    .onConflictDoUpdate({
      target: mealOptionGroups.id,
      set: {
        position: excluded('position'),
        name: excluded('name'),
        nameAr: excluded('name_ar'),
        minChoices: excluded('min_choices'),
        maxChoices: excluded('max_choices'),
        freeChoices: excluded('free_choices'),
      },
    })
    .returning({ id: mealOptionGroups.id, position: mealOptionGroups.position });
  const idAt = new Map(saved.map((g) => [g.position, g.id]));
  await db
    .insert(mealOptions)
    .values(groups.flatMap((g) => g.options.map((o) => ({ ...o, mealId, groupId: idAt.get(g.position) as number }))))
    .onConflictDoUpdate({
      target: mealOptions.id,
      set: {
        groupId: excluded('group_id'),
        position: excluded('position'),
        name: excluded('name'),
        nameAr: excluded('name_ar'),
        priceDeltaCents: excluded('price_delta_cents'),
        ingredientId: excluded('ingredient_id'),
        quantity: excluded('quantity'),
        isAvailable: excluded('is_available'),
      },
    });
}
