import { z } from 'zod';
import { PROMO_REASONS } from '../promotions.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, UNITS } from '../enums.js';
import { arabicTwinOut } from '../arabic-twins.js';
import { CANCELLERS, FULFILMENTS, ORDER_ORDERING } from '../orders.js';
import {
  answerShapes,
  boolQuery,
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
    price: moneyOut.describe('one unit: the base price and the chosen options'),
    special_instructions: z.string(),
    options: z
      .array(z.object({ id: idOut, name: z.string(), name_ar: arabicTwinOut, price_delta: moneyOut }))
      .describe('the chosen options as they were when ordered (issue #22); [] for none'),
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

/** The delivery area of an order, with its names as they were when the order was placed. */
const orderAreaSchema = z.object({ id: idOut, name: z.string(), name_ar: arabicTwinOut });

/** The structured delivery address of an order as it was placed (a saved address's or the typed one). */
const orderAddressSchema = z.object({
  label: z.string(),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string(),
  phone: z.string(),
});

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
    fulfilment: z.enum(FULFILMENTS).describe('"delivery" for every order from before issue #21'),
    area: idOut.nullable().describe('the delivery area; null for pickup and for orders without one'),
    area_details: orderAreaSchema.nullable(),
    address: orderAddressSchema.nullable().describe('the structured address as it was; null without one'),
    subtotal: moneyOut.describe('the items; total_price = subtotal + delivery_fee - discount'),
    delivery_fee: moneyOut,
    promo_code: z.string().nullable().describe('the promo code applied (issue #23); null without one'),
    discount: moneyOut.describe('what the promo code took off, the delivery fee included when it gave free delivery'),
    scheduled_for: datetimeOut.nullable().describe('null: as soon as possible'),
    estimated_at: datetimeOut.nullable().describe('when it should be ready (pickup) or at the door (delivery)'),
    accept_by: datetimeOut.nullable().describe('a pending order still pending then is cancelled by the server'),
    cancelled_by: z.enum(CANCELLERS).nullable(),
    items: z.array(orderItemOutSchema),
    payment: paymentOutSchema,
    created_at: datetimeOut,
    updated_at: datetimeOut,
  })
  .register(answerShapes, { id: 'OrderOut' });

/**
 * A 400 of an order refused by the restaurant's delivery terms (API.md §3.9) or by its promo code (issue #23), beside
 * the usual field errors.
 */
export const orderRefusedOut = z
  .looseObject({
    code: z.enum(['area_not_served', 'below_minimum', 'promo_refused']),
    reason: z.enum(PROMO_REASONS).optional().describe('promo_refused: why the code does not apply'),
    promo_code: z.array(z.string()).optional(),
    area: z.array(z.string()).optional(),
    minimum: moneyOut.optional().describe('below_minimum: the area’s minimum order'),
    missing: moneyOut.optional().describe('below_minimum: what the items lack to reach it'),
    non_field_errors: z.array(z.string()).optional(),
  })
  .register(answerShapes, { id: 'OrderRefused' });

export const orderListQuery = z.object({
  ...pageQuery,
  status: choicesQuery(ORDER_STATUSES),
  search: searchQuery,
  restaurant: idQuery,
  user: idQuery,
  ordering: orderingQuery(ORDER_ORDERING),
  scheduled: boolQuery.describe('true: only scheduled orders; false: only as-soon-as-possible ones'),
});

export type OrderItemMealDetails = z.output<typeof orderItemMealDetailsSchema>;
export type OrderItemCustomMealDetails = z.output<typeof orderItemCustomMealDetailsSchema>;
export type OrderItemOut = z.output<typeof orderItemOutSchema>;
export type PaymentOut = z.output<typeof paymentOutSchema>;
export type OrderOut = z.output<typeof orderOutSchema>;
