import { ACCOUNT_MESSAGES, HTTP_MESSAGES, loginSchema } from '@dishcraft/contract';
import type { AppContext, OnCommit } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { CHANNELS } from '../../lib/channels.js';
import { nonFieldError, unauthorized } from '../../lib/errors.js';
import { MINUTE } from '../../lib/rate-limit/limiter.js';
import { validate } from '../../lib/validate.js';
import { decoyHash, verifyPassword } from './passwords.js';
import * as q from './queries.js';
import { type Revocation, revocationPayload } from './revocation.js';
import { tokenCacheOf } from './token-cache.js';
import { API_TOKEN, hashToken, newApiToken } from './tokens.js';

const TOUCH_EVERY_MS = 3_600_000;

export function authService(ctx: AppContext) {
  const { db } = ctx.database;
  const findTokenWithUser = q.tokenLookup(db);
  const tokens = tokenCacheOf(ctx);

  return {
    /** The actor behind an `Authorization: Token …` value; a dead token is a 401 everywhere. */
    async resolve(token: string): Promise<Actor> {
      if (!API_TOKEN.test(token)) throw unauthorized(HTTP_MESSAGES.invalidToken);
      const tokenHash = hashToken(token);
      const kept = tokens.get(tokenHash);
      const found = 'row' in kept ? kept.row : await findTokenWithUser(tokenHash);
      if (!found) throw unauthorized(HTTP_MESSAGES.invalidToken);
      const now = ctx.clock.now();
      const idleMs = now.getTime() - found.lastUsedAt.getTime();
      if (idleMs > ctx.config.TOKEN_IDLE_DAYS * 86_400_000) {
        await q.deleteToken(db, found.tokenId);
        tokens.forget({ userId: found.userId, tokenId: found.tokenId, keepTokenId: null });
        throw unauthorized(HTTP_MESSAGES.invalidToken);
      }
      let row = found;
      if (idleMs > TOUCH_EVERY_MS) {
        await q.touchToken(db, row.tokenId, now);
        row = { ...row, lastUsedAt: now };
        // A kept row would otherwise still say idle, and every request reusing it would write the time again.
        tokens.touched(tokenHash, row);
      }
      if (!('row' in kept)) tokens.keep(tokenHash, row, kept);
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
      if (all) await this.revokeUserTokens(db, ctx.afterCommit, actor.id);
      else {
        await q.deleteToken(db, actor.tokenId);
        publishRevoked(ctx.afterCommit, { userId: actor.id, tokenId: actor.tokenId, keepTokenId: null });
      }
    },

    /**
     * Revokes every token of a user but `keepTokenId` with the caller's handle (a transaction, or the database with
     * `ctx.afterCommit`), and once that commits tells every instance, which forget those tokens and close the
     * streams they opened.
     */
    async revokeUserTokens(tx: Executor, onCommit: OnCommit, userId: number, keepTokenId?: number): Promise<void> {
      await q.deleteUserTokens(tx, userId, keepTokenId);
      publishRevoked(onCommit, { userId, tokenId: null, keepTokenId: keepTokenId ?? null });
    },

    /** Forgets the kept lookups of a user whose name or role just changed (see TokenCache). */
    userChanged(userId: number): void {
      tokens.forgetUser(userId);
    },
  };

  /**
   * Forgets the revoked tokens here at once, and again at commit (a lookup may have kept one meanwhile), and then
   * tells the other instances: announced before the commit, they could look the tokens up again and keep them.
   */
  function publishRevoked(onCommit: OnCommit, revocation: Revocation) {
    tokens.forget(revocation);
    onCommit('token revocation push', async () => {
      tokens.forget(revocation);
      await ctx.database.notify(CHANNELS.tokensRevoked, revocationPayload(revocation));
    });
  }
}
