import { type PromotionOut, translator } from '@dishcraft/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activeLocale } from '../../../lib/locale';
import type { PromotionBody } from './model';

/** Request texts run outside React: in the page's language when they are made. */
const tr = () => translator(activeLocale().language);

/** The codes an owner or admin manages; apart from the customer's offers and checks, which depend on who asks. */
export const manageKeys = {
  all: ['promotions', 'manage'] as const,
  list: (restaurant: number | null) => [...manageKeys.all, restaurant] as const,
};

/**
 * The codes I manage (API: GET /api/promotions/): an owner's restaurant's, or every code for an admin, optionally
 * one restaurant's. Newest first.
 */
export function useManagedPromotions(restaurant: number | null) {
  return useQuery({
    queryKey: manageKeys.list(restaurant),
    queryFn: () =>
      api<PromotionOut[]>('/promotions/', {
        query: { restaurant },
        auth: true,
        fallback: tr()('promoAdmin.loadFailed'),
      }),
  });
}

/** A changed code in every list it is in (an admin's filtered lists too). */
function storePromotion(client: QueryClient, promotion: PromotionOut) {
  client.setQueriesData<PromotionOut[]>({ queryKey: manageKeys.all }, (list) =>
    list?.map((p) => (p.id === promotion.id ? promotion : p)),
  );
}

/** Create (no id) or change a code (API: POST /api/promotions/, PATCH /api/promotions/{id}/). */
export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PromotionBody }) =>
      api<PromotionOut>(id ? `/promotions/${id}/` : '/promotions/', {
        method: id ? 'PATCH' : 'POST',
        body,
        auth: true,
        fallback: tr()('promoAdmin.form.saveFailed'),
      }),
    onSuccess: (saved) => storePromotion(client, saved),
    onSettled: () => client.invalidateQueries({ queryKey: manageKeys.all }),
  });
}

/**
 * Pause or resume a code (PATCH is_active). The switch moves at once; a failure puts it back, and the lists are
 * asked again either way.
 */
export function useSetPromotionActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ promotion, active }: { promotion: PromotionOut; active: boolean }) =>
      api<PromotionOut>(`/promotions/${promotion.id}/`, {
        method: 'PATCH',
        body: { is_active: active },
        auth: true,
        fallback: tr()(active ? 'promoAdmin.resumeFailed' : 'promoAdmin.pauseFailed'),
      }),
    onMutate: async ({ promotion, active }) => {
      await client.cancelQueries({ queryKey: manageKeys.all });
      const before = client.getQueriesData<PromotionOut[]>({ queryKey: manageKeys.all });
      storePromotion(client, { ...promotion, is_active: active });
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, list] of context?.before ?? []) client.setQueryData(key, list);
    },
    onSuccess: (saved) => storePromotion(client, saved),
    onSettled: () => client.invalidateQueries({ queryKey: manageKeys.all }),
  });
}

/** Delete a code no order used (API: DELETE /api/promotions/{id}/; 409 in_use otherwise). */
export function useDeletePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (promotion: PromotionOut) =>
      api(`/promotions/${promotion.id}/`, {
        method: 'DELETE',
        auth: true,
        fallback: tr()('promoAdmin.deleteFailed'),
      }),
    onSuccess: (_, promotion) =>
      client.setQueriesData<PromotionOut[]>({ queryKey: manageKeys.all }, (list) =>
        list?.filter((p) => p.id !== promotion.id),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: manageKeys.all }),
  });
}
