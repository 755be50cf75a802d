import {
  addLineError,
  type CustomMealCreateInput,
  type CustomMealLineInput,
  customMealCreateSchema,
  customMealUpdateSchema,
  DEFAULT_MESSAGES as D,
  type FieldErrors,
  LIMITS,
  CUSTOM_MEAL_MESSAGES as M,
  TOP_RATED_LIMIT,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { availabilityOut } from '../meals/availability.js';
import { groupBy } from '../meals/serialize.js';
import { mealsService } from '../meals/service.js';
import { deletingShown, refreshOrderTexts } from '../orders/texts.js';
import { bodyId, hasErrors, isBlankValue, parseFields } from '../../lib/body-fields.js';
import * as q from './queries.js';
import { customMealLineOut, customMealOut } from './serialize.js';

export function customMealsService(ctx: AppContext) {
  const { db } = ctx.database;
  const meals = mealsService(ctx);

  /** CustomMealOut of each row: one statement for all lines, two for all base meals. */
  async function present(rows: q.CustomMealRow[], baseUrl: string) {
    const ids = rows.map((r) => r.id);
    const baseIds = rows.flatMap((r) => (r.baseMealId === null ? [] : [r.baseMealId]));
    const [lines, bases] = await Promise.all([q.linesOf(db, ids), meals.detailsByIds(baseIds, baseUrl)]);
    const byMeal = groupBy(lines, (l) => l.customMealId);
    return rows.map((r) =>
      customMealOut(
        r,
        byMeal.get(r.id) ?? [],
        r.baseMealId === null ? null : (bases.get(r.baseMealId) ?? null),
        baseUrl,
      ),
    );
  }

  async function visible(actor: Actor, id: number) {
    const row = await q.findCustomMeal(db, actor, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Checks the lines (each ingredient visible and switched on, all from one restaurant) and
   * returns that restaurant, or undefined when it cannot be told.
   */
  async function checkLines(actor: Actor, lines: CustomMealLineInput[], errors: FieldErrors) {
    const found = new Map(
      (
        await meals.ingredientsFor(
          actor,
          lines.map((l) => l.ingredient),
        )
      ).map((i) => [i.id, i]),
    );
    const restaurants = new Set<number>();
    for (const [index, line] of lines.entries()) {
      const ingredient = found.get(line.ingredient);
      if (!ingredient?.visible) {
        addLineError(errors, 'ingredients', index, 'ingredient', D.doesNotExist('Ingredient', line.ingredient));
        continue;
      }
      restaurants.add(ingredient.restaurantId);
      if (!ingredient.isAvailable)
        addLineError(errors, 'ingredients', index, 'ingredient', M.notAvailable(ingredient.name));
    }
    if (restaurants.size > 1) {
      errors.ingredients = [M.sameRestaurant];
      return undefined;
    }
    return [...restaurants][0];
  }

  /** A base meal must be visible, of the custom meal's restaurant and customizable. */
  async function checkBaseMeal(actor: Actor, id: number, restaurantId: number | undefined, errors: FieldErrors) {
    const meal = await meals.findVisible(actor, id);
    if (!meal) errors.base_meal = [D.doesNotExist('Meal', id)];
    else if (restaurantId !== undefined && meal.restaurantId !== restaurantId)
      errors.base_meal = [M.otherRestaurantMeal];
    else if (!meal.isCustomizable) errors.base_meal = [M.notCustomizable];
  }

  /** The restaurant a new custom meal belongs to: derived from its lines; a sent one must agree. */
  async function checkRestaurant(actor: Actor, value: unknown, derived: number | undefined, errors: FieldErrors) {
    if (isBlankValue(value)) return;
    const id = bodyId(value);
    if (id === undefined) errors.restaurant = [D.wholeNumber];
    else if (!(await q.restaurantVisibleTo(db, actor, id))) errors.restaurant = [D.doesNotExist('Restaurant', id)];
    else if (derived !== undefined && id !== derived) errors.restaurant = [M.wrongRestaurant];
  }

  async function getOut(actor: Actor, id: number, baseUrl: string) {
    const [out] = await present([await visible(actor, id)], baseUrl);
    return out;
  }

  return {
    list: (actor: Actor, filter: q.CustomMealFilter, page: PageRequest | null, url: URL, baseUrl: string) =>
      listOrPage(
        page,
        url,
        async (slice) => present(await q.listCustomMeals(db, actor, filter, slice), baseUrl),
        () => q.countCustomMeals(db, actor, filter),
      ),

    get: getOut,

    async topRated(rawLimit: unknown, baseUrl: string) {
      const read = queryReader({ limit: rawLimit });
      const limit = read.int('limit', TOP_RATED_LIMIT.min, TOP_RATED_LIMIT.max) ?? TOP_RATED_LIMIT.default;
      read.done();
      return present(await q.topRated(db, limit), baseUrl);
    },

    async ingredients(actor: Actor, id: number, baseUrl: string) {
      await visible(actor, id);
      return (await q.linesOf(db, [id])).map((l) => customMealLineOut(l, baseUrl));
    },

    /** As for meals, over every line (custom meals have no optional lines and no switch of their own). */
    async availability(actor: Actor, id: number, rawQuantity: unknown) {
      await visible(actor, id);
      const read = queryReader({ quantity: rawQuantity });
      const count = read.int('quantity', 1, LIMITS.order.itemQuantityMax) ?? 1;
      read.done();
      return availabilityOut(await q.linesOf(db, [id]), count);
    },

    async create(actor: UserActor, body: Record<string, unknown>, baseUrl: string) {
      const { data, errors } = parseFields(customMealCreateSchema, body, 'create');
      const restaurantId = data.ingredients ? await checkLines(actor, data.ingredients, errors) : undefined;
      await checkRestaurant(actor, body.restaurant, restaurantId, errors);
      if (data.base_meal != null) await checkBaseMeal(actor, data.base_meal, restaurantId, errors);
      if (hasErrors(errors) || restaurantId === undefined) throw badRequest(errors);
      const input = data as CustomMealCreateInput;
      const now = ctx.clock.now();
      const id = await ctx.transaction(async (tx) => {
        const created = await q.insertCustomMeal(tx, {
          userId: actor.id,
          restaurantId,
          baseMealId: input.base_meal,
          name: input.name,
          description: input.description,
          cookingInstructions: input.cooking_instructions,
          isPublic: input.is_public,
          createdAt: now,
          updatedAt: now,
        });
        await q.replaceLines(tx, created, input.ingredients);
        return created;
      });
      return getOut(actor, id, baseUrl);
    },

    async update(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const meal = await visible(actor, id);
      if (meal.userId !== actor.id) throw forbidden(M.creatorOnly);
      const { data, errors } = parseFields(customMealUpdateSchema, body, 'update');
      if (!isBlankValue(body.restaurant) && bodyId(body.restaurant) !== meal.restaurantId)
        errors.restaurant = [M.cannotMove];
      if (data.ingredients) {
        const derived = await checkLines(actor, data.ingredients, errors);
        if (derived !== undefined && derived !== meal.restaurantId && !errors.ingredients)
          errors.ingredients = [M.wrongRestaurant];
      }
      if (data.base_meal != null) await checkBaseMeal(actor, data.base_meal, meal.restaurantId, errors);
      if (hasErrors(errors)) throw badRequest(errors);
      await ctx.transaction(async (tx) => {
        await q.updateCustomMeal(tx, id, {
          ...(data.name !== undefined && { name: data.name }),
          ...(data.description !== undefined && { description: data.description }),
          ...(data.cooking_instructions !== undefined && { cookingInstructions: data.cooking_instructions }),
          ...(data.is_public !== undefined && { isPublic: data.is_public }),
          ...(data.base_meal !== undefined && { baseMealId: data.base_meal }),
          updatedAt: ctx.clock.now(),
        });
        if (data.ingredients) await q.replaceLines(tx, id, data.ingredients);
        if (data.base_meal !== undefined) await refreshOrderTexts(tx, { customMeals: [id] });
      });
      return getOut(actor, id, baseUrl);
    },

    async remove(actor: UserActor, id: number) {
      const meal = await visible(actor, id);
      if (meal.userId !== actor.id && !isAdmin(actor)) throw forbidden(M.creatorOnly);
      await ctx.transaction((tx) => deletingShown(tx, { customMeals: [id] }, () => q.deleteCustomMeal(tx, id)));
    },
  };
}
