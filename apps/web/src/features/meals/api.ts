import { LIMITS, optionsKey } from '@dishcraft/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration';
import { api, rows } from '../../lib/api';
import { useIdleAfter } from '../../lib/idle';
import type { Availability, Category, Meal, Page } from '../../lib/types';

export interface MealFilters {
  search: string;
  category: number | null;
  minPrice: number;
  maxPrice: number;
}

export const mealKeys = {
  all: ['meals'] as const,
  page: (filters: MealFilters, page: number) => [...mealKeys.all, 'page', filters, page] as const,
  featured: () => [...mealKeys.all, 'featured'] as const,
  picker: () => [...mealKeys.all, 'picker'] as const,
  detail: (id: number) => [...mealKeys.all, 'detail', id] as const,
  availability: (id: number, quantity: number, options = '') =>
    [...mealKeys.all, 'availability', id, quantity, options] as const,
  categories: ['categories'] as const,
};

export const PAGE_SIZE = LIMITS.pageSize.default;

/** One page of meals matching the filters (API.md §3.6: `search`, `category`, `min_price`, `max_price`). */
export function useMealsPage(filters: MealFilters, page: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: mealKeys.page(filters, page),
    queryFn: () =>
      api<Page<Meal>>('/meals/meals/', {
        query: {
          page,
          page_size: PAGE_SIZE,
          search: filters.search.trim() || undefined,
          category: filters.category ?? undefined,
          min_price: filters.minPrice > 0 ? filters.minPrice : undefined,
          max_price: filters.maxPrice,
        },
        fallback: t('browse.meals.failed'),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The first meals the server returns (home page features pick from these). */
export function useFirstMeals(count: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: [...mealKeys.featured(), count],
    queryFn: async () =>
      rows(
        await api<Page<Meal>>('/meals/meals/', {
          query: { page: 1, page_size: count },
          fallback: t('browse.meals.failed'),
        }),
      ),
  });
}

export function useMeal(id: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: mealKeys.detail(id),
    queryFn: () => api<Meal>(`/meals/meals/${id}/`, { fallback: t('browse.meal.failed') }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

export function useCategories() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: mealKeys.categories,
    queryFn: async () =>
      rows(
        await api<Category[] | Page<Category>>('/meals/categories/', { fallback: t('browse.meals.categoriesFailed') }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** `options` the chosen options' ids, comma-separated as API.md §2.16 asks, or '' for none. */
const fetchAvailability = (id: number, quantity: number, fallback: string, options = '') =>
  api<Availability>(`/meals/meals/${id}/check_availability/`, {
    query: { quantity, options: options || undefined },
    fallback,
  });

/**
 * The meal's stock check, once the page is the browser's (a rendered page's does not wait for it: useHydrated) and,
 * with `ready` false, not before.
 */
export function useMealAvailability(id: number, quantity = 1, ready = true) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return useQuery({
    queryKey: mealKeys.availability(id, quantity),
    queryFn: () => fetchAvailability(id, quantity, t('browse.stock.checkFailed')),
    enabled: Number.isInteger(id) && id > 0 && hydrated && ready,
    retry: false,
  });
}

/**
 * Whether a listed meal's stock check says it cannot be made now (customer spec §2: checked per listed meal; a failed
 * check counts as unavailable). Each card or menu row asks for its own, so an answer re-renders that one alone, not
 * the whole list (issue #8: twenty answers re-rendered the meals page twenty times, one long task after hydration),
 * and starts it in an idle moment of its own: started together as the page was taken over, twenty checks were one
 * task of ~190 ms on a mid-range phone.
 */
export function useOutOfStock(id: number): boolean {
  const check = useMealAvailability(id, 1, useIdleAfter(useHydrated()));
  return check.isError || check.data?.is_available === false;
}

/** A fresh check just before adding to the cart, of the meal with the chosen options. */
export function useCheckAvailability() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (id: number, quantity: number, optionIds: readonly number[] = []) =>
    queryClient.fetchQuery({
      queryKey: mealKeys.availability(id, quantity, optionsKey(optionIds)),
      queryFn: () => fetchAvailability(id, quantity, t('browse.stock.checkFailed'), optionsKey(optionIds)),
      staleTime: 0,
      retry: false,
    });
}
