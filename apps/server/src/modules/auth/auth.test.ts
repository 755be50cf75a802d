import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { authTokens, users } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { hashToken } from './tokens.js';

describe('sign-in and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues a new 40-hex token per login, stored only as its hash, matching the username ignoring case', async () => {
    const user = await createUser(t, 'customer', { username: 'MixedCase' });
    const first = await call(t, 'POST', '/api/token/', { body: { username: 'mixedcase', password: user.password } });
    const second = await call(t, 'POST', '/api/token/', { body: { username: 'MIXEDCASE', password: user.password } });
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(second.body.token).not.toBe(first.body.token);
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(first.body.token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(first.body.token);
    const [row] = await t.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
    const me = await call(t, 'GET', '/api/users/me/', { token: first.body.token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('MixedCase');
  });

  it('refuses missing fields and wrong credentials with the DRF messages', async () => {
    const user = await createUser(t);
    const blank = await call(t, 'POST', '/api/token/', { body: { username: ' ', password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const wrong = await call(t, 'POST', '/api/token/', { body: { username: user.username, password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const unknown = await call(t, 'POST', '/api/token/', { body: { username: 'nobody-here', password: 'Wrong1234' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 401 with WWW-Authenticate for dead or malformed tokens, on public endpoints too', async () => {
    for (const token of ['f'.repeat(40), 'short', 'G'.repeat(40)]) {
      const res = await call(t, 'GET', '/api/health/', { headers: { authorization: `Token ${token}` } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid token.' });
      expect(res.headers['www-authenticate']).toBe('Token');
    }
  });

  it('treats other schemes as no credentials', async () => {
    const user = await createUser(t);
    for (const header of [
      `Bearer ${user.token}`,
      `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
    ]) {
      const res = await call(t, 'GET', '/api/users/me/', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('ignores the header on the login and password-reset endpoints', async () => {
    const user = await createUser(t);
    const res = await call(t, 'POST', '/api/token/', {
      headers: { authorization: `Token ${'0'.repeat(40)}` },
      body: { username: user.username, password: user.password },
    });
    expect(res.status).toBe(200);
  });

  it('revokes the token used, or every token of the user with {"all": true}', async () => {
    const user = await createUser(t);
    const other = (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } }))
      .body.token as string;
    const revoked = await call(t, 'POST', '/api/token/revoke/', { token: user.token });
    expect(revoked.status).toBe(204);
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/users/me/', { token: other })).status).toBe(200);

    const third = (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } }))
      .body.token as string;
    expect((await call(t, 'POST', '/api/token/revoke/', { token: other, body: { all: true } })).status).toBe(204);
    expect((await call(t, 'GET', '/api/users/me/', { token: third })).status).toBe(401);
    expect((await call(t, 'GET', '/api/users/me/', { token: other })).status).toBe(401);
  });

  it('needs a token to revoke', async () => {
    const res = await call(t, 'POST', '/api/token/revoke/');
    expect(res.status).toBe(401);
  });
});

describe('token idle expiry', () => {
  const clock = fixedClock('2026-03-01T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('keeps a token alive while used and expires it after 30 days unused', async () => {
    const user = await createUser(t);
    await t.db.update(authTokens).set({ lastUsedAt: clock.now() }).where(eq(authTokens.userId, user.id));
    clock.set('2026-03-29T12:00:00Z');
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(200);
    clock.set('2026-04-28T11:00:00Z');
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(200);
    clock.set('2026-05-29T12:00:00Z');
    const expired = await call(t, 'GET', '/api/users/me/', { token: user.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Invalid token.' });
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('locks a username after 5 failed attempts in 15 minutes, even with the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t, 'POST', '/api/token/', {
        body: { username: user.username, password: 'Wrong1234' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      expect(res.status).toBe(400);
    }
    const locked = await call(t, 'POST', '/api/token/', {
      body: { username: user.username.toUpperCase(), password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 10 sign-in requests a minute per address', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: user.password } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
