import { type AdminStatsOut, translator, type UserType } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { Page, Restaurant, User } from '../../lib/types';
import { toast } from '../../ui/toast';
import { ownerKeys, storeRestaurant } from '../owner';

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  user: (id: number) => ['admin', 'user', id] as const,
};

/** The texts of requests, which run outside React: in the page's language when they are made. */
const t = () => translator(activeLocale().language);

/** Admin success toasts: bottom right, 5 seconds (owner/admin spec §2, §9). */
export function adminToast(message: string) {
  toast({ message, placement: 'admin' });
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => api<AdminStatsOut>('/stats/admin/', { query: { days: 30 }, auth: true }),
  });
}

export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async () =>
      rows(await api<User[] | Page<User>>('/users/users/', { auth: true, fallback: t()('admin.users.fetchFailed') })),
  });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? 0),
    queryFn: () => api<User>(`/users/users/${id}/`, { auth: true, fallback: t()('admin.userForm.fetchFailed') }),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: User) =>
      api(`/users/users/${user.id}/`, { method: 'DELETE', auth: true, fallback: t()('admin.users.deleteFailed') }),
    onSuccess: (_, user) => {
      client.setQueryData<User[]>(adminKeys.users, (list) => list?.filter((u) => u.id !== user.id));
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export interface UserBody {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  password?: string;
  password2?: string;
}

/** Create through registration as an admin (any type in one call), or PATCH an existing user. */
export function useSaveUser(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) =>
      id
        ? api<User>(`/users/users/${id}/`, {
            method: 'PATCH',
            body,
            auth: true,
            fallback: t()('admin.userForm.saveFailed'),
          })
        : api<{ id: number }>('/users/register/', {
            method: 'POST',
            body,
            auth: true,
            fallback: t()('admin.userForm.saveFailed'),
          }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** PATCH {is_approved, rejection_reason}; the returned restaurant replaces the row (owner/admin spec §7). */
export function useSetApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      restaurant,
      approved,
      reason,
    }: {
      restaurant: Restaurant;
      approved: boolean | null;
      reason: string | null;
    }) =>
      api<Restaurant>(`/restaurants/restaurants/${restaurant.id}/`, {
        method: 'PATCH',
        body: { is_approved: approved, rejection_reason: approved === false ? reason : null },
        auth: true,
        fallback: t()('admin.restaurants.statusFailed'),
      }),
    onSuccess: (restaurant) => {
      storeRestaurant(client, restaurant);
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export { ownerKeys };
