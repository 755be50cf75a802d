import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, UNITS } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { ORDER_ORDERING } from '../orders.js';
import {
  answerShapes,
  choicesQuery,
  datetimeOut,
  idOut,
  idQuery,
  imageOut,
  moneyOut,
  orderingQuery,
  pageQuery,
  quantityOut,
  searchQuery,
} from './common.js';

/** What an order item shows of its meal or custom meal: the name at ordering, the picture now (API.md §2.13). */
const orderItemNamedSchema = z.object({
  id: idOut.nullable().describe('null once the meal is deleted'),
  name: z.string(),
  image: imageOut,
});

/** A meal's line also keeps the meal's Arabic name at ordering (issue #20). */
export const orderItemMealDetailsSchema = orderItemNamedSchema.extend({ name_ar: arabicTwinOut });

/** A custom item's composition as it was ordered. */
export const orderItemCustomMealDetailsSchema = orderItemNamedSchema.extend({
  cooking_instructions: z.string(),
  ingredients: z.array(
    z.object({ ingredient: idOut.nullable(), name: z.string(), unit: z.enum(UNITS), quantity: quantityOut }),
  ),
});

/** OrderItemOut (API.md §2.13). */
export const orderItemOutSchema = z
  .object({
    id: idOut,
    meal: idOut.nullable(),
    meal_details: orderItemMealDetailsSchema.nullable(),
    custom_meal: idOut.nullable(),
    custom_meal_details: orderItemCustomMealDetailsSchema.nullable(),
    quantity: z.int().min(1),
    price: moneyOut,
    special_instructions: z.string(),
  })
  .register(answerShapes, { id: 'OrderItemOut' });

/** PaymentOut (API.md §2.14). */
export const paymentOutSchema = z
  .object({
    id: idOut,
    order: idOut,
    payment_method: z.enum(PAYMENT_METHODS),
    amount: moneyOut,
    status: z.enum(PAYMENT_STATUSES),
    transaction_id: z.string().nullable(),
    provider: z.string().nullable(),
    payment_date: datetimeOut,
  })
  .register(answerShapes, { id: 'PaymentOut' });

/** OrderOut (API.md §2.12). */
export const orderOutSchema = z
  .object({
    id: idOut,
    user: idOut.nullable(),
    user_username: z.string(),
    user_details: z
      .object({
        id: idOut,
        username: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        phone_number: z.string(),
      })
      .nullable(),
    restaurant: idOut.nullable(),
    restaurant_name: z.string(),
    restaurant_name_ar: arabicTwinOut.describe("the restaurant's Arabic name when the order was placed"),
    status: z.enum(ORDER_STATUSES),
    total_price: moneyOut,
    payment_method: z.enum(PAYMENT_METHODS),
    delivery_address: z.string(),
    delivery_notes: z.string(),
    cancellation_reason: z.string().nullable(),
    items: z.array(orderItemOutSchema),
    payment: paymentOutSchema,
    created_at: datetimeOut,
    updated_at: datetimeOut,
  })
  .register(answerShapes, { id: 'OrderOut' });

export const orderListQuery = z.object({
  ...pageQuery,
  status: choicesQuery(ORDER_STATUSES),
  search: searchQuery,
  restaurant: idQuery,
  user: idQuery,
  ordering: orderingQuery(ORDER_ORDERING),
});

export type OrderItemMealDetails = z.output<typeof orderItemMealDetailsSchema>;
export type OrderItemCustomMealDetails = z.output<typeof orderItemCustomMealDetailsSchema>;
export type OrderItemOut = z.output<typeof orderItemOutSchema>;
export type PaymentOut = z.output<typeof paymentOutSchema>;
export type OrderOut = z.output<typeof orderOutSchema>;
