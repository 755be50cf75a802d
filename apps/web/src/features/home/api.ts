import { CUSTOM_MEAL_MESSAGES, MEAL_MESSAGES } from '@dishcraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import type { CustomMeal, Meal, Page, Weather } from '../../lib/types';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** GET /api/weather/ with coordinates, or the server's default city (API.md §3.12). */
export function useWeather(coords: Coordinates | null, enabled: boolean) {
  // Two decimals (about 1 km) on the wire: a query parameter, not text on screen, so lib/format.ts does not apply.
  // eslint-disable-next-line no-restricted-syntax
  const query = coords ? { lat: coords.lat.toFixed(2), lon: coords.lon.toFixed(2) } : {};
  return useQuery({
    queryKey: ['weather', query],
    queryFn: () => api<Weather>('/weather/', { query }),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The community's best-rated public custom meals (API.md §3.7). */
export function useTopRatedCustomMeals() {
  return useQuery({
    queryKey: ['top-rated', 'custom-meals'],
    queryFn: async () =>
      rows(
        await api<CustomMeal[] | Page<CustomMeal>>('/meals/custom-meals/top-rated/', {
          fallback: CUSTOM_MEAL_MESSAGES.topFailed,
        }),
      ),
  });
}

/** The meals the dice picks from: available ones, fetched when the dice is first rolled. */
export function usePickerMeals() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: ['meals', 'picker'],
      queryFn: async () =>
        rows(
          await api<Page<Meal>>('/meals/meals/', {
            query: { is_available: true, page: 1, page_size: 50 },
            fallback: MEAL_MESSAGES.fetchFailed,
          }),
        ),
      staleTime: 60_000,
    });
}
