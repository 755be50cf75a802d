import { translator } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { Page } from '../../lib/types';
import type { Address, AddressBody } from './types';

/** Fallback texts become errors' messages on screen, so they are in the page's language at request time. */
const tr = () => translator(activeLocale().language);

export const addressKeys = { all: ['addresses'] as const };

/** The areas a customer may pick: the header's area list (features/areas), one cache entry. */
export { useAreas as useAreaList } from '../areas';

/** The signed-in user's saved addresses, the default first. */
export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: async () => {
      const list = rows(
        await api<Address[] | Page<Address>>('/users/addresses/', { auth: true, fallback: tr()('addresses.failed') }),
      );
      return [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default));
    },
    enabled,
  });
}

/** Creates (no id) or replaces (id) an address; every change can move the default, so the list is read again. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressBody }) =>
      api<Address>(id ? `/users/addresses/${id}/` : '/users/addresses/', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: true,
        fallback: tr()('addresses.saveFailed'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useMakeDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Address>(`/users/addresses/${id}/`, {
        method: 'PATCH',
        body: { is_default: true },
        auth: true,
        fallback: tr()('addresses.saveFailed'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/users/addresses/${id}/`, { method: 'DELETE', auth: true, fallback: tr()('addresses.deleteFailed') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
