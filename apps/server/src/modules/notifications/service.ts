import {
  type Language,
  languageOrDefault,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_STREAM,
  type NotificationType,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserActor } from '../../lib/actor.js';
import { CHANNELS } from '../../lib/channels.js';
import { notFound } from '../../lib/errors.js';
import { type PageRequest, pageOf } from '../../lib/pagination.js';
import * as q from './queries.js';
import { notificationOut } from './serialize.js';

export interface NewNotification {
  recipientId: number;
  /** The recipient's language when the caller already read it (saves a query); else it is looked up. */
  recipientLanguage?: Language;
  senderId?: number | null;
  restaurantId?: number | null;
  orderId?: number | null;
  type: NotificationType;
  /** Title and message in the recipient's language (the contract's orderNotifications, restaurantNotifications). */
  text: (language: Language) => NotificationText;
}

export interface NotificationText {
  title: string;
  message: string;
}

/** List filters of API.md §3.11; the recipient always comes from the actor. */
export type NotificationListFilter = Omit<q.NotificationFilter, 'recipientId'>;

export function notificationsService(ctx: AppContext) {
  const { db } = ctx.database;
  const lists = q.preparedLists(db);

  return {
    /**
     * Inserts notifications inside the transaction that causes them (API.md §4.5); the same
     * statement queues the NOTIFY that, once the transaction commits, tells every server instance
     * to push them to the recipients' streams.
     */
    async create(tx: Tx, items: NewNotification[]): Promise<number[]> {
      if (!items.length) return [];
      // Written in each recipient's language (issue #20), read in one query for those the caller did not know.
      const unknown = items.filter((n) => n.recipientLanguage === undefined).map((n) => n.recipientId);
      const languages = await q.languagesOf(tx, [...new Set(unknown)]);
      return q.insertNotifications(
        tx,
        items.map((n) => ({
          recipientId: n.recipientId,
          senderId: n.senderId ?? null,
          restaurantId: n.restaurantId ?? null,
          orderId: n.orderId ?? null,
          notificationType: n.type,
          ...n.text(n.recipientLanguage ?? languageOrDefault(languages.get(n.recipientId))),
          createdAt: ctx.clock.now(),
        })),
        CHANNELS.notification,
      );
    },

    /** The caller's own notifications, newest first; every role sees only what was sent to them. */
    async list(actor: UserActor, filter: NotificationListFilter, page: PageRequest | null, url: URL) {
      const scoped = { ...filter, recipientId: actor.id };
      if (!page) return (await lists.list(scoped)).map(notificationOut);
      const [total, rows] = await Promise.all([
        lists.count(scoped),
        lists.list(scoped, { limit: page.size, offset: page.offset }),
      ]);
      return pageOf(page, total, rows.map(notificationOut), url);
    },

    async get(actor: UserActor, id: number) {
      const row = await q.findNotification(db, id, actor.id);
      if (!row) throw notFound();
      return notificationOut(row);
    },

    /** Idempotent; someone else's notification answers like a missing one. */
    async markAsRead(actor: UserActor, id: number) {
      if (!(await q.markRead(db, id, actor.id))) throw notFound();
      return this.get(actor, id);
    },

    async markAllAsRead(actor: UserActor) {
      const updated = await q.markAllRead(db, actor.id);
      return { status: NOTIFICATION_MESSAGES.allMarkedRead, updated };
    },

    /** Notifications named by a NOTIFY payload, for the live streams. */
    async byIds(ids: number[]) {
      return (await q.notificationsByIds(db, ids)).map(notificationOut);
    },

    /** What a reconnecting stream missed: the user's notifications after `afterId`, oldest first. */
    async replay(userId: number, afterId: number) {
      return (await q.notificationsAfter(db, userId, afterId, NOTIFICATION_STREAM.replayMax)).map(notificationOut);
    },
  };
}
