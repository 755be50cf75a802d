import { ACCOUNT_MESSAGES, HTTP_MESSAGES, loginSchema } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { CHANNELS } from '../../lib/channels.js';
import { nonFieldError, unauthorized } from '../../lib/errors.js';
import { MINUTE } from '../../lib/rate-limit/limiter.js';
import { validate } from '../../lib/validate.js';
import { decoyHash, verifyPassword } from './passwords.js';
import * as q from './queries.js';
import { API_TOKEN, hashToken, newApiToken } from './tokens.js';

const TOUCH_EVERY_MS = 3_600_000;

export function authService(ctx: AppContext) {
  const { db } = ctx.database;
  const findTokenWithUser = q.tokenLookup(db);

  return {
    /** The actor behind an `Authorization: Token …` value; a dead token is a 401 everywhere. */
    async resolve(token: string): Promise<Actor> {
      if (!API_TOKEN.test(token)) throw unauthorized(HTTP_MESSAGES.invalidToken);
      const row = await findTokenWithUser(hashToken(token));
      if (!row) throw unauthorized(HTTP_MESSAGES.invalidToken);
      const now = ctx.clock.now();
      const idleMs = now.getTime() - row.lastUsedAt.getTime();
      if (idleMs > ctx.config.TOKEN_IDLE_DAYS * 86_400_000) {
        await q.deleteToken(db, row.tokenId);
        throw unauthorized(HTTP_MESSAGES.invalidToken);
      }
      if (idleMs > TOUCH_EVERY_MS) await q.touchToken(db, row.tokenId, now);
      return {
        kind: 'user',
        id: row.userId,
        username: row.username,
        userType: row.userType as UserActor['userType'],
        tokenId: row.tokenId,
      };
    },

    async login(body: unknown, ip: string): Promise<{ token: string }> {
      await ctx.limiter.hit({ key: `token:ip:${ip}`, max: 10, windowMs: MINUTE });
      const input = validate(loginSchema, body);
      const failKey = `token:fail:${input.username.toLowerCase()}`;
      // Counted as a failure until the password is known to be right, so parallel guesses count too.
      const notFailed = await ctx.limiter.reserve({ key: failKey, max: 5, windowMs: 15 * MINUTE });
      const user = await q.findLoginUser(db, input.username);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user || !ok) throw nonFieldError(ACCOUNT_MESSAGES.badCredentials);
      await notFailed();
      const token = newApiToken();
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        await q.insertToken(tx, user.id, hashToken(token), now);
        await q.setLastLogin(tx, user.id, now);
      });
      return { token };
    },

    async revoke(actor: UserActor, all: boolean): Promise<void> {
      if (all) await this.revokeUserTokens(db, actor.id);
      else {
        await q.deleteToken(db, actor.tokenId);
        publishRevoked(actor.id, actor.tokenId);
      }
    },

    /**
     * Revokes every token of a user but `keepTokenId`, inside the caller's transaction, and tells
     * every instance to close the streams those tokens opened.
     */
    async revokeUserTokens(tx: Executor, userId: number, keepTokenId?: number): Promise<void> {
      await q.deleteUserTokens(tx, userId, keepTokenId);
      publishRevoked(userId, null, keepTokenId);
    },
  };

  function publishRevoked(userId: number, tokenId: number | null, keepTokenId?: number) {
    ctx.afterCommit('token revocation push', () =>
      ctx.database.notify(
        CHANNELS.tokensRevoked,
        JSON.stringify({ userId, tokenId, keepTokenId: keepTokenId ?? null }),
      ),
    );
  }
}
