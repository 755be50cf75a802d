import { AVAILABILITY_MESSAGES, CART_MESSAGES, shortageMessage } from '@dishcraft/contract';
import type { Availability, CustomMeal } from '../../lib/types';
import type { CartItemInput } from '../cart';

/** A custom meal as a cart line; throws the spec's message when its restaurant cannot be told. */
export function customMealCartItem(meal: CustomMeal, quantity = 1, specialInstructions = ''): CartItemInput {
  const restaurantId =
    meal.restaurant ?? meal.base_meal_details?.restaurant ?? meal.ingredients[0]?.ingredient_details.restaurant;
  if (!restaurantId) throw new Error(CART_MESSAGES.noCustomRestaurant);
  const restaurantName =
    meal.restaurant_name ||
    meal.base_meal_details?.restaurant_name ||
    meal.ingredients[0]?.ingredient_details.restaurant_name ||
    '';
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
      quantity: line.quantity,
      unit: line.ingredient_details.unit,
    })),
    restaurant: { id: restaurantId, name: restaurantName },
  };
}

/**
 * The multi-line message shown when a custom meal cannot be added (customer spec §8): the heading, then one line
 * per ingredient, out of stock or low in stock, with the required and available amounts.
 */
export function unavailableMessage(result: Availability): string {
  const lines = result.unavailable_ingredients.map(shortageMessage);
  if (lines.length === 0 && result.message) lines.push(result.message);
  return [AVAILABILITY_MESSAGES.customHeading, ...lines].join('\n');
}
