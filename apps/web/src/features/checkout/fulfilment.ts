import { parseCents } from '@dishcraft/contract';
import type { Area } from '../addresses';

export type Fulfilment = 'delivery' | 'pickup';

/** One entry of GET /restaurants/{id}/delivery-areas/: what delivering to that area costs and takes. */
export interface DeliveryArea {
  area: number;
  area_details: Area;
  fee: string;
  minimum_order: string;
  delivery_minutes: number;
}

/**
 * What checkout reads of the restaurant beyond its name (issue #21). Optional: a server without the new fields
 * answers an older restaurant, which delivers only, free, as before.
 */
export interface RestaurantTerms {
  is_active: boolean;
  offers_delivery?: boolean;
  offers_pickup?: boolean;
  preparation_minutes?: number;
  busy_extra_minutes?: number;
}

/** Which ways of receiving the order the restaurant offers, delivery first. */
export function offeredFulfilments(restaurant: RestaurantTerms | undefined): Fulfilment[] {
  const offered: Fulfilment[] = [];
  if (restaurant?.offers_delivery ?? true) offered.push('delivery');
  if (restaurant?.offers_pickup) offered.push('pickup');
  return offered;
}

/** Minutes from placing to the food being ready (pickup) or at the door (delivery). */
export function etaMinutes(restaurant: RestaurantTerms | undefined, delivery: DeliveryArea | null): number {
  const kitchen = (restaurant?.preparation_minutes ?? 0) + (restaurant?.busy_extra_minutes ?? 0);
  return kitchen + (delivery?.delivery_minutes ?? 0);
}

/** What the order costs: the cart, plus the area's fee for a delivery. In cents, summed exactly. */
export interface Totals {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  /** How much more the cart needs to reach the area's minimum; 0 when it does (exactly the minimum is enough). */
  missingCents: number;
  minimumCents: number;
}

export function totals(cartTotal: number, delivery: DeliveryArea | null): Totals {
  const subtotalCents = Math.round(cartTotal * 100);
  const feeCents = delivery ? (parseCents(delivery.fee) ?? 0) : 0;
  const minimumCents = delivery ? (parseCents(delivery.minimum_order) ?? 0) : 0;
  return {
    subtotalCents,
    feeCents,
    totalCents: subtotalCents + feeCents,
    minimumCents,
    missingCents: Math.max(0, minimumCents - subtotalCents),
  };
}
