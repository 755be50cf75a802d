import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotifications(db: Executor, rows: NewNotificationRow[]) {
  if (!rows.length) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
}
