import type { TFunction } from 'i18next';
import { formatOpensAt, formatSoon } from '../../lib/format';
import { closedReason } from '../cart';
import type { AreaRestaurant } from './api';

/**
 * Why the restaurant takes no order now, in words, or null when it does: paused by its kitchen ("Not taking orders
 * until 14:30"), else closed ("Opens tomorrow at 12:00", from `opens_at`). Servers that answer without `opens_at`
 * still say it from `next_opening`.
 */
export function notTakingOrders(restaurant: AreaRestaurant | undefined, t: TFunction): string | null {
  if (!restaurant) return null;
  if (restaurant.paused_until && Date.parse(restaurant.paused_until) > Date.now())
    return t('browse.restaurant.pausedUntil', { time: formatSoon(restaurant.paused_until) });
  if (restaurant.is_open_now) return null;
  if (restaurant.opens_at) return formatOpensAt(restaurant.opens_at);
  return closedReason(restaurant);
}
