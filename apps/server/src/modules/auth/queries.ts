import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authTokens, users } from '../../db/schema.js';

export async function findTokenWithUser(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      userId: users.id,
      username: users.username,
      userType: users.userType,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

export async function touchToken(db: Executor, tokenId: number, at: Date) {
  await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, tokenId));
}

export async function insertToken(db: Executor, userId: number, tokenHash: string, at: Date) {
  await db.insert(authTokens).values({ userId, tokenHash, createdAt: at, lastUsedAt: at });
}

export async function deleteToken(db: Executor, tokenId: number) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Revokes every token of a user, or every one but `keepTokenId`. */
export async function deleteUserTokens(db: Executor, userId: number, keepTokenId?: number) {
  await db
    .delete(authTokens)
    .where(
      keepTokenId === undefined
        ? eq(authTokens.userId, userId)
        : and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)),
    );
}

export async function findLoginUser(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function setLastLogin(db: Executor, userId: number, at: Date) {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}
