import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export interface KeyRef {
  userId: number;
  path: string;
  key: string;
}

const match = (ref: KeyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.path, ref.path), eq(idempotencyKeys.key, ref.key));

/** Claims the key for a new request; false when a row already holds it. */
export async function claimKey(db: Executor, ref: KeyRef, requestHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Executor, ref: KeyRef) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(match(ref));
  return row;
}

export async function storeResponse(db: Executor, ref: KeyRef, status: number, body: unknown) {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(match(ref));
}

export async function releaseKey(db: Executor, ref: KeyRef) {
  await db.delete(idempotencyKeys).where(match(ref));
}

/** Drops a key older than `before` (expired), so it can be claimed again. */
export async function dropExpired(db: Executor, ref: KeyRef, before: Date) {
  await db.delete(idempotencyKeys).where(and(match(ref), lt(idempotencyKeys.createdAt, before)));
}
