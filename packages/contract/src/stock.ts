import { AVAILABILITY_MESSAGES } from './messages.js';

/**
 * The one stock rule (issue #19: the owner's tabs said In Stock and Available while customers saw Out of Stock and
 * Currently Unavailable). The server's availability check and every label of the web app decide with these
 * functions, so the two sides cannot drift apart again.
 */

/** Stock stored as numeric(12,3) is compared in whole thousandths, so float noise never flips a state. */
export const thousandths = (value: number | string) => Math.round(Number(value) * 1000);

/** An ingredient's stock as both the server's rows and IngredientOut carry it. */
export interface StockLevel {
  is_available: boolean;
  quantity: number | string;
}

/** Why an ingredient cannot supply what is asked: switched off or none left, or some left but too little. */
export type Shortage = 'out_of_stock' | 'low_in_stock';

/**
 * What stops an ingredient from supplying `count` portions of `perPortion` each, or null when it can. With no
 * amount asked, an ingredient is in stock when it is switched on and has some left.
 */
export function stockShortage(ingredient: StockLevel, perPortion: number | string = 0, count = 1): Shortage | null {
  const stock = thousandths(ingredient.quantity);
  if (!ingredient.is_available || stock <= 0) return 'out_of_stock';
  return stock >= thousandths(perPortion) * count ? null : 'low_in_stock';
}

export const isInStock = (ingredient: StockLevel) => stockShortage(ingredient) === null;

/** One recipe line as the availability rule reads it. */
export interface StockLine {
  ingredientId: number;
  name: string;
  /** Amount one portion takes. */
  perPortion: number | string;
  optional: boolean;
  ingredient: StockLevel;
}

export interface LineShortage {
  ingredientId: number;
  name: string;
  shortage: Shortage;
  /** Amounts for the portions asked, in the ingredient's unit. */
  required: number;
  inStock: number;
  ingredientAvailable: boolean;
}

export interface MealAvailability {
  available: boolean;
  /** The owner switched the meal off. */
  switchedOff: boolean;
  /** Required lines that cannot supply the portions, in recipe order; optional lines never block a meal. */
  short: LineShortage[];
}

/** Whether `count` portions of a meal can be made now, and what stops them (API.md §4.2). */
export function mealAvailability(meal: { isAvailable: boolean; lines: StockLine[] }, count = 1): MealAvailability {
  const short: LineShortage[] = [];
  for (const line of meal.lines) {
    if (line.optional) continue;
    const shortage = stockShortage(line.ingredient, line.perPortion, count);
    if (!shortage) continue;
    short.push({
      ingredientId: line.ingredientId,
      name: line.name,
      shortage,
      required: (thousandths(line.perPortion) * count) / 1000,
      inStock: thousandths(line.ingredient.quantity) / 1000,
      ingredientAvailable: line.ingredient.is_available,
    });
  }
  return { available: meal.isAvailable && short.length === 0, switchedOff: !meal.isAvailable, short };
}

/** An `unavailable_ingredients` item of AvailabilityOut (API.md §4.2). */
export interface UnavailableIngredient {
  name: string;
  available: boolean;
  required: number;
  in_stock: number;
}

/** The line of AvailabilityOut's `message` (and of the web's notices) for an ingredient that falls short. */
export function shortageMessage(item: UnavailableIngredient): string {
  const out = stockShortage({ is_available: item.available, quantity: item.in_stock }) === 'out_of_stock';
  return (out ? AVAILABILITY_MESSAGES.outOfStock : AVAILABILITY_MESSAGES.lowInStock)(
    item.name,
    item.required,
    item.in_stock,
  );
}

/** The recipe of a MealOut (API.md §2.7) as the availability rule reads it. */
export function stockLinesOf(meal: {
  meal_ingredients: readonly {
    ingredient: number;
    quantity: number | string;
    is_optional: boolean;
    ingredient_details: StockLevel & { name: string };
  }[];
}): StockLine[] {
  return meal.meal_ingredients.map((l) => ({
    ingredientId: l.ingredient,
    name: l.ingredient_details.name,
    perPortion: l.quantity,
    optional: l.is_optional,
    ingredient: l.ingredient_details,
  }));
}
