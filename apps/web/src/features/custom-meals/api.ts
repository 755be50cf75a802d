import { isInStock } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api, rows } from '../../lib/api';
import type { Availability, CustomMeal, Ingredient, Page, Restaurant } from '../../lib/types';

export const customMealKeys = {
  all: ['custom-meals'] as const,
  detail: (id: number) => ['custom-meals', 'detail', id] as const,
  top: ['custom-meals', 'top'] as const,
  mine: (userId: number) => ['custom-meals', 'mine', userId] as const,
  ingredients: (restaurantId: number) => ['custom-meals', 'ingredients', restaurantId] as const,
  restaurant: (restaurantId: number) => ['custom-meals', 'restaurant', restaurantId] as const,
};

const notFound = (error: Error) => (error as { status?: number }).status === 404;
const retryUnlessMissing = (count: number, error: Error) => !notFound(error) && count < 1;

/** The restaurant's switched-on ingredients, for the builder. */
export function useAvailableIngredients(restaurantId: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: customMealKeys.ingredients(restaurantId),
    queryFn: async () =>
      rows(
        await api<Ingredient[] | Page<Ingredient>>(`/restaurants/restaurants/${restaurantId}/ingredients/`, {
          query: { is_available: true },
          fallback: t('browse.ingredientsFailed'),
        }),
      ),
    // The contract's stock rule: an ingredient with none left cannot go into a meal either (issue #19).
    select: (list) => list.filter(isInStock),
    enabled: restaurantId > 0,
    retry: retryUnlessMissing,
  });
}

export function useBuilderRestaurant(restaurantId: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: customMealKeys.restaurant(restaurantId),
    queryFn: () =>
      api<Restaurant>(`/restaurants/restaurants/${restaurantId}/`, { fallback: t('browse.restaurant.failed') }),
    enabled: restaurantId > 0,
    retry: retryUnlessMissing,
  });
}

export interface CustomMealCreateBody {
  name: string;
  description: string;
  cooking_instructions: string;
  is_public: boolean;
  restaurant: number;
  ingredients: { ingredient: number; quantity: number }[];
}

export function useCreateCustomMeal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomMealCreateBody) =>
      api<CustomMeal>('/meals/custom-meals/', {
        method: 'POST',
        body,
        auth: true,
        fallback: t('customMeals.builder.createFailedPlain'),
      }),
    onSuccess: (meal) => {
      queryClient.setQueryData(customMealKeys.detail(meal.id), meal);
      void queryClient.invalidateQueries({ queryKey: ['custom-meals', 'mine'] });
    },
  });
}

export function useCustomMeal(id: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: customMealKeys.detail(id),
    queryFn: () => api<CustomMeal>(`/meals/custom-meals/${id}/`, { fallback: t('customMeals.detail.loadFailed') }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessMissing,
  });
}

/** The creator's visibility switch: PATCH is_public, read it back from the answer. */
export function useSetVisibility(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      api<CustomMeal>(`/meals/custom-meals/${id}/`, {
        method: 'PATCH',
        body: { is_public: isPublic },
        auth: true,
        fallback: t('customMeals.detail.visibilityFailed'),
      }),
    onSuccess: (meal) => {
      queryClient.setQueryData(customMealKeys.detail(id), meal);
      void queryClient.invalidateQueries({ queryKey: ['custom-meals', 'mine'] });
      void queryClient.invalidateQueries({ queryKey: customMealKeys.top });
    },
  });
}

export function useTopCustomMeals() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: customMealKeys.top,
    queryFn: async () =>
      rows(
        await api<CustomMeal[] | Page<CustomMeal>>('/meals/custom-meals/top-rated/', {
          fallback: t('customMeals.top.failed'),
        }),
      ),
  });
}

export function useMyCustomMeals(userId: number | undefined) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: customMealKeys.mine(userId ?? 0),
    queryFn: async () =>
      rows(
        await api<CustomMeal[] | Page<CustomMeal>>('/meals/custom-meals/', {
          query: { user: userId },
          auth: true,
          fallback: t('customMeals.fetchFailed'),
        }),
      ),
    enabled: !!userId,
  });
}

/** The availability preview before adding to the cart (API.md §3.7). */
export function checkCustomMealAvailability(t: TFunction, id: number, quantity: number) {
  return api<Availability>(`/meals/custom-meals/${id}/check_availability/`, {
    query: { quantity },
    fallback: t('browse.stock.checkFailed'),
  });
}
