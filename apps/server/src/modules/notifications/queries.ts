import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { notifications, orders, restaurants, users } from '../../db/schema.js';

export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * Inserts the rows and, in the same statement, queues a NOTIFY of their ids on `channel`. PostgreSQL
 * delivers a NOTIFY only when its transaction commits (never after a rollback), so the push needs no
 * statement of its own after the commit. Returns the new ids in insertion order.
 */
export async function insertNotifications(db: Executor, rows: NewNotificationRow[], channel: string) {
  if (!rows.length) return [];
  const insert = db.insert(notifications).values(rows).returning({ id: notifications.id }).getSQL();
  const result = await db.execute(sql`
    with created as (${insert}), ids as (select json_agg(id order by id) as ids from created)
    select ids, pg_notify(${channel}, json_build_object('ids', ids)::text) from ids`);
  const [row] = (result as unknown as { rows: { ids: number[] }[] }).rows;
  return (row?.ids ?? []).map(Number);
}

const sender = alias(users, 'sender');

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

function notificationWhere(filter: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.recipientId, filter.recipientId),
    filter.isRead !== undefined ? eq(notifications.isRead, filter.isRead) : undefined,
    filter.types ? inArray(notifications.notificationType, filter.types) : undefined,
    filter.orderId !== undefined ? eq(notifications.orderId, filter.orderId) : undefined,
  );
}

/** Newest first (`-created_at`, `-id`). */
export async function listNotifications(
  db: Executor,
  filter: NotificationFilter,
  page?: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  const query = withDetails(db)
    .where(notificationWhere(filter))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countNotifications(db: Executor, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(notificationWhere(filter));
  return row?.n ?? 0;
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
