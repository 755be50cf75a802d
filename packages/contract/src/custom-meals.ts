import { z } from 'zod';
import { boolish, optionalText, quantityInput, text } from './fields.js';
import { LIMITS } from './limits.js';
import { lineList, optionalReference, referenceId } from './meals.js';
import { DEFAULT_MESSAGES as D, CUSTOM_MEAL_MESSAGES } from './messages.js';

/** `GET /api/meals/custom-meals/top-rated/?limit=n`. */
export const TOP_RATED_LIMIT = { min: 1, max: 50, default: 10 } as const;

/** One line of a custom meal: fractions allowed (Decision of API.md §3.7). */
export const customMealLineSchema = z.object(
  {
    ingredient: referenceId(),
    quantity: quantityInput(LIMITS.customMeal.maxLineQuantity),
  },
  { error: D.object },
);
export type CustomMealLineInput = z.output<typeof customMealLineSchema>;

const customMealFields = {
  name: text({
    required: CUSTOM_MEAL_MESSAGES.nameRequired,
    max: [LIMITS.customMeal.name, D.maxChars(LIMITS.customMeal.name)],
  }),
  description: optionalText(LIMITS.customMeal.text),
  cooking_instructions: optionalText(LIMITS.customMeal.text),
  is_public: boolish,
  base_meal: optionalReference(),
  ingredients: lineList(customMealLineSchema, {
    required: CUSTOM_MEAL_MESSAGES.selectIngredient,
    max: [LIMITS.customMeal.maxLines, CUSTOM_MEAL_MESSAGES.tooManyIngredients],
  }),
};

/** POST: `user`, `base_price`, `image` … are ignored; `restaurant` is read by the server. */
export const customMealCreateSchema = z.object({
  ...customMealFields,
  is_public: boolish.optional().transform((v) => v ?? false),
  base_meal: customMealFields.base_meal.optional().transform((v) => v ?? null),
});

/** PUT and PATCH are partial; `ingredients`, when sent, replaces every line. */
export const customMealUpdateSchema = z.object(customMealFields).partial();
export type CustomMealCreateInput = z.output<typeof customMealCreateSchema>;
export type CustomMealUpdateInput = z.output<typeof customMealUpdateSchema>;
