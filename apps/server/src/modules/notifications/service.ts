import type { NotificationType } from '@dishcraft/contract';
import type { AppContext, OnCommit } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { CHANNELS } from '../../lib/channels.js';
import { insertNotifications } from './queries.js';

export interface NewNotification {
  recipientId: number;
  senderId?: number | null;
  restaurantId?: number | null;
  orderId?: number | null;
  type: NotificationType;
  title: string;
  message: string;
}

export function notificationsService(ctx: AppContext) {
  return {
    /**
     * Inserts notifications inside the transaction that causes them (API.md §4.5); once it
     * commits, every server instance is told so it can push them to the recipients' streams.
     */
    async create(tx: Tx, onCommit: OnCommit, items: NewNotification[]): Promise<number[]> {
      const rows = await insertNotifications(
        tx,
        items.map((n) => ({
          recipientId: n.recipientId,
          senderId: n.senderId ?? null,
          restaurantId: n.restaurantId ?? null,
          orderId: n.orderId ?? null,
          notificationType: n.type,
          title: n.title,
          message: n.message,
          createdAt: ctx.clock.now(),
        })),
      );
      if (rows.length) {
        onCommit('notification push', () =>
          ctx.database.notify(CHANNELS.notification, JSON.stringify({ ids: rows.map((r) => r.id) })),
        );
      }
      return rows.map((r) => r.id);
    },
  };
}
