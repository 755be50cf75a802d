import type { NotificationType, OrderStatus } from './enums.js';

/** The live notification stream (API.md §3.11). */
export const NOTIFICATION_STREAM = {
  /** Sent as `retry:` so EventSource-like clients wait this long before reconnecting. */
  retryMs: 5000,
  heartbeatMs: 25_000,
  maxStreamsPerUser: 5,
  /** At most this many notifications are replayed after `Last-Event-ID`. */
  replayMax: 100,
  event: 'notification',
} as const;

export const NOTIFICATION_MESSAGES = {
  allMarkedRead: 'All notifications marked as read',
} as const;

/** NotificationOut (API.md §2.15). */
export interface NotificationOut {
  id: number;
  recipient: number;
  sender: number | null;
  sender_details: { id: number; username: string } | null;
  restaurant: number | null;
  restaurant_details: { id: number; name: string } | null;
  order: number | null;
  order_details: { id: number; status: OrderStatus; total_price: string } | null;
  notification_type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

export interface MarkAllReadOut {
  status: typeof NOTIFICATION_MESSAGES.allMarkedRead;
  updated: number;
}
