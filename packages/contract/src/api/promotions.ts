import { z } from 'zod';
import { PROMO_REASONS, PROMOTION_KINDS } from '../promotions.js';
import { answerShapes, datetimeOut, idOut, moneyOut } from './common.js';

/** PromotionOut (API.md §3.x, issue #23): a code as its owner or an admin reads and writes it. */
export const promotionOutSchema = z
  .object({
    id: idOut,
    code: z.string().describe('upper case; unique whatever the case it is typed in'),
    kind: z.enum(PROMOTION_KINDS),
    value: moneyOut.describe('a percentage ("15.00") for "percent", an amount for "fixed"'),
    max_discount: moneyOut.nullable().describe('the most a percentage takes off; null: no maximum'),
    minimum_subtotal: moneyOut,
    starts_at: datetimeOut.nullable(),
    ends_at: datetimeOut.nullable().describe('the first instant the code no longer applies'),
    usage_limit: z.int().positive().nullable(),
    per_customer_limit: z.int().positive().nullable(),
    first_order_only: z.boolean(),
    free_delivery: z.boolean().describe('also takes off the whole delivery fee'),
    is_active: z.boolean(),
    restaurant: idOut.nullable().describe('null: every restaurant (made by an admin)'),
    restaurant_name: z.string().nullable(),
    uses: z.int().nonnegative().describe('orders not cancelled that used it'),
    discounts: moneyOut.describe('what it took off those orders in all'),
    created_at: datetimeOut,
  })
  .register(answerShapes, { id: 'PromotionOut' });

/** OfferOut: a code a customer may use at a restaurant now, as the cart shows it. */
export const offerOutSchema = promotionOutSchema
  .pick({
    id: true,
    code: true,
    kind: true,
    value: true,
    max_discount: true,
    minimum_subtotal: true,
    ends_at: true,
    first_order_only: true,
    free_delivery: true,
    restaurant: true,
  })
  .register(answerShapes, { id: 'OfferOut' });

/** PromoCheckOut: `POST /api/promotions/validate/`; nothing is used. */
export const promoCheckOutSchema = z
  .object({
    valid: z.boolean(),
    code: z.string().describe('the code as it is kept (upper case)'),
    discount: moneyOut.describe('what it would take off; "0.00" when not valid'),
    free_delivery: z.boolean(),
    reason: z.string().nullable().describe("why not, in the request's language; null when valid"),
    reason_code: z.enum(PROMO_REASONS).nullable(),
  })
  .register(answerShapes, { id: 'PromoCheckOut' });

export type PromotionOut = z.output<typeof promotionOutSchema>;
export type OfferOut = z.output<typeof offerOutSchema>;
export type PromoCheckOut = z.output<typeof promoCheckOutSchema>;
