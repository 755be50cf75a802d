import type { NotificationOut, NotificationType, OrderStatus } from '@dishcraft/contract';
import { iso, money } from '../../lib/serialize.js';
import type { NotificationRow } from './queries.js';

/** NotificationOut (API.md §2.15): ids and a few names only, never another user's personal data. */
export const notificationOut = (n: NotificationRow): NotificationOut => ({
  id: n.id,
  recipient: n.recipientId,
  sender: n.senderId,
  sender_details: n.senderId !== null ? { id: n.senderId, username: n.senderUsername ?? '' } : null,
  restaurant: n.restaurantId,
  restaurant_details: n.restaurantId !== null ? { id: n.restaurantId, name: n.restaurantName ?? '' } : null,
  order: n.orderId,
  order_details:
    n.orderId !== null
      ? { id: n.orderId, status: n.orderStatus as OrderStatus, total_price: money(n.orderTotalCents ?? 0) }
      : null,
  notification_type: n.notificationType as NotificationType,
  title: n.title,
  message: n.message,
  is_read: n.isRead,
  created_at: iso(n.createdAt) as string,
});
