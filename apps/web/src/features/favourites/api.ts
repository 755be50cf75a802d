import { translator } from '@dishcraft/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, rows } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { activeLocale } from '../../lib/locale';
import type { Favourite, Page } from '../../lib/types';
import { toast } from '../../ui/toast';

/** Fallback texts become errors' messages on screen, so they are in the page's language at request time. */
const tr = () => translator(activeLocale().language);

export const favouriteKeys = { all: ['favourites'] as const };

/** What a heart is of: a restaurant or a meal, by id. */
export interface FavouriteTarget {
  kind: 'restaurant' | 'meal';
  id: number;
}

const isOf = (target: FavouriteTarget) => (f: Favourite) => f[target.kind] === target.id;

/**
 * The signed-in customer's favourites, newest first: one query that every heart on the page reads, so a grid of cards
 * costs one request. Only customers keep favourites; for anyone else nothing is asked.
 */
export function useFavourites() {
  const { user } = useAuth();
  return useQuery({
    queryKey: favouriteKeys.all,
    queryFn: async () =>
      rows(
        await api<Favourite[] | Page<Favourite>>('/users/favourites/', {
          auth: true,
          fallback: tr()('favourites.failed'),
        }),
      ),
    enabled: user?.user_type === 'customer',
  });
}

/** Whether the target is among the favourites (false while they load). */
export function useIsFavourite(target: FavouriteTarget): boolean {
  return useFavourites().data?.some(isOf(target)) ?? false;
}

/** Writes the favourites list as the heart wants it to be: with the target (a stand-in until the server answers) or without. */
function showAs(client: QueryClient, target: FavouriteTarget, on: boolean, entry?: Favourite) {
  client.setQueryData<Favourite[]>(favouriteKeys.all, (list = []) => {
    const others = list.filter((f) => !isOf(target)(f));
    if (!on) return others;
    const standIn: Favourite = entry ?? {
      id: 0,
      restaurant: target.kind === 'restaurant' ? target.id : null,
      meal: target.kind === 'meal' ? target.id : null,
      restaurant_details: null,
      meal_details: null,
      created_at: new Date().toISOString(),
    };
    return [standIn, ...others];
  });
}

/**
 * Hearts or un-hearts at once (optimistic): the list changes before the server answers, and changes back with a toast
 * when it refuses. Only the last of several quick toggles reads the list again, so an earlier answer never undoes a
 * later click on screen.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: favouriteKeys.all,
    mutationFn: async ({ target, on }: { target: FavouriteTarget; on: boolean; name: string }) => {
      if (on)
        return api<Favourite>('/users/favourites/', { method: 'POST', body: { [target.kind]: target.id }, auth: true });
      await api<void>('/users/favourites/', { method: 'DELETE', query: { [target.kind]: target.id }, auth: true });
      return null;
    },
    onMutate: async ({ target, on }) => {
      await client.cancelQueries({ queryKey: favouriteKeys.all });
      const was = client.getQueryData<Favourite[]>(favouriteKeys.all)?.find(isOf(target));
      showAs(client, target, on);
      return { was };
    },
    // The server's favourite, details and all, takes the stand-in's place, unless a later click took the heart away.
    onSuccess: (favourite, { target }) => {
      if (favourite)
        client.setQueryData<Favourite[]>(favouriteKeys.all, (list = []) =>
          list.map((f) => (isOf(target)(f) ? favourite : f)),
        );
    },
    onError: (_error, { target, on, name }, context) => {
      showAs(client, target, !on, context?.was);
      toast({ color: 'red', message: t(on ? 'favourites.saveFailed' : 'favourites.removeFailed', { name }) });
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: favouriteKeys.all }) === 1)
        return client.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}
