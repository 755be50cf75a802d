import { z } from 'zod';
import { answerShapes, datetimeOut, idOut, idQuery, pageQuery } from './common.js';
import { mealOutSchema } from './meals.js';
import { restaurantOutSchema } from './restaurants.js';

/**
 * FavouriteOut (API.md §2.24): one of the caller's hearted restaurants or meals, with what a card shows of it.
 * Exactly one of `restaurant` and `meal` is set, and its details with it.
 */
export const favouriteOutSchema = z
  .object({
    id: idOut,
    restaurant: idOut.nullable(),
    meal: idOut.nullable(),
    restaurant_details: restaurantOutSchema.nullable(),
    meal_details: mealOutSchema.nullable(),
    created_at: datetimeOut,
  })
  .register(answerShapes, { id: 'FavouriteOut' });

export const favouriteListQuery = z.object(pageQuery);

/** `DELETE /api/users/favourites/?restaurant=ID` or `?meal=ID`: exactly one. */
export const favouriteDeleteQuery = z.object({
  restaurant: idQuery.describe('un-heart this restaurant'),
  meal: idQuery.describe('un-heart this meal'),
});

export type FavouriteOut = z.output<typeof favouriteOutSchema>;
