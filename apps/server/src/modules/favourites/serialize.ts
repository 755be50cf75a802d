import { iso } from '../../lib/serialize.js';
import type { MealOut } from '../meals/serialize.js';
import type { RestaurantOut } from '../restaurants/serialize.js';
import type { FavouriteRow } from './queries.js';

/** FavouriteOut (API.md §2.24): exactly one of the two targets, with its details. */
export const favouriteOut = (f: FavouriteRow, restaurant: RestaurantOut | null, meal: MealOut | null) => ({
  id: f.id,
  restaurant: f.restaurantId,
  meal: f.mealId,
  restaurant_details: restaurant,
  meal_details: meal,
  created_at: iso(f.createdAt) as string,
});

export type FavouriteOut = ReturnType<typeof favouriteOut>;
