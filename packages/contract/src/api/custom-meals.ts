import { z } from 'zod';
import { customMealCreateSchema, customMealUpdateSchema } from '../custom-meals.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { referenceId } from '../meals.js';
import {
  answerShapes,
  boolQuery,
  datetimeOut,
  idOut,
  idQuery,
  imageOut,
  moneyOut,
  orderingQuery,
  pageQuery,
  quantityOut,
  ratingOut,
  searchQuery,
} from './common.js';
import { ingredientOutSchema } from './ingredients.js';
import { mealOutSchema } from './meals.js';

/** CustomMealIngredientOut (API.md §2.10). */
export const customMealIngredientOutSchema = z
  .object({
    id: idOut,
    ingredient: idOut,
    ingredient_details: ingredientOutSchema,
    quantity: quantityOut,
    line_price: moneyOut,
  })
  .register(answerShapes, { id: 'CustomMealIngredientOut' });

/** CustomMealOut (API.md §2.9). */
export const customMealOutSchema = z
  .object({
    id: idOut,
    user: idOut,
    user_username: z.string(),
    name: z.string(),
    description: z.string(),
    cooking_instructions: z.string(),
    is_public: z.boolean(),
    restaurant: idOut,
    restaurant_name: z.string(),
    restaurant_name_ar: arabicTwinOut,
    base_meal: idOut.nullable(),
    base_meal_details: mealOutSchema.nullable(),
    base_price: moneyOut,
    image: imageOut,
    category: idOut.nullable(),
    category_name: z.string().nullable(),
    category_name_ar: arabicTwinOut,
    avg_rating: ratingOut,
    review_count: z.int().nonnegative(),
    votes: z.int().nonnegative(),
    ingredients: z.array(customMealIngredientOutSchema),
    created_at: datetimeOut,
    updated_at: datetimeOut,
  })
  .register(answerShapes, { id: 'CustomMealOut' });

const restaurant = { restaurant: referenceId().optional() };
export const customMealCreateBody = customMealCreateSchema.safeExtend(restaurant);
export const customMealUpdateBody = customMealUpdateSchema.safeExtend(restaurant);

export const customMealListQuery = z.object({
  ...pageQuery,
  user: idQuery,
  is_public: boolQuery,
  restaurant: idQuery,
  base_meal: idQuery,
  search: searchQuery,
  ordering: orderingQuery(['name', 'created_at', 'avg_rating']),
});

/** `?limit=n`: 1–50, default 10. */
export const topRatedQuery = z.object({ limit: z.string().optional() });

export type CustomMealIngredientOut = z.output<typeof customMealIngredientOutSchema>;
export type CustomMealOut = z.output<typeof customMealOutSchema>;
