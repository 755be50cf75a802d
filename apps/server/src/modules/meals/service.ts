import {
  addLineError,
  chosenOptionsField,
  choiceMessage,
  DEFAULT_MESSAGES as D,
  type FieldErrors,
  LIMITS,
  lowestPriceCents,
  MEAL_MESSAGES as M,
  type MealCreateInput,
  type MealLineInput,
  type MealOptionGroupInput,
  mealCreateSchema,
  mealUpdateSchema,
  OPTION_MESSAGES,
  priceChoice,
  requiredGroupsSatisfiable,
  toFieldErrors,
} from '@dishcraft/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin, isCustomer } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { isImageValue } from '../media/body.js';
import { mediaService } from '../media/service.js';
import { deletingShown, refreshOrderTexts } from '../orders/texts.js';
import { availabilityOut, mergeNeeds } from './availability.js';
import type { NeedLine } from './ingredient-details.js';
import * as q from './queries.js';
import { groupBy, groupsOf, type MealOut, mealOut, optionRowAvailable, pricedGroups } from './serialize.js';
import { bodyId, hasErrors, isBlankValue, parseFields } from '../../lib/body-fields.js';

/** `?options=1,2` of check_availability as the order item's `options` rule reads them; undefined when not sent. */
function readChosenOptions(read: ReturnType<typeof queryReader>): number[] | undefined {
  const text = read.string('options');
  if (text === undefined) return undefined;
  const parsed = chosenOptionsField.safeParse(text.split(',').map((s) => s.trim()));
  if (parsed.success) return parsed.data;
  read.fail('options', parsed.error.issues[0]?.message ?? D.list);
  return undefined;
}

export function mealsService(ctx: AppContext) {
  const { db } = ctx.database;
  const availabilityOf = q.availabilityLookup(db);
  const media = mediaService(ctx);

  /** MealOut of each row: one batched statement for every recipe line, one for every option. */
  async function present(rows: q.MealRow[], baseUrl: string): Promise<MealOut[]> {
    const ids = rows.map((r) => r.id);
    const [lineRows, optionRows] = await Promise.all([q.linesOf(db, ids), q.optionsOf(db, ids)]);
    const lines = groupBy(lineRows, (l) => l.mealId);
    const options = groupBy(optionRows, (o) => o.mealId);
    return rows.map((r) => mealOut(r, lines.get(r.id) ?? [], options.get(r.id) ?? [], baseUrl));
  }

  async function visibleMeal(actor: Actor, id: number) {
    const meal = await q.findMeal(db, actor, id);
    if (!meal) throw notFound();
    return meal;
  }

  /** A meal the actor may change: 404 when they cannot see it, 403 when they can but may not change it. */
  async function managedMeal(actor: UserActor, id: number) {
    const meal = await visibleMeal(actor, id);
    if (!meal.managed) throw forbidden(isCustomer(actor) ? M.customerForbidden : undefined);
    return meal;
  }

  /** Each line's ingredient must be one of the restaurant's (others: "does not belong" or "does not exist"). */
  async function checkLines(actor: Actor, restaurantId: number, lines: MealLineInput[], errors: FieldErrors) {
    const found = new Map(
      (
        await q.ingredientsByIds(
          db,
          actor,
          lines.map((l) => l.ingredient),
        )
      ).map((i) => [i.id, i]),
    );
    lines.forEach((line, index) => {
      const ingredient = found.get(line.ingredient);
      if (ingredient?.restaurantId === restaurantId) return;
      const message = ingredient?.visible ? M.notOwnIngredient : D.doesNotExist('Ingredient', line.ingredient);
      addLineError(errors, 'ingredients', index, 'ingredient', message);
    });
  }

  /** Each option's ingredient must be one of the restaurant's, like a recipe line's. */
  async function checkOptionIngredients(
    actor: Actor,
    restaurantId: number,
    groups: MealOptionGroupInput[],
    errors: FieldErrors,
  ) {
    const ids = groups.flatMap((g) => g.options.flatMap((o) => (o.ingredient === null ? [] : [o.ingredient])));
    const found = new Map((await q.ingredientsByIds(db, actor, ids)).map((i) => [i.id, i]));
    const issues: z.core.$ZodIssue[] = [];
    groups.forEach((g, gi) =>
      g.options.forEach((o, oi) => {
        if (o.ingredient === null) return;
        const ingredient = found.get(o.ingredient);
        if (ingredient?.restaurantId === restaurantId) return;
        const message = ingredient?.visible
          ? OPTION_MESSAGES.notOwnIngredient
          : D.doesNotExist('Ingredient', o.ingredient);
        issues.push({ code: 'custom', message, path: ['option_groups', gi, 'options', oi, 'ingredient'], input: o });
      }),
    );
    if (issues.length) Object.assign(errors, toFieldErrors(new z.ZodError(issues)));
  }

  /**
   * A meal whose cheapest choice of options would cost less than nothing is refused (ADR 027), whether the groups
   * or the base price changed; the error names the field the body sent.
   */
  function checkLowestPrice(
    field: 'option_groups' | 'base_price',
    baseCents: number,
    groups: { max_choices: number; options: { price_delta: number }[] }[],
    errors: FieldErrors,
  ) {
    if (errors[field] === undefined && lowestPriceCents(baseCents, groups) < 0)
      errors[field] = [OPTION_MESSAGES.negativePrice];
  }

  /** The stored groups as the lowest-price rule reads them. */
  const storedGroups = async (mealId: number) =>
    groupsOf(await q.optionsOf(db, [mealId])).map(({ group, options }) => ({
      max_choices: group.maxChoices,
      options: options.map((o) => ({ price_delta: o.priceDeltaCents })),
    }));

  async function checkCategory(category: number | null | undefined, errors: FieldErrors) {
    if (category != null && !(await q.categoryExists(db, category)))
      errors.category = [D.doesNotExist('Category', category)];
  }

  /** The restaurant a new meal goes to: the owner's own, or the one an admin names. */
  async function targetRestaurant(actor: UserActor, value: unknown, errors: FieldErrors) {
    if (isAdmin(actor)) {
      if (isBlankValue(value)) {
        errors.restaurant = [D.required];
        return undefined;
      }
      const id = bodyId(value);
      const restaurant = id === undefined ? undefined : await q.findRestaurant(db, id);
      if (!restaurant)
        errors.restaurant = [id === undefined ? D.wholeNumber : D.doesNotExist('Restaurant', String(id))];
      return restaurant?.id;
    }
    const own = await q.restaurantOfOwner(db, actor.id);
    if (!own) throw badRequest({ restaurant: [M.noRestaurant] });
    if (!isBlankValue(value) && bodyId(value) !== own.id) throw forbidden(M.ownRestaurantOnly);
    return own.id;
  }

  /** An image field holds nothing, a removal or an upload (API.md §1.9); anything else is a field error. */
  function checkImage(value: unknown, errors: FieldErrors) {
    if (!isImageValue(value)) errors.image = [D.image];
  }

  const lineValues = (mealId: number, lines: MealLineInput[]) =>
    lines.map((l) => ({
      mealId,
      ingredientId: l.ingredient,
      quantity: l.quantity,
      isOptional: l.is_optional,
      additionalPriceCents: l.additional_price,
    }));

  /**
   * Rows of `replaceOptionGroups`, positions from list order. An `id` is kept only when it is one of this meal's
   * (`kept`) and not already used earlier in the list; any other id is treated as a new row (API.md §3.6), so a
   * client may copy another meal's groups without their ids being taken over.
   */
  const optionGroupValues = (groups: MealOptionGroupInput[], kept: { groups: Set<number>; options: Set<number> }) => {
    const claim = (ids: Set<number>, id: number | undefined) => (id !== undefined && ids.delete(id) ? id : undefined);
    return groups.map((g, position) => ({
      id: claim(kept.groups, g.id),
      position,
      name: g.name,
      nameAr: g.name_ar,
      minChoices: g.min_choices,
      maxChoices: g.max_choices,
      freeChoices: g.free_choices,
      options: g.options.map((o, optionPosition) => ({
        id: claim(kept.options, o.id),
        position: optionPosition,
        name: o.name,
        nameAr: o.name_ar,
        priceDeltaCents: o.price_delta,
        ingredientId: o.ingredient,
        quantity: o.quantity,
        isAvailable: o.is_available,
      })),
    }));
  };

  async function getOut(actor: Actor, id: number, baseUrl: string) {
    const [out] = await present([await visibleMeal(actor, id)], baseUrl);
    return out as MealOut;
  }

  return {
    list: (actor: Actor, filter: q.MealFilter, page: PageRequest | null, url: URL, baseUrl: string) =>
      listOrPage(
        page,
        url,
        async (slice) => present(await q.listMeals(db, actor, filter, slice), baseUrl),
        () => q.countMeals(db, actor, filter),
      ),

    get: getOut,

    /** A meal the actor can see (a `base_meal` named in a body), or undefined. */
    findVisible: (actor: Actor, id: number) => q.findMeal(db, actor, id),

    /** Ingredients named in a body, each with whether the actor can see it. */
    ingredientsFor: (actor: Actor, ids: number[]) => q.ingredientsByIds(db, actor, ids),

    /** MealOut of meals by id whatever their visibility (base meals embedded in custom meals). */
    async detailsByIds(ids: number[], baseUrl: string): Promise<Map<number, MealOut>> {
      const rows = await q.mealsByIds(db, [...new Set(ids)]);
      return new Map((await present(rows, baseUrl)).map((m) => [m.id, m]));
    },

    async create(actor: UserActor, body: Record<string, unknown>, baseUrl: string) {
      if (isCustomer(actor)) throw forbidden(M.customerForbidden);
      const { data, errors } = parseFields(mealCreateSchema, body, 'create');
      const restaurantId = await targetRestaurant(actor, body.restaurant, errors);
      await checkCategory(data.category, errors);
      if (restaurantId !== undefined && data.ingredients)
        await checkLines(actor, restaurantId, data.ingredients, errors);
      if (restaurantId !== undefined && data.option_groups)
        await checkOptionIngredients(actor, restaurantId, data.option_groups, errors);
      if (data.base_price !== undefined && data.option_groups)
        checkLowestPrice('option_groups', data.base_price, data.option_groups, errors);
      checkImage(body.image, errors);
      if (hasErrors(errors) || restaurantId === undefined) throw badRequest(errors);
      const input = data as MealCreateInput;
      const stored = await media.storeField('meal_images', 'image', body.image);
      try {
        const id = await ctx.transaction(async (tx) => {
          const mealId = await q.insertMeal(tx, {
            restaurantId,
            name: input.name,
            description: input.description,
            nameAr: input.name_ar,
            descriptionAr: input.description_ar,
            basePriceCents: input.base_price,
            categoryId: input.category,
            preparationTime: input.preparation_time,
            isAvailable: input.is_available,
            isCustomizable: input.is_customizable,
            isFeatured: input.is_featured,
            image: stored ?? null,
            createdAt: ctx.clock.now(),
            updatedAt: ctx.clock.now(),
          });
          await q.replaceLines(tx, mealId, lineValues(mealId, input.ingredients));
          if (input.option_groups.length)
            await q.replaceOptionGroups(
              tx,
              mealId,
              optionGroupValues(input.option_groups, { groups: new Set(), options: new Set() }),
            );
          return mealId;
        });
        return getOut(actor, id, baseUrl);
      } catch (error) {
        media.removeLater(stored);
        throw error;
      }
    },

    async update(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const meal = await managedMeal(actor, id);
      const { data, errors } = parseFields(mealUpdateSchema, body, 'update');
      if (!isBlankValue(body.restaurant) && bodyId(body.restaurant) !== meal.restaurantId)
        errors.restaurant = [M.cannotMove];
      await checkCategory(data.category, errors);
      if (data.ingredients) await checkLines(actor, meal.restaurantId, data.ingredients, errors);
      if (data.option_groups) {
        await checkOptionIngredients(actor, meal.restaurantId, data.option_groups, errors);
        if (body.base_price === undefined || data.base_price !== undefined)
          checkLowestPrice('option_groups', data.base_price ?? meal.basePriceCents, data.option_groups, errors);
      } else if (data.base_price !== undefined && body.option_groups === undefined)
        checkLowestPrice('base_price', data.base_price, await storedGroups(id), errors);
      checkImage(body.image, errors);
      if (hasErrors(errors)) throw badRequest(errors);
      const stored = await media.storeField('meal_images', 'image', body.image);
      try {
        await ctx.transaction(async (tx, onCommit) => {
          await q.updateMeal(tx, id, {
            ...(data.name !== undefined && { name: data.name }),
            ...(data.description !== undefined && { description: data.description }),
            ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
            ...(data.description_ar !== undefined && { descriptionAr: data.description_ar }),
            ...(data.base_price !== undefined && { basePriceCents: data.base_price }),
            ...(data.category !== undefined && { categoryId: data.category }),
            ...(data.preparation_time !== undefined && { preparationTime: data.preparation_time }),
            ...(data.is_available !== undefined && { isAvailable: data.is_available }),
            ...(data.is_customizable !== undefined && { isCustomizable: data.is_customizable }),
            ...(data.is_featured !== undefined && { isFeatured: data.is_featured }),
            ...(stored !== undefined && { image: stored }),
            updatedAt: ctx.clock.now(),
          });
          if (data.ingredients) await q.replaceLines(tx, id, lineValues(id, data.ingredients));
          if (data.option_groups)
            await q.replaceOptionGroups(tx, id, optionGroupValues(data.option_groups, await q.optionIdsOf(tx, id)));
          if (stored !== undefined) {
            await refreshOrderTexts(tx, { meals: [id] });
            media.removeLater(meal.image, onCommit);
          }
        });
      } catch (error) {
        media.removeLater(stored);
        throw error;
      }
      return getOut(actor, id, baseUrl);
    },

    async remove(actor: UserActor, id: number) {
      const meal = await managedMeal(actor, id);
      await ctx.transaction(async (tx, onCommit) => {
        await deletingShown(tx, { meals: [id] }, () => q.deleteMeal(tx, id));
        media.removeLater(meal.image, onCommit);
      });
    },

    /**
     * `check_availability` (API.md §3.6, §4.2): non-optional lines × quantity, and the meal's own switch. With
     * `options`, the chosen options' ingredients are needed too and the choice is checked (too few, too many,
     * switched off); without, a required group left without an available option makes the meal unavailable.
     */
    async availability(actor: Actor, id: number, rawQuantity: unknown, rawOptions: unknown) {
      const meal = await availabilityOf(actor, id);
      if (!meal) throw notFound();
      const read = queryReader({ quantity: rawQuantity, options: rawOptions });
      const count = read.int('quantity', 1, LIMITS.order.itemQuantityMax) ?? 1;
      const chosenIds = readChosenOptions(read);
      const switchedOff = meal.isAvailable ? undefined : meal.name;
      if (chosenIds === undefined) {
        read.done();
        const groups = pricedGroups(meal.options, (o) => optionRowAvailable(o, count));
        const empty = groups.filter((g) => !requiredGroupsSatisfiable([g]));
        return availabilityOut(
          meal.lines,
          count,
          switchedOff,
          empty.map((g) => OPTION_MESSAGES.requiredGroupEmpty(g.name)),
        );
      }
      // Stock of the chosen options is judged with the recipe's, per ingredient, for all `count` portions.
      const choice = priceChoice(
        0,
        pricedGroups(meal.options, (o) => o.isAvailable),
        chosenIds,
      );
      for (const p of choice.problems) if (p.kind === 'not_of_meal') read.fail('options', choiceMessage(p));
      read.done();
      const chosen = new Set(chosenIds);
      const optionNeeds = meal.options.flatMap((o): NeedLine[] =>
        chosen.has(o.id) && o.ingredientId !== null
          ? [
              {
                ingredientId: o.ingredientId,
                ingredientName: o.ingredientName ?? '',
                ingredientNameAr: o.ingredientNameAr,
                ingredientUnit: o.ingredientUnit ?? '',
                ingredientQuantity: o.ingredientQuantity ?? 0,
                ingredientIsAvailable: !!o.ingredientIsAvailable,
                quantity: o.quantity ?? 0,
              },
            ]
          : [],
      );
      return availabilityOut(
        mergeNeeds([...meal.lines, ...optionNeeds]),
        count,
        switchedOff,
        choice.problems.map(choiceMessage),
      );
    },
  };
}
