import { type MarkAllReadOut, translator, UI_TIMING } from '@dishcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, rows } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { AppNotification, Page } from '../../lib/types';

/** The texts of this module's failures, in the page's language at the time they happen. */
const t = () => translator(activeLocale().language);

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** Unread notifications for the bell: polled every 30 s while signed in, invalidated live by the stream. */
export function useUnreadNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () =>
      rows(
        await api<AppNotification[] | Page<AppNotification>>('/notifications/notifications/unread/', {
          auth: true,
          fallback: t()('notifications.fetchUnreadFailed'),
        }),
      ),
    enabled,
    refetchInterval: UI_TIMING.unreadPollMs,
    staleTime: 5_000,
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: async () =>
      rows(
        await api<AppNotification[] | Page<AppNotification>>('/notifications/notifications/', {
          auth: true,
          fallback: t()('notifications.fetchFailed'),
        }),
      ),
    staleTime: 5_000,
  });
}

/** Marks the notification read in every cached list at once, so the badge drops before the server answers. */
function markReadInCache(queryClient: ReturnType<typeof useQueryClient>, id: number | 'all') {
  queryClient.setQueryData<AppNotification[]>(notificationKeys.unread, (list) =>
    list?.filter((n) => id !== 'all' && n.id !== id),
  );
  queryClient.setQueryData<AppNotification[]>(notificationKeys.list, (list) =>
    list?.map((n) => (id === 'all' || n.id === id ? { ...n, is_read: true } : n)),
  );
}

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<AppNotification>(`/notifications/notifications/${id}/mark_as_read/`, {
        method: 'POST',
        auth: true,
        fallback: t()('notifications.markFailed'),
      }),
    onMutate: (id) => markReadInCache(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<MarkAllReadOut>('/notifications/notifications/mark_all_as_read/', {
        method: 'POST',
        auth: true,
        fallback: t()('notifications.markAllFailed'),
      }),
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
