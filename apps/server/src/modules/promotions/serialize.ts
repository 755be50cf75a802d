import type { OfferOut, PromotionOut } from '@dishcraft/contract';
import { iso, money } from '../../lib/serialize.js';
import type { offersAt, PromotionRow } from './queries.js';

type Terms = Awaited<ReturnType<typeof offersAt>>[number];

/** OfferOut: what the cart shows of a code a customer may use; PromotionOut shows the same and more. */
export function offerOut(p: Terms): OfferOut {
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

/** PromotionOut: a code as its manager reads it, with its limits, its use and what it took off. */
export function promotionOut(p: PromotionRow): PromotionOut {
  return {
    ...offerOut(p),
    starts_at: iso(p.startsAt),
    usage_limit: p.usageLimit,
    per_customer_limit: p.perCustomerLimit,
    is_active: p.isActive,
    restaurant_name: p.restaurantName,
    uses: p.uses,
    discounts: money(Number(p.discountedCents)),
    created_at: iso(p.createdAt) as string,
  };
}
