import type { TFunction } from 'i18next';
import { formatClock, formatOpensAt, formatSoon } from './format';
import type { Restaurant } from './types';

/** What a restaurant says about taking orders; the newer fields may be missing from an older server's answer. */
export type OpenFacts = Pick<Restaurant, 'is_open_now' | 'next_opening'> &
  Partial<Pick<Restaurant, 'paused_until' | 'opens_at'>>;

/**
 * Why the restaurant takes no order now, in words, or null when it does: paused by its kitchen ("Not taking orders
 * until 14:30", until `opens_at` when the pause ends outside the hours), else closed ("Opens tomorrow at 12:00", from
 * `opens_at`). Without `opens_at` (nothing opens within 8 days, or an older server) it falls back to `next_opening`,
 * then to a plain "not taking orders". Shared by the restaurant page and the cart, checkout and meal pages.
 */
export function notTakingOrders(restaurant: OpenFacts | undefined, t: TFunction, now = Date.now()): string | null {
  if (!restaurant || restaurant.is_open_now) return null;
  const paused = restaurant.paused_until ? Date.parse(restaurant.paused_until) > now : false;
  if (paused)
    return t('browse.restaurant.pausedUntil', {
      time: formatSoon(restaurant.opens_at ?? (restaurant.paused_until as string), new Date(now)),
    });
  if (restaurant.opens_at) return formatOpensAt(restaurant.opens_at, new Date(now));
  const next = restaurant.next_opening;
  if (!next) return t('cart.notTakingOrders');
  const time = formatClock(next.time);
  return next.day === 'today' ? t('cart.opensToday', { time }) : t('cart.opensTomorrow', { time });
}
