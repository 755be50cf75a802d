import { formatCents, isOpenAt, legacyHours, opensAt } from '@dishcraft/contract';
import type { Actor } from '../../lib/actor.js';
import { isAdmin } from '../../lib/policy.js';
import { iso, rating, timeOfDay } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import type { RestaurantRow } from './queries.js';
import { scheduleOf } from './schedule.js';

/** How a restaurant is shown: to whom, with which URL base, at which moment in which time zone. */
export interface RestaurantView {
  viewer: Actor;
  baseUrl: string;
  now: Date;
  tz: string;
}

/** RestaurantOut (API.md §2.4); the owner's e-mail only for admins and that owner. */
export function restaurantOut(r: RestaurantRow, view: RestaurantView) {
  const schedule = scheduleOf(r);
  const legacy = legacyHours(schedule, view.now, view.tz);
  const openNow = isOpenAt(schedule, view.now, view.tz);
  const seesEmail = isAdmin(view.viewer) || (view.viewer.kind === 'user' && view.viewer.id === r.ownerId);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    name_ar: r.nameAr,
    description_ar: r.descriptionAr,
    address: r.address,
    phone_number: r.phoneNumber,
    logo: mediaUrl(view.baseUrl, r.logo),
    cover: mediaUrl(view.baseUrl, r.cover),
    cuisine: r.cuisine,
    // Old clients read one daily range (ADR 026): today's first period, else the next day's with one.
    opening_time: legacy.hours?.opening_time ?? timeOfDay(r.openingTime),
    closing_time: legacy.hours?.closing_time ?? timeOfDay(r.closingTime),
    is_active: r.isActive,
    is_open_now: openNow,
    next_opening: legacy.nextOpening,
    offers_delivery: r.offersDelivery,
    offers_pickup: r.offersPickup,
    preparation_minutes: r.preparationMinutes,
    busy_extra_minutes: r.busyExtraMinutes,
    accept_minutes: r.acceptMinutes,
    paused_until: r.pausedUntil && r.pausedUntil > view.now ? iso(r.pausedUntil) : null,
    opening_hours: r.openingHours,
    closures: r.closures,
    opens_at: openNow ? null : iso(opensAt(schedule, view.now, view.tz)),
    delivery: r.delivery
      ? {
          area: r.delivery.areaId,
          fee: formatCents(r.delivery.feeCents),
          minimum_order: formatCents(r.delivery.minimumOrderCents),
          delivery_minutes: r.delivery.deliveryMinutes,
          eta_minutes: r.preparationMinutes + r.busyExtraMinutes + r.delivery.deliveryMinutes,
        }
      : null,
    is_approved: r.isApproved,
    rejection_reason: r.isApproved === false ? r.rejectionReason : null,
    owner_id: r.ownerId,
    owner_username: r.ownerUsername,
    owner_details: {
      id: r.ownerId,
      username: r.ownerUsername,
      email: seesEmail ? r.ownerEmail : null,
      first_name: r.ownerFirstName,
      last_name: r.ownerLastName,
      user_type: r.ownerUserType,
    },
    avg_rating: rating(r.avgRating),
    review_count: r.reviewCount,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

export type RestaurantOut = ReturnType<typeof restaurantOut>;
