import { z } from 'zod';
import { NOTIFICATION_TYPES, ORDER_STATUSES } from '../enums.js';
import { answerShapes, boolQuery, choicesQuery, datetimeOut, idOut, idQuery, moneyOut, pageQuery } from './common.js';

/** NotificationOut (API.md §2.15). */
export const notificationOutSchema = z
  .object({
    id: idOut,
    recipient: idOut,
    sender: idOut.nullable(),
    sender_details: z.object({ id: idOut, username: z.string() }).nullable(),
    restaurant: idOut.nullable(),
    restaurant_details: z.object({ id: idOut, name: z.string() }).nullable(),
    order: idOut.nullable(),
    order_details: z.object({ id: idOut, status: z.enum(ORDER_STATUSES), total_price: moneyOut }).nullable(),
    notification_type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    is_read: z.boolean(),
    created_at: datetimeOut,
  })
  .register(answerShapes, { id: 'NotificationOut' });

export const markAllReadOutSchema = z.object({
  status: z.string().describe("'All notifications marked as read', in the request's Accept-Language"),
  updated: z.int().nonnegative(),
});

export const notificationListQuery = z.object({
  ...pageQuery,
  is_read: boolQuery,
  notification_type: choicesQuery(NOTIFICATION_TYPES),
  order: idQuery,
});

/** The unread list takes the same filters but `is_read`. */
export const unreadNotificationsQuery = notificationListQuery.omit({ is_read: true });

/** The stream answers Server-Sent Events, one NotificationOut per `notification` event (API.md §3.11). */
export const notificationStreamOut = z.string().describe('text/event-stream');

export type NotificationOut = z.output<typeof notificationOutSchema>;
export type MarkAllReadOut = z.output<typeof markAllReadOutSchema>;
