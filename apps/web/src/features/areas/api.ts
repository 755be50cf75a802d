import { translator } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { Page } from '../../lib/types';
import type { Area, DeliveryTerms } from './types';

/** Request texts run outside React: in the page's language when they are made. */
const tr = () => translator(activeLocale().language);

export const areaKeys = {
  all: ['areas'] as const,
  /** The areas anyone may pick (retired ones left out), ordered by city and name. */
  list: () => [...areaKeys.all, 'list'] as const,
  /** Every area, retired ones too: the admin's. */
  admin: () => [...areaKeys.all, 'admin'] as const,
};

/** The areas a visitor may choose. They change seldom (an admin adds one now and then). */
export function useAreas(enabled = true) {
  return useQuery({
    queryKey: areaKeys.list(),
    queryFn: async () => rows(await api<Area[] | Page<Area>>('/areas/', { fallback: tr()('areas.failed') })),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useAdminAreas() {
  return useQuery({
    queryKey: areaKeys.admin(),
    queryFn: async () =>
      rows(
        await api<Area[] | Page<Area>>('/areas/', {
          query: { include_retired: true },
          auth: true,
          fallback: tr()('areas.failed'),
        }),
      ),
  });
}

export interface AreaBody {
  name: string;
  name_ar: string | null;
  city: string;
  city_ar: string | null;
}

/** Creates (no id) or changes (id) an area; every list of areas is read again. */
export function useSaveArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Partial<AreaBody> & { is_retired?: boolean } }) =>
      api<Area>(id ? `/areas/${id}/` : '/areas/', {
        method: id ? 'PATCH' : 'POST',
        body,
        auth: true,
        fallback: tr()('areas.admin.saveFailed'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKeys.all }),
  });
}

/**
 * A restaurant's terms for delivering to `area` (RestaurantOut.delivery of `?area=`): null when it does not deliver
 * there, undefined while unknown. Its own query beside the restaurant's, which the server renders without an area.
 */
export function useDeliveryTerms(restaurant: number | null, area: number | null) {
  return useQuery({
    queryKey: ['restaurants', 'delivery', restaurant ?? 0, area ?? 0] as const,
    queryFn: () =>
      api<{ delivery?: DeliveryTerms | null }>(`/restaurants/restaurants/${restaurant}/`, {
        query: { area },
        fallback: tr()('areas.failed'),
      }),
    select: (r) => r.delivery ?? null,
    enabled: !!restaurant && !!area,
    staleTime: 60_000,
  });
}
