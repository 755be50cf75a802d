import { z } from 'zod';
import { translator } from './i18n/translator.js';
import { ALLERGEN_TYPES, UNITS } from './enums.js';
import { boolish, choice, optionalText, text } from './fields.js';
import { arabicTwinField } from './arabic-twins.js';
import { LIMITS } from './limits.js';
import { moneyInput } from './fields.js';
import { referenceId } from './meals.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const en = translator('en');

const L = LIMITS.ingredient;

/** Every message of the ingredient endpoints (API.md §3.4; owner/admin spec §5, §8). */
export const INGREDIENT_MESSAGES = {
  customerForbidden: en('errors.ingredient.customerForbidden'),
  ownRestaurantOnly: en('errors.meal.ownRestaurantOnly'),
  noRestaurant: en('errors.ingredient.noRestaurant'),
  nameTaken: en('errors.ingredient.nameTaken'),
  allergenTypeRequired: en('errors.ingredient.allergenTypeRequired'),
  cannotMove: en('errors.ingredient.cannotMove'),
  /** The 409 `in_use` detail of DELETE (API.md §3.4). */
  inUse(meals: number, customMeals: number): string {
    const mealsText = en('errors.ingredient.meals', { count: meals });
    const customText = en('errors.ingredient.customMeals', { count: customMeals });
    const users =
      meals && customMeals
        ? en('errors.ingredient.mealsAndCustomMeals', { meals: mealsText, customMeals: customText })
        : meals
          ? mealsText
          : customText;
    return en('errors.ingredient.inUse', { count: meals + customMeals, users });
  },
  // web-side (owner/admin spec §8)
  loadFailed: 'Failed to load ingredients. Please try again.',
  loadOneFailed: 'Failed to load ingredient details. Please try again.',
  createFailed: 'Failed to create ingredient. Please try again.',
  updateFailed: 'Failed to update ingredient. Please try again.',
  deleteFailed: 'Failed to delete ingredient. Please try again.',
  deleted: 'Ingredient deleted successfully',
  confirmDelete: 'Are you sure you want to delete this ingredient? This action cannot be undone.',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Stock on hand (API.md §1.4 quantity): a number or numeric string, at most 3 decimals (float
 * noise tolerated), 0 to `LIMITS.ingredient.maxQuantity`; the output is rounded to thousandths.
 */
export const stockQuantityField = z.unknown().transform((value, ctx): number => {
  const fail = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  };
  if (isBlank(value)) return fail(D.required);
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fail(D.number);
  const thousandths = Math.round(n * 1000);
  if (Math.abs(n * 1000 - thousandths) > 0.001) return fail(D.decimals(3));
  if (thousandths < 0) return fail(D.atLeast(0));
  if (n > L.maxQuantity) return fail(D.atMost(L.maxQuantity));
  return thousandths / 1000;
});

/** Fields of an ingredient as the owner's form sends them (create rules; PUT/PATCH partial). */
export const ingredientFields = {
  restaurant: referenceId(),
  name: text({ max: [L.name, D.maxChars(L.name)] }),
  description: optionalText(L.description),
  name_ar: arabicTwinField(L.name),
  description_ar: arabicTwinField(L.description),
  unit: choice(UNITS),
  price_per_unit: moneyInput({ min: 0, max: LIMITS.priceMax }),
  quantity: stockQuantityField,
  is_available: boolish,
  is_allergen: boolish,
  /** Required only when `is_allergen` is true (a rule of the service, which knows the stored value). */
  allergen_type: choice(ALLERGEN_TYPES),
};

/**
 * The owner's form may send `available_quantity` instead of `quantity` (API.md §3.4): `quantity`
 * wins when both are sent. Returns the body with the stock under `quantity`.
 */
export function withStockQuantity(body: Record<string, unknown>): Record<string, unknown> {
  const { available_quantity: alias, ...rest } = body;
  if (rest.quantity === undefined && alias !== undefined) return { ...rest, quantity: alias };
  return rest;
}

/** POST: `name`, `unit`, `price_per_unit` and `quantity` required; `restaurant` is the service's rule. */
export const ingredientCreateSchema = z
  .object(ingredientFields)
  .partial({ restaurant: true, description: true, is_available: true, is_allergen: true, allergen_type: true });
export const ingredientUpdateSchema = z.object(ingredientFields).partial();
export type IngredientInput = z.output<typeof ingredientUpdateSchema>;
