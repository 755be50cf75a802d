import {
  ORDER_MESSAGES as M,
  type PricedGroup,
  priceChoice,
  type ReorderOut,
  type ReorderReason,
  roundCents,
  type StockLevel,
  stockShortage,
  thousandths,
  type Unit,
} from '@dishcraft/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  customMealIngredients,
  customMeals,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  meals,
  orderItems,
  orders,
  restaurants,
} from '../../db/schema.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { customMealVisible, requireRole, restaurantVisible } from '../../lib/policy.js';
import { money } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import { orderScope } from './queries.js';

/*
 * Order again (issue #23, API.md §3.9): a past order's lines as the cart can take them now, at today's prices, and
 * the lines that cannot be ordered any more with the reason. It reads only: the order placed from the cart is priced
 * and checked again like any other.
 */

/** One ingredient a line takes per portion, with today's stock (numeric as JSON numbers, compared in thousandths). */
interface StockRow {
  ingredientId: number;
  quantity: number;
  stock: number;
  isAvailable: boolean;
}

/** A custom meal's recipe line today: what it takes, what it costs and the stock it takes it from. */
interface CustomLine extends StockRow {
  name: string;
  nameAr: string | null;
  unit: Unit;
  pricePerUnitCents: number;
}

/** An option of the meal today, with the stock of the ingredient it takes (if any). */
interface OptionNow {
  id: number;
  name: string;
  nameAr: string | null;
  priceDeltaCents: number;
  isAvailable: boolean;
  ingredientId: number | null;
  quantity: number | null;
  stock: number | null;
  stockAvailable: boolean | null;
}

/** A group of the meal today, its options in menu order: the contract's PricedGroup is a map away. */
interface GroupNow {
  id: number;
  name: string;
  minChoices: number;
  maxChoices: number;
  freeChoices: number;
  options: OptionNow[];
}

const baseMeal = alias(meals, 'reorder_base_meal');

/** The meal's option groups in menu order, each with its options, nested in SQL so no row is grouped in Node. */
const groupsJson = sql<GroupNow[]>`(select coalesce(json_agg(json_build_object('id', ${mealOptionGroups.id},
  'name', ${mealOptionGroups.name}, 'minChoices', ${mealOptionGroups.minChoices},
  'maxChoices', ${mealOptionGroups.maxChoices}, 'freeChoices', ${mealOptionGroups.freeChoices},
  'options', (select coalesce(json_agg(json_build_object('id', ${mealOptions.id}, 'name', ${mealOptions.name},
      'nameAr', ${mealOptions.nameAr}, 'priceDeltaCents', ${mealOptions.priceDeltaCents},
      'isAvailable', ${mealOptions.isAvailable}, 'ingredientId', ${mealOptions.ingredientId},
      'quantity', ${mealOptions.quantity}, 'stock', ${ingredients.quantity}, 'stockAvailable', ${ingredients.isAvailable})
      order by ${mealOptions.position}, ${mealOptions.id}), '[]')
    from ${mealOptions} left join ${ingredients} on ${ingredients.id} = ${mealOptions.ingredientId}
    where ${mealOptions.groupId} = ${mealOptionGroups.id}))
  order by ${mealOptionGroups.position}, ${mealOptionGroups.id}), '[]')
  from ${mealOptionGroups} where ${mealOptionGroups.mealId} = ${meals.id})`;

/** The meal's recipe lines taken from stock (the non-optional ones, as an order takes them). */
const recipeJson = sql<StockRow[]>`(select coalesce(json_agg(json_build_object('ingredientId', ${ingredients.id},
  'quantity', ${mealIngredients.quantity}, 'stock', ${ingredients.quantity}, 'isAvailable', ${ingredients.isAvailable})
  order by ${mealIngredients.id}), '[]')
  from ${mealIngredients} inner join ${ingredients} on ${ingredients.id} = ${mealIngredients.ingredientId}
  where ${mealIngredients.mealId} = ${meals.id} and not ${mealIngredients.isOptional})`;

const customJson = sql<CustomLine[]>`(select coalesce(json_agg(json_build_object('ingredientId', ${ingredients.id},
  'name', ${ingredients.name}, 'nameAr', ${ingredients.nameAr}, 'unit', ${ingredients.unit},
  'pricePerUnitCents', ${ingredients.pricePerUnitCents}, 'quantity', ${customMealIngredients.quantity},
  'stock', ${ingredients.quantity}, 'isAvailable', ${ingredients.isAvailable}) order by ${customMealIngredients.id}), '[]')
  from ${customMealIngredients} inner join ${ingredients} on ${ingredients.id} = ${customMealIngredients.ingredientId}
  where ${customMealIngredients.customMealId} = ${customMeals.id})`;

/**
 * The caller's order `id` (through the orders scope) line by line, each with its meal or custom meal as it is now:
 * options, recipe and stock as JSON, so the whole order is one statement whatever its size. A meal or custom meal
 * counts only while it belongs to the order's restaurant; a custom meal only while the caller may see it.
 */
function orderLinesNow(db: Executor, actor: Actor, id: number) {
  return db
    .select({
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      restaurantNameAr: restaurants.nameAr,
      restaurantVisible: sql<boolean>`coalesce(${restaurantVisible(actor) ?? sql`true`}, false)`,
      itemMealId: orderItems.mealId,
      itemCustomMealId: orderItems.customMealId,
      kind: orderItems.kind,
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.specialInstructions,
      chosen: orderItems.options,
      mealId: meals.id,
      mealName: meals.name,
      mealNameAr: meals.nameAr,
      basePriceCents: meals.basePriceCents,
      mealIsAvailable: meals.isAvailable,
      mealImage: meals.image,
      recipe: recipeJson,
      groups: groupsJson,
      customMealId: customMeals.id,
      customMealName: customMeals.name,
      customMealImage: baseMeal.image,
      customLines: customJson,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(meals, and(eq(meals.id, orderItems.mealId), eq(meals.restaurantId, orders.restaurantId)))
    .leftJoin(
      customMeals,
      and(
        eq(customMeals.id, orderItems.customMealId),
        eq(customMeals.restaurantId, orders.restaurantId),
        customMealVisible(actor),
      ),
    )
    .leftJoin(baseMeal, eq(baseMeal.id, customMeals.baseMealId))
    .where(and(eq(orders.id, id), orderScope(db, actor)))
    .orderBy(asc(orderItems.id));
}

type LineNow = Awaited<ReturnType<typeof orderLinesNow>>[number];

/**
 * Whether today's stock makes one portion of a line and `count` of them, the lines that take one ingredient summed
 * (a recipe and an option that both take cheese), as the menu's check and the order's stock write read it.
 */
function stockFor(rows: StockRow[], count: number): 'out' | 'short' | null {
  const need = new Map<number, { level: StockLevel; perPortion: number }>();
  for (const row of rows) {
    const seen = need.get(row.ingredientId);
    need.set(row.ingredientId, {
      level: { is_available: row.isAvailable, quantity: row.stock },
      perPortion: (seen?.perPortion ?? 0) + thousandths(row.quantity),
    });
  }
  let short = false;
  for (const { level, perPortion } of need.values()) {
    if (stockShortage(level, perPortion / 1000, 1) !== null) return 'out';
    if (stockShortage(level, perPortion / 1000, count) !== null) short = true;
  }
  return short ? 'short' : null;
}

type Item = ReorderOut['items'][number];
type Judged = { item: Item } | { reason: ReorderReason };

/** A meal's line today: its options chosen again by id and priced with the contract's rule, or why it cannot be. */
function mealLine(line: LineNow, baseUrl: string): Judged {
  if (line.mealId === null) return { reason: 'meal_removed' };
  if (!line.mealIsAvailable) return { reason: 'meal_switched_off' };
  const byId = new Map(line.groups.flatMap((g) => g.options).map((o) => [o.id, o]));
  const wanted = line.chosen.map((o) => o.id);
  if (wanted.some((optionId) => !byId.has(optionId))) return { reason: 'option_removed' };
  // Switched off refuses the choice here; an option's stock is judged below with the rest of the line's.
  const groups: PricedGroup[] = line.groups.map((g) => ({
    ...g,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name,
      priceDeltaCents: o.priceDeltaCents,
      available: o.isAvailable,
    })),
  }));
  const choice = priceChoice(line.basePriceCents ?? 0, groups, wanted);
  if (choice.problems.some((p) => p.kind === 'unavailable')) return { reason: 'option_switched_off' };
  if (choice.problems.length || choice.unitCents < 0) return { reason: 'options_changed' };
  const chosen = choice.chosen.map((o) => byId.get(o.id) as OptionNow);
  const stock = stockFor(
    [
      ...line.recipe,
      ...chosen.flatMap((o) =>
        o.ingredientId === null
          ? []
          : [
              {
                ingredientId: o.ingredientId,
                quantity: Number(o.quantity),
                stock: Number(o.stock ?? 0),
                isAvailable: !!o.stockAvailable,
              },
            ],
      ),
    ],
    line.quantity,
  );
  if (stock === 'out') return { reason: 'out_of_stock' };
  return {
    item: {
      meal: line.mealId,
      custom_meal: null,
      quantity: line.quantity,
      options: chosen.map((o) => o.id),
      option_details: chosen.map((o) => ({
        id: o.id,
        name: o.name,
        name_ar: o.nameAr,
        price_delta: money(o.priceDeltaCents),
      })),
      ingredients: [],
      special_instructions: line.specialInstructions,
      name: line.mealName ?? line.name,
      name_ar: line.mealNameAr,
      image: mediaUrl(baseUrl, line.mealImage),
      price: money(choice.unitCents),
      short: stock === 'short',
    },
  };
}

/** A custom meal's line today: its recipe priced as an order prices it, or why it cannot be ordered. */
function customLine(line: LineNow, baseUrl: string): Judged {
  if (line.customMealId === null) return { reason: 'custom_meal_removed' };
  const stock = stockFor(line.customLines, line.quantity);
  if (stock === 'out') return { reason: 'out_of_stock' };
  return {
    item: {
      meal: null,
      custom_meal: line.customMealId,
      quantity: line.quantity,
      options: [],
      option_details: [],
      ingredients: line.customLines.map((l) => ({
        ingredient: l.ingredientId,
        name: l.name,
        name_ar: l.nameAr,
        unit: l.unit,
        quantity: Number(l.quantity),
      })),
      special_instructions: line.specialInstructions,
      name: line.customMealName ?? line.name,
      name_ar: null,
      image: mediaUrl(baseUrl, line.customMealImage),
      price: money(line.customLines.reduce((sum, l) => sum + roundCents(l.pricePerUnitCents * Number(l.quantity)), 0)),
      short: stock === 'short',
    },
  };
}

export function reorderService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /**
     * `GET /api/orders/orders/{id}/reorder/`: customers only, like placing an order (owners and admins 403 before
     * any order is looked at); another customer's order is a 404 through the orders scope.
     */
    async of(actor: UserActor, id: number, baseUrl: string): Promise<ReorderOut> {
      const customer = requireRole(actor, ['customer'], M.customersOnly);
      const lines = await orderLinesNow(db, customer, id);
      const first = lines[0];
      if (!first) throw notFound();
      const restaurantReason: ReorderReason | null =
        first.restaurantId === null ? 'restaurant_gone' : first.restaurantVisible ? null : 'restaurant_unavailable';
      const out: ReorderOut = {
        restaurant: first.restaurantId,
        // today's names of a restaurant the caller may still see; the order keeps the names it was placed under
        restaurant_details:
          first.restaurantId === null || restaurantReason
            ? null
            : { id: first.restaurantId, name: first.restaurantName ?? '', name_ar: first.restaurantNameAr },
        items: [],
        unavailable: [],
      };
      for (const line of lines) {
        const judged: Judged = restaurantReason
          ? { reason: restaurantReason }
          : line.kind === 'custom'
            ? customLine(line, baseUrl)
            : mealLine(line, baseUrl);
        if ('item' in judged) out.items.push(judged.item);
        else
          out.unavailable.push({
            meal: line.itemMealId,
            custom_meal: line.itemCustomMealId,
            name: line.name,
            name_ar: line.nameAr,
            quantity: line.quantity,
            reason: judged.reason,
          });
      }
      return out;
    },
  };
}
