import type { RestaurantDeliveryAreaOut } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import type { Restaurant } from '../../lib/types';
import { storeRestaurant } from './api';

/** The restaurant fields of issue #21 an owner changes without the multipart form: JSON, only what changed. */
export type RestaurantSettings = Partial<
  Pick<
    Restaurant,
    | 'offers_delivery'
    | 'offers_pickup'
    | 'preparation_minutes'
    | 'accept_minutes'
    | 'busy_extra_minutes'
    | 'opening_hours'
    | 'closures'
  >
>;

/** One row of PUT …/delivery-areas/: money as decimal text. */
export interface DeliveryAreaBody {
  area: number;
  fee: string;
  minimum_order: string;
  delivery_minutes: number;
}

export const deliveryKeys = {
  areas: (restaurantId: number) => ['owner', 'delivery-areas', restaurantId] as const,
};

/**
 * The restaurant's answer goes everywhere it is cached, and customers' views of it are read again, so a pause or a
 * busy kitchen shows on their pages at once (the same browser, e.g. an owner checking their own page).
 */
function useStore() {
  const client = useQueryClient();
  return (restaurant: Restaurant) => {
    storeRestaurant(client, restaurant);
    void client.invalidateQueries({ queryKey: ['restaurants'] });
  };
}

/** PATCH the restaurant with JSON (API.md §4.6): fulfilment, minutes, weekly hours, closures, busy kitchen. */
export function usePatchRestaurant(restaurantId: number) {
  const { t } = useTranslation();
  const store = useStore();
  return useMutation({
    mutationFn: (body: RestaurantSettings) =>
      api<Restaurant>(`/restaurants/restaurants/${restaurantId}/`, {
        method: 'PATCH',
        body,
        auth: true,
        fallback: t('owner.delivery.saveFailed'),
      }),
    onSuccess: store,
  });
}

/** POST …/pause/ with `{minutes}` or `{until: "next_opening"}`; DELETE it to take orders again. */
export function usePause(restaurantId: number) {
  const { t } = useTranslation();
  const store = useStore();
  return useMutation({
    mutationFn: (choice: { minutes: number } | { until: 'next_opening' } | null) =>
      api<Restaurant>(`/restaurants/restaurants/${restaurantId}/pause/`, {
        method: choice ? 'POST' : 'DELETE',
        body: choice ?? undefined,
        auth: true,
        fallback: choice ? t('owner.pause.pauseFailed') : t('owner.pause.resumeFailed'),
      }),
    onSuccess: store,
  });
}

export function useDeliveryAreas(restaurantId: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: deliveryKeys.areas(restaurantId),
    queryFn: () =>
      api<RestaurantDeliveryAreaOut[]>(`/restaurants/restaurants/${restaurantId}/delivery-areas/`, {
        auth: true,
        fallback: t('owner.deliveryAreas.loadFailed'),
      }),
  });
}

/** PUT the whole list; on a refusal nothing changed (API.md), so the cache is only replaced on success. */
export function useSaveDeliveryAreas(restaurantId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: DeliveryAreaBody[]) =>
      api<RestaurantDeliveryAreaOut[]>(`/restaurants/restaurants/${restaurantId}/delivery-areas/`, {
        method: 'PUT',
        body: rows,
        auth: true,
        fallback: t('owner.deliveryAreas.saveFailed'),
      }),
    onSuccess: (list) => {
      client.setQueryData(deliveryKeys.areas(restaurantId), list);
      void client.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}
