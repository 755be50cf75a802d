import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

export interface KeyRef {
  userId: number;
  path: string;
  key: string;
}

/** A claim is the key plus the time it was claimed: a taken-over claim no longer matches its first holder. */
export interface Claim extends KeyRef {
  claimedAt: Date;
}

const match = (ref: KeyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.path, ref.path), eq(idempotencyKeys.key, ref.key));

/**
 * Claims the key for a new request, taking over a row older than `expiredBefore` (an expired key is
 * free again) in the same statement; false when a live row holds it.
 */
export async function claimKey(
  db: Executor,
  ref: KeyRef,
  requestHash: string,
  at: Date,
  expiredBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash, createdAt: at })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.path, idempotencyKeys.key],
      set: { requestHash, createdAt: at, responseStatus: null, responseBody: null },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
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

const unanswered = (claim: Claim) =>
  and(match(claim), eq(idempotencyKeys.createdAt, claim.claimedAt), isNull(idempotencyKeys.responseStatus));

/** Stores the answer of the claim's holder; false when the claim is no longer theirs. */
export async function storeResponse(db: Executor, claim: Claim, status: number, body: unknown): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(unanswered(claim))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function releaseKey(db: Executor, claim: Claim) {
  await db.delete(idempotencyKeys).where(unanswered(claim));
}

/** Moves an abandoned, unanswered claim to a new holder; false when another retry got there first. */
export async function takeOver(db: Executor, ref: KeyRef, claimedAt: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: at })
    .where(unanswered({ ...ref, claimedAt }))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}
