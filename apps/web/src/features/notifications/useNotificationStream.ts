import type { NotificationOut } from '@dishcraft/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { orderKeys } from '../../lib/orderKeys';
import { toast } from '../../ui/toast';
import { notificationKeys } from './api';
import { startNotificationStream } from './stream';

/** One stream per signed-in token, however many components ask for it. */
let active: { token: string; users: number; stop: () => void } | null = null;

function received(queryClient: QueryClient, notification: NotificationOut, showToast: boolean) {
  queryClient.setQueryData<NotificationOut[]>(notificationKeys.unread, (list) =>
    list && !list.some((n) => n.id === notification.id) ? [notification, ...list] : list,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  // The order page and lists show the new status without a reload.
  if (notification.order) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  if (showToast)
    toast({
      id: `notification-${notification.id}`,
      title: notification.title,
      message: notification.message,
      color: 'tomato',
      news: true,
    });
}

/** Starts the live notification stream while signed in (ARCHITECTURE.md Web: the stream invalidates the poll). */
export function useNotificationStream() {
  const { token, status } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'authenticated' || !token) return;
    if (active && active.token !== token) {
      active.stop();
      active = null;
    }
    if (!active) {
      let opened = 0;
      const stop = startNotificationStream({
        token,
        onNotification: (n) => received(queryClient, n, !n.is_read),
        onOpen: () => {
          // after a reconnect, refetch what may have changed while the stream was down
          if (opened++ > 0) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        },
      });
      active = { token, users: 0, stop };
    }
    const mine = active;
    mine.users += 1;
    return () => {
      mine.users -= 1;
      if (mine.users === 0 && active === mine) {
        mine.stop();
        active = null;
      }
    };
  }, [status, token, queryClient]);
}
