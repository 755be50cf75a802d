import {
  DEFAULT_MESSAGES,
  type Fulfilment,
  isOpenAt,
  legacyHours,
  ORDER_MESSAGES as M,
  ORDER_SCHEDULE,
  type OrderCreateInput,
  opensAt,
} from '@dishcraft/contract';
import { badRequest, conflict } from '../../lib/errors.js';
import { money } from '../../lib/serialize.js';
import type { OrderRestaurant } from './queries.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** How an order is handed over, what delivering it costs, and when (issue #21, ADR 026). */
export interface Placement {
  fulfilment: Fulfilment;
  feeCents: number;
  /** What the order's promo code takes off, the fee included when it gives free delivery (issue #23). */
  discountCents: number;
  area: { id: number; name: string; nameAr: string | null } | null;
  /** The structured address kept on the order; null for pickup and for an old client's one-line address. */
  address: Record<string, string> | null;
  /** The one line old clients read: what the client typed, else the saved or typed address written out. */
  deliveryAddress: string;
  scheduledFor: Date | null;
  estimatedAt: Date;
  acceptBy: Date;
}

/** A structured address as one line, for old clients' `delivery_address`; the column holds 500 characters. */
function oneLine(address: Record<string, string>, area: { name: string; city: string } | null): string {
  const parts = [
    address.street,
    address.building,
    address.floor,
    address.apartment,
    address.landmark,
    area?.name,
    area?.city,
  ];
  return parts
    .filter((p): p is string => Boolean(p))
    .join(', ')
    .slice(0, 500);
}

/**
 * How the order is handed over (API.md §3.9): a pickup, a delivery to a served area (a saved address's or the one
 * named), or, at a restaurant without delivery areas and without an area asked for, a delivery as before areas
 * existed (free, to the typed line). Throws the 400 of a refused choice; never writes.
 */
function handOver(r: OrderRestaurant, input: OrderCreateInput, subtotalCents: number) {
  const fulfilment: Fulfilment = input.fulfilment ?? 'delivery';
  if (fulfilment === 'pickup') {
    if (!r.offersPickup) throw badRequest({ fulfilment: [M.noPickup] });
    return { fulfilment, feeCents: 0, deliveryMinutes: 0, area: null, address: null, deliveryAddress: '' };
  }
  const targeted = input.addressId !== null || input.areaId !== null;
  if (!targeted) {
    if (r.hasAreas) throw badRequest({ area: [M.areaRequired] });
    if (!r.offersDelivery) throw badRequest({ fulfilment: [M.noDelivery] });
    return {
      fulfilment,
      feeCents: 0,
      deliveryMinutes: 0,
      area: null,
      address: input.addressDetails ? { label: '', ...input.addressDetails } : null,
      deliveryAddress: input.deliveryAddress || (input.addressDetails ? oneLine(input.addressDetails, null) : ''),
    };
  }
  if (input.addressId !== null && r.address === null)
    throw badRequest({ address: [DEFAULT_MESSAGES.doesNotExist('Address', input.addressId)] });
  const area = r.area;
  if (area === null) throw badRequest({ area: [DEFAULT_MESSAGES.doesNotExist('Area', input.areaId as number)] });
  if (!r.offersDelivery || area.isRetired || r.terms === null)
    throw badRequest({ code: 'area_not_served', area: [M.areaNotServed] });
  const { feeCents, minimumCents, deliveryMinutes } = r.terms;
  // Exactly the minimum is enough.
  if (subtotalCents < minimumCents) {
    const missing = minimumCents - subtotalCents;
    throw badRequest({
      code: 'below_minimum',
      minimum: money(minimumCents),
      missing: money(missing),
      non_field_errors: [M.belowMinimum(minimumCents, missing)],
    });
  }
  // A saved address is used as it is now; a typed one as sent.
  const address = r.address ?? (input.addressDetails ? { label: '', ...input.addressDetails } : null);
  return {
    fulfilment,
    feeCents,
    deliveryMinutes,
    area: { id: area.id, name: area.name, nameAr: area.nameAr },
    address,
    deliveryAddress: r.address ? oneLine(r.address, area) : input.deliveryAddress || oneLine(address ?? {}, area),
  };
}

/** The 409 of a restaurant not taking orders now, with when it next does (null: not within 8 days, or switched off). */
function closed(r: OrderRestaurant, now: Date, tz: string) {
  const hours = legacyHours(r.schedule, now, tz).hours;
  const next = r.isApproved === true ? opensAt(r.schedule, now, tz) : null;
  return conflict(M.closed(r.name), 'restaurant_closed', {
    restaurant: r.id,
    is_active: r.schedule.isActive,
    opening_time: hours?.opening_time ?? null,
    closing_time: hours?.closing_time ?? null,
    opens_at: next === null ? null : next.toISOString(),
  });
}

/**
 * When the order is made (ADR 026): as soon as possible only while the restaurant takes orders (else the 409 with
 * `opens_at`); a scheduled time in the future, within 7 days and when the restaurant will be open (it may be closed
 * now). A restaurant switched off or not approved takes no order at all.
 */
function timing(r: OrderRestaurant, scheduledFor: Date | null, now: Date, tz: string) {
  if (r.isApproved !== true || !r.schedule.isActive) throw closed(r, now, tz);
  if (scheduledFor === null) {
    if (!isOpenAt(r.schedule, now, tz)) throw closed(r, now, tz);
    return;
  }
  if (scheduledFor.getTime() < now.getTime()) throw badRequest({ scheduled_for: [M.schedulePast] });
  if (scheduledFor.getTime() > now.getTime() + ORDER_SCHEDULE.maxDaysAhead * DAY)
    throw badRequest({ scheduled_for: [M.scheduleTooFar(ORDER_SCHEDULE.maxDaysAhead)] });
  if (!isOpenAt(r.schedule, scheduledFor, tz)) throw badRequest({ scheduled_for: [M.scheduleClosed] });
}

/**
 * Everything the order's terms decide, from the restaurant row read (and locked) in the order's transaction, or the
 * 4xx of the rule it breaks. The client's `total_price` is checked against subtotal + fee - discount here too;
 * `discountOf` is the promo code's discount for the fee this placement costs.
 */
export function placementOf(
  r: OrderRestaurant,
  input: OrderCreateInput,
  subtotalCents: number,
  now: Date,
  tz: string,
  discountOf: (feeCents: number) => number = () => 0,
): Placement {
  const hand = handOver(r, input, subtotalCents);
  const discountCents = discountOf(hand.feeCents);
  const total = subtotalCents + hand.feeCents - discountCents;
  if (input.totalPriceCents !== undefined && input.totalPriceCents !== total)
    throw badRequest({ total_price: [M.totalChanged(total)] });
  const scheduledFor = input.scheduledFor;
  timing(r, scheduledFor, now, tz);
  const minutes = r.preparationMinutes + r.busyExtraMinutes + hand.deliveryMinutes;
  const estimatedAt = scheduledFor ?? new Date(now.getTime() + minutes * MINUTE);
  const answerFrom = Math.max(
    now.getTime(),
    scheduledFor === null ? 0 : scheduledFor.getTime() - ORDER_SCHEDULE.acceptLeadMinutes * MINUTE,
  );
  return {
    fulfilment: hand.fulfilment,
    feeCents: hand.feeCents,
    discountCents,
    area: hand.area,
    address: hand.address,
    deliveryAddress: hand.deliveryAddress,
    scheduledFor,
    estimatedAt,
    acceptBy: new Date(answerFrom + r.acceptMinutes * MINUTE),
  };
}
