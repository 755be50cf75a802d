import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema.js';

/** Advisory-lock namespace of rate-limit keys (the two-key form keeps it apart from other advisory locks). */
const LOCK_SPACE = 0x7261_7465; // 'rate'

/** Serialises the hits of one key until the transaction ends. */
export async function lockKey(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`);
}

export async function windowHits(db: Executor, key: string, since: Date) {
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  return { hits: row?.hits ?? 0, oldest: row?.oldest ?? null };
}

export async function recordHit(db: Executor, key: string, at: Date): Promise<number> {
  const [row] = await db.insert(rateLimitHits).values({ key, at }).returning({ id: rateLimitHits.id });
  return (row as { id: number }).id;
}

export async function deleteHit(db: Executor, id: number) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

export async function clearKey(db: Executor, key: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

export async function pruneBefore(db: Executor, before: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
}
