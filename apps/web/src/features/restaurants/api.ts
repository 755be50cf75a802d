import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, rows } from '../../lib/api';
import { restaurantDetailKey, restaurantQuery } from '../../lib/restaurantQuery';
import type { Ingredient, Meal, Page, Restaurant } from '../../lib/types';
import type { RestaurantDeliveryFields } from '../areas';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  /** Every restaurant (area null), or those delivering to an area, each with its terms there. */
  list: (area: number | null = null) => [...restaurantKeys.all, 'list', ...(area ? [area] : [])] as const,
  detail: restaurantDetailKey,
  meals: (id: number) => [...restaurantKeys.all, 'meals', id] as const,
  ingredients: (id: number) => [...restaurantKeys.all, 'ingredients', id] as const,
};

/** A restaurant as issue #21 answers it: with its hours, its pause and, when asked for an area, its delivery terms. */
export type AreaRestaurant = Restaurant & RestaurantDeliveryFields;

/**
 * Every restaurant a visitor may see, open and closed (API.md §3.3); with an area, only those delivering there, each
 * with its fee, minimum and time for it.
 */
export function useRestaurants(area: number | null = null) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: restaurantKeys.list(area),
    queryFn: async () =>
      rows(
        await api<AreaRestaurant[] | Page<AreaRestaurant>>('/restaurants/restaurants/', {
          query: { area },
          fallback: t('browse.restaurants.failed'),
        }),
      ),
  });
}

export function useRestaurant(id: number) {
  return useQuery(restaurantQuery(id));
}

/** The restaurant's menu (`/api/meals/meals/?restaurant=`). */
export function useRestaurantMeals(id: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: restaurantKeys.meals(id),
    queryFn: async () =>
      rows(
        await api<Meal[] | Page<Meal>>('/meals/meals/', {
          query: { restaurant: id },
          fallback: t('browse.meals.failed'),
        }),
      ),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRestaurantIngredients(id: number, enabled = true) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: restaurantKeys.ingredients(id),
    queryFn: async () =>
      rows(
        await api<Ingredient[] | Page<Ingredient>>(`/restaurants/restaurants/${id}/ingredients/`, {
          fallback: t('browse.ingredientsFailed'),
        }),
      ),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}
