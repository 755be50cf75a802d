import { translator } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { Order, Page } from '../../lib/types';
import { orderKeys } from '../../lib/orderKeys';

/** The fallback texts reach the screen as errors' messages, so they are in the page's language at request time. */
const tr = () => translator(activeLocale().language);

export function useOrders() {
  return useQuery({
    queryKey: orderKeys.list,
    queryFn: async () =>
      rows(await api<Order[] | Page<Order>>('/orders/orders/', { auth: true, fallback: tr()('orders.fetchFailed') })),
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => api<Order>(`/orders/orders/${id}/`, { auth: true, fallback: tr()('orders.fetchOneFailed') }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

/** The customer's one status change: cancelling a pending order with a reason (API.md §3.9). */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api<Order>(`/orders/orders/${id}/update_status/`, {
        method: 'POST',
        body: { status: 'cancelled', reason },
        auth: true,
        fallback: tr()('orders.cancelFailed'),
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list });
    },
  });
}
