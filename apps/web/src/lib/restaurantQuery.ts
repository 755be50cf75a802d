import { translator } from '@dishcraft/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { activeLocale } from './locale';
import type { Restaurant } from './types';

/**
 * One restaurant's query, shared by its page and by the cart, which asks whether that restaurant takes orders now:
 * one cache entry, so the cart and the page agree and a visit to one fills the other.
 */
export const restaurantDetailKey = (id: number) => ['restaurants', 'detail', id] as const;

export const restaurantQuery = (id: number) =>
  queryOptions({
    queryKey: restaurantDetailKey(id),
    queryFn: () =>
      api<Restaurant>(`/restaurants/restaurants/${id}/`, {
        fallback: translator(activeLocale().language)('browse.restaurant.failed'),
      }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
