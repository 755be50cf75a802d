import { z } from 'zod';
import { arabicTwinOut } from '../arabic-twins.js';
import { UNITS } from '../enums.js';
import { LIMITS } from '../limits.js';
import { answerShapes, idOut, imageOut, moneyOut, quantityOut } from './common.js';

/**
 * Order again (issue #23): what of a past order can go into the cart now, at today's prices (API.md §3.9, "Order again"). Nothing
 * is reserved or written; the order placed from the cart is checked again as every order is.
 */

/**
 * Why a line of the past order cannot be ordered now. The restaurant's reasons apply to every line: `restaurant_gone`
 * (deleted), `restaurant_unavailable` (no longer approved). A meal's: `meal_removed` (deleted), `meal_switched_off`,
 * `option_removed` (a chosen option was deleted), `option_switched_off`, `options_changed` (the groups' rules now
 * refuse the old choice: a new required group, a lower maximum). A custom meal's: `custom_meal_removed` (deleted or
 * no longer shared). Either's: `out_of_stock` (today's stock cannot make one, the chosen options included).
 */
export const REORDER_REASONS = [
  'restaurant_gone',
  'restaurant_unavailable',
  'meal_removed',
  'meal_switched_off',
  'option_removed',
  'option_switched_off',
  'options_changed',
  'custom_meal_removed',
  'out_of_stock',
] as const;
export type ReorderReason = (typeof REORDER_REASONS)[number];

/** A line that can go into the cart: the order-create item (`meal` or `custom_meal`, `options`) and what a cart shows. */
export const reorderItemSchema = z.object({
  meal: idOut.nullable(),
  custom_meal: idOut.nullable(),
  quantity: z.int().min(1).max(LIMITS.order.itemQuantityMax),
  options: z.array(idOut).describe('the chosen option ids as an order item takes them, in menu order'),
  option_details: z
    .array(z.object({ id: idOut, name: z.string(), name_ar: arabicTwinOut, price_delta: moneyOut }))
    .describe("the chosen options with today's names and price deltas"),
  ingredients: z
    .array(
      z.object({
        ingredient: idOut,
        name: z.string(),
        name_ar: arabicTwinOut,
        unit: z.enum(UNITS),
        quantity: quantityOut,
      }),
    )
    .describe("a custom meal's recipe today; [] for a meal"),
  special_instructions: z.string(),
  name: z.string().describe("today's name"),
  name_ar: arabicTwinOut,
  image: imageOut,
  price: moneyOut.describe("one unit at today's prices, today's option prices included"),
  short: z
    .boolean()
    .describe("today's stock makes at least one but fewer than `quantity`: the checkout will say how many it can"),
});

/** A line of the past order that cannot go into the cart now, named as it was ordered. */
export const reorderUnavailableSchema = z.object({
  meal: idOut.nullable(),
  custom_meal: idOut.nullable(),
  name: z.string(),
  name_ar: arabicTwinOut,
  quantity: z.int().min(1),
  reason: z.enum(REORDER_REASONS),
});

/** ReorderOut (API.md §3.9). Every line of the order is in exactly one of `items` and `unavailable`. */
export const reorderOutSchema = z
  .object({
    restaurant: idOut.nullable().describe('null once the restaurant is deleted'),
    restaurant_details: z
      .object({ id: idOut, name: z.string(), name_ar: arabicTwinOut })
      .nullable()
      .describe("today's names; null when the restaurant is gone"),
    items: z.array(reorderItemSchema),
    unavailable: z.array(reorderUnavailableSchema),
  })
  .register(answerShapes, { id: 'ReorderOut' });

export type ReorderOut = z.output<typeof reorderOutSchema>;
