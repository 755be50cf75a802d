import { LIMITS, type OrderStatus, type OwnerStatsOut } from '@dishcraft/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api, rows } from '../../lib/api';
import { compareText } from '../../lib/compareText';
import type { Category, Ingredient, Meal, Order, Page, Restaurant, User } from '../../lib/types';
import { orderKeys } from '../../lib/orderKeys';

/** Query keys of the owner screens; the admin screens share the restaurant and order ones. */
export const ownerKeys = {
  myRestaurant: ['owner', 'my-restaurant'] as const,
  stats: ['owner', 'stats'] as const,
  /** Under the orders feature's root key, so a live `new_order` notification (which invalidates it) refreshes the list. */
  orders: [...orderKeys.all, 'staff'] as const,
  order: orderKeys.detail,
  meals: (restaurantId: number) => ['owner', 'meals', restaurantId] as const,
  meal: (id: number) => ['owner', 'meal', id] as const,
  ingredients: (restaurantId: number) => ['owner', 'ingredients', restaurantId] as const,
  ingredient: (id: number) => ['owner', 'ingredient', id] as const,
  categories: ['owner', 'categories'] as const,
  restaurant: (id: number) => ['owner', 'restaurant', id] as const,
  restaurants: ['admin', 'restaurants'] as const,
  owners: ['admin', 'owners'] as const,
};

/** How often the order lists look for new orders when no live event arrives (owner/admin spec §3). */
export const ORDER_POLL_MS = 30_000;

/**
 * True when my-restaurant answered "You do not have a restaurant set up yet.": its only 404 for an owner. Told by the
 * status, not the words, since the server words it in the page's language.
 */
export function isNoRestaurant(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The signed-in owner's restaurant (any approval state). */
export function useMyRestaurant(enabled = true) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.myRestaurant,
    queryFn: () =>
      api<Restaurant>('/restaurants/restaurants/my-restaurant/', {
        auth: true,
        fallback: t('owner.dashboard.fetchFailed'),
      }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export function useOwnerStats(enabled: boolean) {
  return useQuery({
    queryKey: ownerKeys.stats,
    queryFn: () => api<OwnerStatsOut>('/stats/my-restaurant/', { query: { days: 30 }, auth: true }),
    enabled,
  });
}

/** Which orders a list asks the API for (API.md §3.9); with `page`, one page of them (§1.5). */
export interface OrderQuery {
  statuses?: readonly OrderStatus[];
  search?: string;
  page?: number;
  /** true: only orders for a later time; false: only as-soon-as-possible ones (issue #21). */
  scheduled?: boolean;
}

/**
 * Orders the caller may see (an owner's restaurant's, or every order for an admin), newest first, as a page: the
 * whole list as one page without `page`. Polls for new ones.
 */
export function useOrderList(query: OrderQuery, enabled = true) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: [...ownerKeys.orders, query],
    queryFn: async (): Promise<Page<Order>> => {
      const data = await api<Order[] | Page<Order>>('/orders/orders/', {
        query: {
          status: query.statuses?.join(','),
          search: query.search?.trim() || undefined,
          page: query.page,
          scheduled: query.scheduled,
          page_size: query.page ? LIMITS.pageSize.default : undefined,
        },
        auth: true,
        fallback: t('owner.orders.fetchFailed'),
      });
      return Array.isArray(data) ? { count: data.length, next: null, previous: null, results: data } : data;
    },
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: ORDER_POLL_MS,
  });
}

/** Puts a changed order into every cached list and detail, then asks the lists again (it may have left one). */
function storeOrder(client: QueryClient, order: Order) {
  client.setQueriesData<Page<Order>>({ queryKey: ownerKeys.orders }, (list) =>
    list ? { ...list, results: list.results.map((o) => (o.id === order.id ? order : o)) } : list,
  );
  client.setQueryData(ownerKeys.order(order.id), order);
  void client.invalidateQueries({ queryKey: ownerKeys.orders });
}

/** POST update_status; the reason goes only with `cancelled` (spec §7). */
export function useUpdateOrderStatus() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: OrderStatus; reason?: string }) =>
      api<Order>(`/orders/orders/${id}/update_status/`, {
        method: 'POST',
        body: status === 'cancelled' ? { status, reason } : { status },
        auth: true,
        fallback: t('owner.status.updateFailed'),
      }),
    onSuccess: (order) => {
      storeOrder(client, order);
      void client.invalidateQueries({ queryKey: ownerKeys.stats });
      void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
      void client.invalidateQueries({ queryKey: ['owner', 'ingredients'] });
    },
  });
}

export function useRestaurantMeals(restaurantId: number | undefined) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.meals(restaurantId ?? 0),
    queryFn: async () =>
      rows(
        await api<Meal[] | Page<Meal>>('/meals/meals/', {
          query: { restaurant: restaurantId },
          fallback: t('owner.menu.fetchFailed'),
        }),
      ),
    enabled: !!restaurantId,
  });
}

export function useRestaurantIngredients(restaurantId: number | undefined) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.ingredients(restaurantId ?? 0),
    queryFn: async () =>
      rows(
        await api<Ingredient[] | Page<Ingredient>>(`/restaurants/restaurants/${restaurantId}/ingredients/`, {
          fallback: t('owner.ingredients.loadFailed'),
        }),
      ),
    enabled: !!restaurantId,
  });
}

export function useDeleteMeal() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (meal: Meal) =>
      api(`/meals/meals/${meal.id}/`, { method: 'DELETE', auth: true, fallback: t('owner.menu.deleteFailed') }),
    onSuccess: (_, meal) => {
      void client.invalidateQueries({ queryKey: ownerKeys.meals(meal.restaurant) });
      void client.invalidateQueries({ queryKey: ownerKeys.stats });
    },
  });
}

export function useDeleteIngredient() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ingredient: Ingredient) =>
      api(`/restaurants/ingredients/${ingredient.id}/`, {
        method: 'DELETE',
        auth: true,
        fallback: t('owner.ingredients.deleteFailed'),
      }),
    onSuccess: (_, ingredient) => client.invalidateQueries({ queryKey: ownerKeys.ingredients(ingredient.restaurant) }),
  });
}

export function useMeal(id: number | null) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.meal(id ?? 0),
    queryFn: () => api<Meal>(`/meals/meals/${id}/`, { fallback: t('owner.mealForm.loadFailed') }),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

export function useIngredient(id: number | null) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.ingredient(id ?? 0),
    queryFn: () =>
      api<Ingredient>(`/restaurants/ingredients/${id}/`, { fallback: t('owner.ingredientForm.loadFailed') }),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

export function useCategories() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.categories,
    queryFn: async () =>
      rows(
        await api<Category[] | Page<Category>>('/meals/categories/', {
          fallback: t('owner.mealForm.categoriesFailed'),
        }),
      ),
  });
}

export function useCreateCategory() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; name_ar: string; description: string }) =>
      api<Category>('/meals/categories/', {
        method: 'POST',
        body,
        auth: true,
        fallback: t('owner.mealForm.categoryFailed'),
      }),
    onSuccess: (category) =>
      client.setQueryData<Category[]>(ownerKeys.categories, (list) =>
        [...(list ?? []), category].sort((a, b) => compareText(a.name, b.name)),
      ),
  });
}

/** Create (POST) or update (PUT) a meal; the body is multipart with `ingredients` as JSON text. */
export function useSaveMeal(id: number | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      api<Meal>(id ? `/meals/meals/${id}/` : '/meals/meals/', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: true,
        fallback: id ? t('owner.mealForm.updateFailed') : t('owner.mealForm.createFailed'),
      }),
    onSuccess: (meal) => {
      client.setQueryData(ownerKeys.meal(meal.id), meal);
      void client.invalidateQueries({ queryKey: ownerKeys.meals(meal.restaurant) });
      void client.invalidateQueries({ queryKey: ownerKeys.stats });
    },
  });
}

/** Create (POST) or update (PUT) an ingredient, multipart. */
export function useSaveIngredient(id: number | null) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      api<Ingredient>(id ? `/restaurants/ingredients/${id}/` : '/restaurants/ingredients/', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: true,
        fallback: id ? t('owner.ingredientForm.updateFailed') : t('owner.ingredientForm.createFailed'),
      }),
    onSuccess: (ingredient) => {
      client.setQueryData(ownerKeys.ingredient(ingredient.id), ingredient);
      void client.invalidateQueries({ queryKey: ownerKeys.ingredients(ingredient.restaurant) });
    },
  });
}

export function useRestaurant(id: number | null) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.restaurant(id ?? 0),
    queryFn: () =>
      api<Restaurant>(`/restaurants/restaurants/${id}/`, { fallback: t('owner.restaurantPage.fetchFailed') }),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

/** Every restaurant the caller may see (an admin sees all, in any approval state). */
export function useRestaurants(enabled = true) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.restaurants,
    queryFn: async () =>
      rows(
        await api<Restaurant[] | Page<Restaurant>>('/restaurants/restaurants/', {
          auth: true,
          fallback: t('owner.orders.fetchRestaurantsFailed'),
        }),
      ),
    enabled,
  });
}

/** Users of type restaurant, for the admin's owner selector. */
export function useRestaurantOwners(enabled: boolean) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ownerKeys.owners,
    queryFn: async () =>
      rows(
        await api<User[] | Page<User>>('/users/users/', {
          query: { user_type: 'restaurant' },
          auth: true,
          fallback: t('owner.orders.fetchOwnersFailed'),
        }),
      ),
    enabled,
  });
}

/** Puts a changed restaurant everywhere it is cached (the admin list swaps the returned row in). */
export function storeRestaurant(client: QueryClient, restaurant: Restaurant) {
  client.setQueryData(ownerKeys.restaurant(restaurant.id), restaurant);
  client.setQueryData<Restaurant[]>(ownerKeys.restaurants, (list) =>
    list?.map((r) => (r.id === restaurant.id ? restaurant : r)),
  );
  client.setQueryData<Restaurant>(ownerKeys.myRestaurant, (mine) => (mine?.id === restaurant.id ? restaurant : mine));
}

/** Create (POST) or update (PATCH) a restaurant, multipart (logo optional). */
export function useSaveRestaurant(id: number | null, fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      api<Restaurant>(id ? `/restaurants/restaurants/${id}/` : '/restaurants/restaurants/', {
        method: id ? 'PATCH' : 'POST',
        body,
        auth: true,
        fallback,
      }),
    onSuccess: (restaurant) => {
      storeRestaurant(client, restaurant);
      if (!id) {
        void client.invalidateQueries({ queryKey: ownerKeys.restaurants });
        void client.invalidateQueries({ queryKey: ownerKeys.myRestaurant });
        void client.invalidateQueries({ queryKey: ['admin'] });
      }
    },
  });
}
