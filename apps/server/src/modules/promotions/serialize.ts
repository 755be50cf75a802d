import type { OfferOut, PromotionOut } from '@dishcraft/contract';
import { iso, money } from '../../lib/serialize.js';
import type { offersAt, PromotionRow } from './queries.js';

/** PromotionOut: a code as its manager reads it, with its use and what it took off. */
export function promotionOut(p: PromotionRow): PromotionOut {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind as PromotionOut['kind'],
    value: money(p.value),
    max_discount: p.maxDiscountCents === null ? null : money(p.maxDiscountCents),
    minimum_subtotal: money(p.minimumSubtotalCents),
    starts_at: iso(p.startsAt),
    ends_at: iso(p.endsAt),
    usage_limit: p.usageLimit,
    per_customer_limit: p.perCustomerLimit,
    first_order_only: p.firstOrderOnly,
    free_delivery: p.freeDelivery,
    is_active: p.isActive,
    restaurant: p.restaurantId,
    restaurant_name: p.restaurantName,
    uses: p.uses,
    discounts: money(Number(p.discountedCents)),
    created_at: iso(p.createdAt) as string,
  };
}

/** OfferOut: what the cart shows of a code a customer may use. */
export function offerOut(p: Awaited<ReturnType<typeof offersAt>>[number]): OfferOut {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind as OfferOut['kind'],
    value: money(p.value),
    max_discount: p.maxDiscountCents === null ? null : money(p.maxDiscountCents),
    minimum_subtotal: money(p.minimumSubtotalCents),
    ends_at: iso(p.endsAt),
    first_order_only: p.firstOrderOnly,
    free_delivery: p.freeDelivery,
    restaurant: p.restaurantId,
  };
}
