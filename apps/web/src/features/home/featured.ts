import { DISPLAY } from '@dishcraft/contract';
import type { Meal, Restaurant } from '../../lib/types';

const byRating = (a: number | null, b: number | null) => (b ?? 0) - (a ?? 0);

/**
 * Up to 3 featured items from the first 6 the server returns (customer spec §1, §9). Among those six,
 * open restaurants and featured, available meals come first, then the better rated; ties keep the
 * server's order.
 */
export function featuredRestaurants(list: Restaurant[]): Restaurant[] {
  return list
    .slice(0, DISPLAY.featuredPool)
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(b.r.is_open_now) - Number(a.r.is_open_now) || byRating(a.r.avg_rating, b.r.avg_rating) || a.i - b.i,
    )
    .slice(0, DISPLAY.featuredCount)
    .map(({ r }) => r);
}

export function featuredMeals(list: Meal[]): Meal[] {
  return list
    .slice(0, DISPLAY.featuredPool)
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        Number(b.m.is_featured) - Number(a.m.is_featured) ||
        Number(b.m.is_available) - Number(a.m.is_available) ||
        byRating(a.m.avg_rating, b.m.avg_rating) ||
        a.i - b.i,
    )
    .slice(0, DISPLAY.featuredCount)
    .map(({ m }) => m);
}
