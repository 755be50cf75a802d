import { z } from 'zod';
import { UNITS } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { mealCreateSchema, mealUpdateSchema, referenceId } from '../meals.js';
import {
  answerShapes,
  boolQuery,
  datetimeOut,
  idOut,
  idQuery,
  imageOut,
  imageUpload,
  moneyOut,
  orderingQuery,
  pageQuery,
  quantityOut,
  ratingOut,
  searchQuery,
} from './common.js';
import { ingredientOutSchema } from './ingredients.js';

/** MealIngredientOut (API.md §2.8). */
export const mealIngredientOutSchema = z
  .object({
    id: idOut,
    ingredient: idOut,
    ingredient_details: ingredientOutSchema,
    quantity: quantityOut,
    is_optional: z.boolean(),
    additional_price: moneyOut,
  })
  .register(answerShapes, { id: 'MealIngredientOut' });

/** MealOptionOut (API.md §2.7, issue #22): `available` is false when switched off or short of stock. */
export const mealOptionOutSchema = z
  .object({
    id: idOut,
    name: z.string(),
    name_ar: arabicTwinOut,
    price_delta: moneyOut.describe('may be negative, e.g. "-10.00" for a smaller size'),
    ingredient: idOut.nullable(),
    ingredient_name: z.string().nullable(),
    ingredient_name_ar: arabicTwinOut,
    quantity: quantityOut.nullable().describe('what one portion of the option takes of the ingredient'),
    is_available: z.boolean(),
    available: z.boolean(),
  })
  .register(answerShapes, { id: 'MealOptionOut' });

/** MealOptionGroupOut (API.md §2.7, issue #22), in the order customers see them. */
export const mealOptionGroupOutSchema = z
  .object({
    id: idOut,
    name: z.string(),
    name_ar: arabicTwinOut,
    min_choices: z.int().nonnegative(),
    max_choices: z.int().positive(),
    free_choices: z.int().nonnegative(),
    options: z.array(mealOptionOutSchema),
  })
  .register(answerShapes, { id: 'MealOptionGroupOut' });

/** MealOut (API.md §2.7). */
export const mealOutSchema = z
  .object({
    id: idOut,
    restaurant: idOut,
    restaurant_name: z.string(),
    restaurant_name_ar: arabicTwinOut,
    name: z.string(),
    description: z.string(),
    name_ar: arabicTwinOut,
    description_ar: arabicTwinOut,
    category: idOut.nullable(),
    category_name: z.string().nullable(),
    category_name_ar: arabicTwinOut,
    base_price: moneyOut,
    image: imageOut,
    preparation_time: z.int(),
    is_available: z.boolean(),
    is_customizable: z.boolean(),
    is_featured: z.boolean(),
    avg_rating: ratingOut,
    review_count: z.int().nonnegative(),
    meal_ingredients: z.array(mealIngredientOutSchema),
    option_groups: z.array(mealOptionGroupOutSchema),
    created_at: datetimeOut,
  })
  .register(answerShapes, { id: 'MealOut' });

/** AvailabilityOut (API.md §2.16), of meals and custom meals. */
export const availabilityOutSchema = z
  .object({
    is_available: z.boolean(),
    unavailable_ingredients: z.array(
      z.object({
        id: idOut,
        name: z.string(),
        name_ar: arabicTwinOut,
        unit: z.enum(UNITS),
        available: z.boolean(),
        required: quantityOut,
        in_stock: quantityOut,
      }),
    ),
    message: z.string(),
  })
  .register(answerShapes, { id: 'AvailabilityOut' });

const upload = { restaurant: referenceId().optional(), image: imageUpload };
export const mealCreateBody = mealCreateSchema.safeExtend(upload);
export const mealUpdateBody = mealUpdateSchema.safeExtend(upload);

export const mealListQuery = z.object({
  ...pageQuery,
  restaurant: idQuery,
  category: idQuery,
  search: searchQuery,
  min_price: z.string().optional().describe('inclusive, on base_price'),
  max_price: z.string().optional().describe('inclusive, on base_price'),
  is_available: boolQuery,
  is_customizable: boolQuery,
  is_featured: boolQuery,
  ordering: orderingQuery(['name', 'base_price', 'created_at', 'avg_rating']),
});

/** `?quantity=n` of check_availability: 1–99, default 1; `?options=1,2` the chosen options (issue #22). */
export const availabilityQuery = z.object({
  quantity: z.string().optional(),
  options: z.string().optional().describe('comma-separated option ids'),
});

export type MealIngredientOut = z.output<typeof mealIngredientOutSchema>;
export type MealOut = z.output<typeof mealOutSchema>;
export type MealOptionOut = z.output<typeof mealOptionOutSchema>;
export type MealOptionGroupOut = z.output<typeof mealOptionGroupOutSchema>;
export type AvailabilityOut = z.output<typeof availabilityOutSchema>;
