import { type Language, localized, stockShortage, translator } from '@dishcraft/contract';
import type { TFunction } from 'i18next';
import { activeLocale } from '../../lib/locale';
import type { Availability, CustomMeal } from '../../lib/types';
import type { CartItemInput } from '../cart';

/** A custom meal as a cart line; throws the spec's message, in the page's language, when its restaurant cannot be told. */
export function customMealCartItem(meal: CustomMeal, quantity = 1, specialInstructions = ''): CartItemInput {
  const restaurantId =
    meal.restaurant ?? meal.base_meal_details?.restaurant ?? meal.ingredients[0]?.ingredient_details.restaurant;
  if (!restaurantId) throw new Error(translator(activeLocale().language)('customMeals.noRestaurant'));
  const restaurantName =
    meal.restaurant_name ||
    meal.base_meal_details?.restaurant_name ||
    meal.ingredients[0]?.ingredient_details.restaurant_name ||
    '';
  // The Arabic twin travels with the line, so the cart can name the restaurant and ingredients in Arabic (issue #20).
  const restaurantNameAr =
    meal.restaurant_name_ar ||
    meal.base_meal_details?.restaurant_name_ar ||
    meal.ingredients[0]?.ingredient_details.restaurant_name_ar ||
    null;
  return {
    type: 'custom',
    id: meal.id,
    customMealId: meal.id,
    name: meal.name,
    price: meal.base_price,
    image: meal.image,
    quantity,
    specialInstructions,
    ingredients: meal.ingredients.map((line) => ({
      ingredient: line.ingredient,
      name: line.ingredient_details.name,
      name_ar: line.ingredient_details.name_ar ?? null,
      quantity: line.quantity,
      unit: line.ingredient_details.unit,
    })),
    restaurant: { id: restaurantId, name: restaurantName, name_ar: restaurantNameAr },
  };
}

/**
 * The multi-line message shown when a custom meal cannot be added (customer spec §8): the heading, then one line
 * per ingredient, out of stock or low in stock, with the required and available amounts.
 */
export function unavailableMessage(t: TFunction, language: Language, result: Availability): string {
  const lines: string[] = result.unavailable_ingredients.map((item) => {
    const values = { name: localized(item, 'name', language), required: item.required, inStock: item.in_stock };
    return stockShortage({ is_available: item.available, quantity: item.in_stock }) === 'out_of_stock'
      ? t('browse.stock.outOfStock', values)
      : t('browse.stock.lowInStock', values);
  });
  if (lines.length === 0 && result.message) lines.push(result.message);
  return [t('browse.stock.customHeading'), ...lines].join('\n');
}
