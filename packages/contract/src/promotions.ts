import { z } from 'zod';
import { boolish, choice, integer, isBlank, MAX_ID, moneyInput, text } from './fields.js';
import { translator } from './i18n/translator.js';
import { LIMITS } from './limits.js';
import { formatCents, roundCents } from './money.js';

/**
 * Promo codes (issue #23, ADR 029). The rules that decide whether a code applies and what it takes off live here
 * once: the server applies them in the order's transaction, and the web uses them to show an offer before it is
 * typed. The discount is computed on the server and stored on the order; screens only show what is stored.
 */

const en = translator('en');

export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Why a code does not apply, most basic first: the first that holds is the one reported. */
export const PROMO_REASONS = [
  'unknown',
  'not_for_restaurant',
  'not_started',
  'expired',
  'used_up',
  'first_order_only',
  'already_used',
  'below_minimum',
] as const;
export type PromoReason = (typeof PROMO_REASONS)[number];

export const PROMOTION_LIMITS = {
  code: { min: 3, max: 32 },
  /** A percentage is at most 100; a fixed amount at most the dearest meal. */
  percentMax: 100,
  usesMax: 1_000_000,
  /** How many codes one list answers without paging. */
  offersShown: 10,
} as const;
const L = PROMOTION_LIMITS;

/** Letters, digits, "-" and "_"; compared in upper case, so "ramadan10" and "RAMADAN10" are one code. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const PROMOTION_MESSAGES = {
  unknown: en('errors.promo.unknown'),
  notForRestaurant: en('errors.promo.notForRestaurant'),
  notStarted: en('errors.promo.notStarted'),
  expired: en('errors.promo.expired'),
  usedUp: en('errors.promo.usedUp'),
  firstOrderOnly: en('errors.promo.firstOrderOnly'),
  alreadyUsed: en('errors.promo.alreadyUsed'),
  belowMinimum: (minimumCents: number, missingCents: number): string =>
    en('errors.promo.belowMinimum', { minimum: formatCents(minimumCents), missing: formatCents(missingCents) }),
  codeFormat: en('errors.promo.codeFormat', { min: L.code.min, max: L.code.max }),
  codeTaken: en('errors.promo.codeTaken'),
  valueNeeded: en('errors.promo.valueNeeded'),
  percentTooHigh: en('errors.promo.percentTooHigh', { max: L.percentMax }),
  maxOnlyForPercent: en('errors.promo.maxOnlyForPercent'),
  endsBeforeStart: en('errors.promo.endsBeforeStart'),
  perCustomerAboveTotal: en('errors.promo.perCustomerAboveTotal'),
  ownersOnly: en('errors.promo.ownersOnly'),
  noRestaurant: en('errors.promo.noRestaurant'),
  instant: en('errors.promo.instant'),
  inUse: en('errors.promo.inUse'),
} as const;

/** The message a customer reads for each refusal; `below_minimum` says how much is missing. */
export function promoReasonMessage(reason: PromoReason, minimumCents = 0, subtotalCents = 0): string {
  const M = PROMOTION_MESSAGES;
  switch (reason) {
    case 'unknown':
      return M.unknown;
    case 'not_for_restaurant':
      return M.notForRestaurant;
    case 'not_started':
      return M.notStarted;
    case 'expired':
      return M.expired;
    case 'used_up':
      return M.usedUp;
    case 'first_order_only':
      return M.firstOrderOnly;
    case 'already_used':
      return M.alreadyUsed;
    case 'below_minimum':
      return M.belowMinimum(minimumCents, Math.max(0, minimumCents - subtotalCents));
  }
}

/** A code as typed: trimmed, then upper case; the pattern and length are checked before. */
export const promoCodeInput = text({
  min: [L.code.min, PROMOTION_MESSAGES.codeFormat],
  max: [L.code.max, PROMOTION_MESSAGES.codeFormat],
  pattern: [PROMO_CODE_PATTERN, PROMOTION_MESSAGES.codeFormat],
}).transform((code) => code.toUpperCase());

const blankToNull = (value: unknown) => (isBlank(value) ? null : value);
const optionalMoney = z.preprocess(blankToNull, moneyInput({ min: 0 }).nullable());
const optionalCount = z.preprocess(blankToNull, integer({ min: 1, max: L.usesMax }).nullable());
/** An ISO 8601 instant with an offset (or Z), as `scheduled_for` takes one; blank is none. */
const optionalInstant = z.preprocess(
  blankToNull,
  z
    .unknown()
    .transform((value, ctx): Date => {
      const ok = typeof value === 'string' && z.iso.datetime({ offset: true }).safeParse(value.trim()).success;
      if (!ok) {
        ctx.issues.push({ code: 'custom', message: PROMOTION_MESSAGES.instant, input: value });
        return z.NEVER;
      }
      return new Date((value as string).trim());
    })
    .nullable(),
);
const optionalRestaurant = z.preprocess(blankToNull, integer({ min: 1, max: MAX_ID }).nullable());

/**
 * The fields of a code as `POST`/`PATCH /api/promotions/` write them. `value` is a percentage for "percent"
 * (15 or "12.50") and an amount for "fixed"; both are kept in hundredths. `restaurant` is the admin's choice (null:
 * every restaurant); an owner's code is always for their own restaurant, whatever is sent.
 */
export const promotionFields = {
  code: promoCodeInput,
  kind: choice(PROMOTION_KINDS),
  value: moneyInput({ min: 0, max: LIMITS.priceMax }),
  max_discount: optionalMoney,
  minimum_subtotal: moneyInput({ min: 0, max: LIMITS.priceMax, fallback: 0 }),
  starts_at: optionalInstant,
  ends_at: optionalInstant,
  usage_limit: optionalCount,
  per_customer_limit: optionalCount,
  first_order_only: boolish,
  free_delivery: boolish,
  is_active: boolish,
  restaurant: optionalRestaurant,
};

export const promotionCreateSchema = z.object(promotionFields).partial({
  max_discount: true,
  minimum_subtotal: true,
  starts_at: true,
  ends_at: true,
  usage_limit: true,
  per_customer_limit: true,
  first_order_only: true,
  free_delivery: true,
  is_active: true,
  restaurant: true,
});
export const promotionUpdateSchema = z.object(promotionFields).partial();

export type PromotionCreate = z.output<typeof promotionCreateSchema>;
export type PromotionUpdate = z.output<typeof promotionUpdateSchema>;

/** A code's terms, in the server's units: hundredths of a percent or cents, instants as Dates. */
export interface PromotionTerms {
  kind: PromotionKind;
  value: number;
  maxDiscountCents: number | null;
  minimumSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  freeDelivery: boolean;
}

/** The rules between fields, on a whole code (a PATCH's fields over the stored ones): field errors, or none. */
export function promotionProblems(p: PromotionTerms): Record<string, string[]> {
  const M = PROMOTION_MESSAGES;
  const errors: Record<string, string[]> = {};
  if (p.kind === 'percent' && p.value > L.percentMax * 100) errors.value = [M.percentTooHigh];
  else if (p.value === 0 && !p.freeDelivery) errors.value = [M.valueNeeded];
  if (p.kind === 'fixed' && p.maxDiscountCents !== null) errors.max_discount = [M.maxOnlyForPercent];
  if (p.startsAt && p.endsAt && p.endsAt.getTime() <= p.startsAt.getTime()) errors.ends_at = [M.endsBeforeStart];
  if (p.usageLimit !== null && p.perCustomerLimit !== null && p.perCustomerLimit > p.usageLimit)
    errors.per_customer_limit = [M.perCustomerAboveTotal];
  return errors;
}

/**
 * What a code takes off: a percentage of the items (rounded to the cent, capped by its maximum) or a fixed amount,
 * never more than the items; plus the whole delivery fee when the code gives free delivery, and only then.
 */
export function promoDiscountCents(
  p: Pick<PromotionTerms, 'kind' | 'value' | 'maxDiscountCents' | 'freeDelivery'>,
  subtotalCents: number,
  feeCents: number,
): number {
  const raw = p.kind === 'percent' ? roundCents((subtotalCents * p.value) / 10_000) : p.value;
  const capped = p.kind === 'percent' && p.maxDiscountCents !== null ? Math.min(raw, p.maxDiscountCents) : raw;
  return Math.max(0, Math.min(capped, subtotalCents)) + (p.freeDelivery ? feeCents : 0);
}

/** Where a code stands for one order: its terms and use, and what is known of the customer. */
export interface PromoState extends PromotionTerms {
  isActive: boolean;
  restaurantId: number | null;
  uses: number;
}

export interface PromoAsk {
  restaurantId: number;
  subtotalCents: number;
  now: Date;
  /** Orders not cancelled the customer placed before; null when nobody is signed in (not checked then). */
  customerOrders: number | null;
  /** Orders not cancelled the customer placed with this code; null when nobody is signed in. */
  customerUses: number | null;
}

/** Why the code does not apply to this order, or null when it does (PROMO_REASONS, in that order). */
export function promoRefusal(p: PromoState | null, ask: PromoAsk): PromoReason | null {
  if (p === null || !p.isActive) return 'unknown';
  if (p.restaurantId !== null && p.restaurantId !== ask.restaurantId) return 'not_for_restaurant';
  const now = ask.now.getTime();
  if (p.startsAt && now < p.startsAt.getTime()) return 'not_started';
  if (p.endsAt && now >= p.endsAt.getTime()) return 'expired';
  if (p.usageLimit !== null && p.uses >= p.usageLimit) return 'used_up';
  if (p.firstOrderOnly && ask.customerOrders !== null && ask.customerOrders > 0) return 'first_order_only';
  if (p.perCustomerLimit !== null && ask.customerUses !== null && ask.customerUses >= p.perCustomerLimit)
    return 'already_used';
  if (ask.subtotalCents < p.minimumSubtotalCents) return 'below_minimum';
  return null;
}

/** `POST /api/promotions/validate/`: a code, the restaurant and the items' subtotal (and the fee, for free delivery). */
export const promoValidateSchema = z.object({
  code: z.preprocess((v) => (typeof v === 'string' ? v : isBlank(v) ? '' : v), text()),
  restaurant: integer({ min: 1, max: MAX_ID }),
  subtotal: moneyInput({ min: 0, max: LIMITS.priceMax * LIMITS.order.maxItems * LIMITS.order.itemQuantityMax }),
  delivery_fee: moneyInput({ min: 0, max: LIMITS.priceMax }).optional(),
});

/** `GET /api/promotions/offers/?restaurant=`: the codes a customer could use there now. */
export const offersQuerySchema = z.object({ restaurant: integer({ min: 1, max: MAX_ID }) });

/** The promo code of an order as `POST /api/orders/orders/` takes it: blank is none. */
export const orderPromoCode = z.preprocess(
  (v) => (isBlank(v) || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  text({ max: [L.code.max, PROMOTION_MESSAGES.unknown] })
    .transform((code) => code.toUpperCase())
    .optional(),
);
