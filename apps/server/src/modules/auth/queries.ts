import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { authTokens, users } from '../../db/schema.js';

/**
 * The token lookup every signed-in request starts with, built once per database and prepared
 * once per connection: query building and planning were a fifth of a small read's server time.
 */
export function tokenLookup(db: Db) {
  const query = db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      userId: users.id,
      username: users.username,
      userType: users.userType,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_token_with_user');
  return async (tokenHash: string) => {
    const [row] = await query.execute({ tokenHash });
    return row;
  };
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
