import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { namedStatement, param } from '../../db/named-statement.js';
import { notifications, orders, restaurants, users } from '../../db/schema.js';

export interface NewNotificationRow {
  recipientId: number;
  senderId: number | null;
  restaurantId: number | null;
  orderId: number | null;
  notificationType: string;
  title: string;
  message: string;
  createdAt: Date;
}

/**
 * Inserts the rows and, in the same statement, queues a NOTIFY of their ids on the channel. PostgreSQL
 * delivers a NOTIFY only when its transaction commits (never after a rollback), so the push needs no
 * statement of its own after the commit. The rows come as arrays, so every batch shares one text, run
 * by name (ADR 009).
 */
const notificationsInsert = namedStatement<{ ids: number[] | null }>(
  'notifications_insert',
  sql`
  with created as (
    insert into ${notifications} (recipient_id, sender_id, restaurant_id, order_id, notification_type, title, message,
      created_at)
    select note.recipient_id, note.sender_id, note.restaurant_id, note.order_id, note.notification_type, note.title,
      note.message, note.created_at
    from unnest(${param('recipients')}::int[], ${param('senders')}::int[], ${param('restaurants')}::int[], ${param('orders')}::int[],
      ${param('types')}::text[], ${param('titles')}::text[], ${param('messages')}::text[], ${param('createdAt')}::timestamptz[])
      with ordinality as note(recipient_id, sender_id, restaurant_id, order_id, notification_type, title, message,
        created_at, n)
    order by note.n
    returning id
  ), ids as (select json_agg(id order by id) as ids from created)
  select ids, pg_notify(${param('channel')}, json_build_object('ids', ids)::text) from ids`,
);

/** Returns the new ids in insertion order. */
export async function insertNotifications(db: Executor, rows: NewNotificationRow[], channel: string) {
  if (!rows.length) return [];
  const [row] = await notificationsInsert(db, {
    recipients: rows.map((r) => r.recipientId),
    senders: rows.map((r) => r.senderId),
    restaurants: rows.map((r) => r.restaurantId),
    orders: rows.map((r) => r.orderId),
    types: rows.map((r) => r.notificationType),
    titles: rows.map((r) => r.title),
    messages: rows.map((r) => r.message),
    createdAt: rows.map((r) => r.createdAt.toISOString()),
    channel,
  });
  return (row?.ids ?? []).map(Number);
}

const sender = alias(users, 'sender');

/** The languages the given users chose, by id (users without a choice are left out). */
export async function languagesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.language)));
  return new Map(rows.map((r) => [r.id, r.language as string]));
}

/** A notification with the few fields of its sender, restaurant and order (API.md §2.15), from one query. */
const notificationColumns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  senderId: sender.id,
  senderUsername: sender.username,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  orderId: orders.id,
  orderStatus: orders.status,
  orderTotalCents: orders.totalPriceCents,
  notificationType: notifications.notificationType,
  title: notifications.title,
  message: notifications.message,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  id: number;
  recipientId: number;
  senderId: number | null;
  senderUsername: string | null;
  restaurantId: number | null;
  restaurantName: string | null;
  orderId: number | null;
  orderStatus: string | null;
  orderTotalCents: number | null;
  notificationType: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
};

const withDetails = (db: Executor) =>
  db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .leftJoin(restaurants, eq(restaurants.id, notifications.restaurantId))
    .leftJoin(orders, eq(orders.id, notifications.orderId));

export interface NotificationFilter {
  /** Always set: the scope is strictly the recipient (API.md §3.11). */
  recipientId: number;
  isRead?: boolean;
  types?: string[];
  orderId?: number;
}

/**
 * The recipient's list and its count as statements prepared once per database (and per connection
 * on PostgreSQL): every filter of API.md §3.11 is a parameter, null when not filtered, so one
 * statement serves every combination and no request pays for building or planning it.
 */
export function preparedLists(db: Db) {
  const isRead = sql.placeholder('isRead');
  const types = sql.placeholder('types');
  const orderId = sql.placeholder('orderId');
  const where = and(
    eq(notifications.recipientId, sql.placeholder('recipientId')),
    sql`(${isRead}::boolean is null or ${notifications.isRead} = ${isRead}::boolean)`,
    sql`(${types}::text[] is null or ${notifications.notificationType} = any(${types}::text[]))`,
    sql`(${orderId}::int is null or ${notifications.orderId} = ${orderId}::int)`,
  );
  const list = withDetails(db)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_of_recipient');
  const total = db.select({ n: count() }).from(notifications).where(where).prepare('notifications_count');
  const params = (f: NotificationFilter) => ({
    recipientId: f.recipientId,
    isRead: f.isRead ?? null,
    types: f.types ?? null,
    orderId: f.orderId ?? null,
  });
  return {
    /** Newest first (`-created_at`, `-id`); every row without a page (a null LIMIT is none). */
    list: (f: NotificationFilter, page?: { limit: number; offset: number }): Promise<NotificationRow[]> =>
      list.execute({ ...params(f), limit: page?.limit ?? null, offset: page?.offset ?? 0 }),
    count: async (f: NotificationFilter): Promise<number> => (await total.execute(params(f)))[0]?.n ?? 0,
  };
}

export async function findNotification(
  db: Executor,
  id: number,
  recipientId: number,
): Promise<NotificationRow | undefined> {
  const [row] = await withDetails(db).where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
  return row;
}

/** Sets the read flag of one of the recipient's notifications; false when it is not theirs (or missing). */
export async function markRead(db: Executor, id: number, recipientId: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the recipient read; returns how many changed. */
export async function markAllRead(db: Executor, recipientId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The notifications just committed (from a NOTIFY payload), oldest first. */
export async function notificationsByIds(db: Executor, ids: number[]): Promise<NotificationRow[]> {
  if (!ids.length) return [];
  return withDetails(db).where(inArray(notifications.id, ids)).orderBy(asc(notifications.id));
}

/** The recipient's notifications after `afterId`, oldest first (stream replay). */
export async function notificationsAfter(
  db: Executor,
  recipientId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return withDetails(db)
    .where(and(eq(notifications.recipientId, recipientId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}
