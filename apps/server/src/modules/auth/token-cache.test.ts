import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp } from '../../../test/helpers.js';
import { authTokens } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { buildInstance } from '../notifications/fixtures.js';
import { type TokenCache as Cache, TokenCache, type TokenRow } from './token-cache.js';

const row = (userId: number, tokenId: number): TokenRow => ({
  tokenId,
  userId,
  lastUsedAt: new Date(0),
  username: `user${userId}`,
  userType: 'customer',
});
const keepFresh = (cache: Cache, hash: string, kept: TokenRow) => {
  const miss = cache.get(hash);
  if ('row' in miss) throw new Error(`${hash} is kept already`);
  cache.keep(hash, kept, miss);
};

describe('TokenCache', () => {
  it('keeps a lookup for its time, never longer, however often it is hit', () => {
    let now = 0;
    const cache = new TokenCache(1000, () => now);
    keepFresh(cache, 'a', row(1, 10));
    now = 999;
    expect(cache.get('a')).toEqual({ row: row(1, 10) });
    now = 1000;
    expect('row' in cache.get('a')).toBe(false);
  });

  it('keeps nothing with a time of 0', () => {
    const cache = new TokenCache(0, () => 0);
    keepFresh(cache, 'a', row(1, 10));
    expect('row' in cache.get('a')).toBe(false);
  });

  it('forgets the tokens a revocation ends: one, or all of the user but the one kept', () => {
    const cache = new TokenCache(1000, () => 0);
    keepFresh(cache, 'a', row(1, 10));
    keepFresh(cache, 'b', row(1, 11));
    keepFresh(cache, 'c', row(1, 12));
    keepFresh(cache, 'd', row(2, 20));
    cache.forget({ userId: 1, tokenId: 10, keepTokenId: null });
    expect(['a', 'b', 'c', 'd'].map((h) => 'row' in cache.get(h))).toEqual([false, true, true, true]);
    cache.forget({ userId: 1, tokenId: null, keepTokenId: 12 });
    expect(['b', 'c', 'd'].map((h) => 'row' in cache.get(h))).toEqual([false, true, true]);
    cache.forgetUser(1);
    expect(['c', 'd'].map((h) => 'row' in cache.get(h))).toEqual([false, true]);
  });

  it('never keeps a lookup that began before something was forgotten', () => {
    const cache = new TokenCache(1000, () => 0);
    const miss = cache.get('a');
    if ('row' in miss) throw new Error('unexpected hit');
    cache.forget({ userId: 1, tokenId: 10, keepTokenId: null });
    cache.keep('a', row(1, 10), miss);
    expect('row' in cache.get('a')).toBe(false);
  });
});

describe('signed-in requests with the token cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Long enough that only a revocation or a change, never the time, can make the cache let go in these tests.
    t = await createTestApp({ env: { TOKEN_CACHE_MS: '5000' } });
  });
  afterAll(() => t.close());

  const me = (token: string) => call(t, 'GET', '/api/users/me/', { token });

  it('look the token up once: the next request runs one statement fewer', async () => {
    const user = await createUser(t);
    const first = await me(user.token);
    const second = await me(user.token);
    expect(second.status).toBe(200);
    expect(second.body.username).toBe(user.username);
    expect(queryCount(second)).toBe(queryCount(first) - 1);
  });

  it("write a kept token's last use once when its hour of idleness passes, not again for each request", async () => {
    const clock = fixedClock('2026-06-01T10:00:00Z');
    const timed = await createTestApp({ clock, env: { TOKEN_CACHE_MS: '5000' } });
    try {
      const user = await createUser(timed);
      const lastUse = new Date('2026-06-01T09:01:00Z');
      await timed.db.update(authTokens).set({ lastUsedAt: lastUse }).where(eq(authTokens.userId, user.id));
      const mine = () => call(timed, 'GET', '/api/users/me/', { token: user.token });
      const looked = await mine(); // idle 59 minutes: looked up and kept, nothing written
      const kept = await mine();
      expect(queryCount(kept)).toBe(queryCount(looked) - 1);
      clock.set('2026-06-01T10:02:00Z'); // idle 61 minutes, still kept
      const touched = await mine();
      expect(queryCount(touched)).toBe(queryCount(kept) + 1);
      expect(queryCount(await mine())).toBe(queryCount(kept));
      const [token] = await timed.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(token?.lastUsedAt.toISOString()).toBe('2026-06-01T10:02:00.000Z');
    } finally {
      await timed.close();
    }
  });

  it('refuse a signed-out token at once, and the other tokens after signing out everywhere', async () => {
    const user = await createUser(t);
    const other = (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } }))
      .body.token as string;
    expect((await me(user.token)).status).toBe(200);
    expect((await me(other)).status).toBe(200);

    expect((await call(t, 'POST', '/api/token/revoke/', { token: user.token })).status).toBe(204);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(other)).status).toBe(200);

    expect((await call(t, 'POST', '/api/token/revoke/', { token: other, body: { all: true } })).status).toBe(204);
    expect((await me(other)).status).toBe(401);
  });

  it('refuse the other tokens as soon as the password changes, keeping the one that changed it', async () => {
    const user = await createUser(t);
    const other = (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } }))
      .body.token as string;
    expect((await me(other)).status).toBe(200);
    const changed = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { current_password: user.password, password: 'NewSecret1', password2: 'NewSecret1' },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
  });

  it('carry a role or name the admin just changed, and refuse a deleted user', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'admin');
    expect((await call(t, 'GET', '/api/stats/admin/', { token: user.token })).status).toBe(200);

    const demoted = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: admin.token,
      body: { user_type: 'customer', username: `${user.username}x` },
    });
    expect(demoted.status).toBe(200);
    expect((await call(t, 'GET', '/api/stats/admin/', { token: user.token })).status).toBe(403);
    expect((await me(user.token)).body).toMatchObject({ username: `${user.username}x`, user_type: 'customer' });

    expect((await call(t, 'DELETE', `/api/users/users/${user.id}/`, { token: admin.token })).status).toBe(204);
    expect((await me(user.token)).status).toBe(401);
  });

  it('refuse a token revoked through another instance once its notification arrives', async () => {
    const other = await buildInstance(t.database, { env: { TOKEN_CACHE_MS: '5000' } });
    try {
      const user = await createUser(t);
      const there = (url: string) => call(other, 'GET', url, { token: user.token });
      const first = await there('/api/users/me/');
      // Kept there: what ends it below is the revocation's notification.
      expect(queryCount(await there('/api/users/me/'))).toBe(queryCount(first) - 1);

      expect((await call(t, 'POST', '/api/token/revoke/', { token: user.token })).status).toBe(204);
      await expect.poll(async () => (await there('/api/users/me/')).status, { timeout: 2000 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
