/**
 * Accounts must never fail the way the reference product did: each `describe` is one of rules 1–8
 * of docs/reference-defects.md, titled by the behaviour it protects, each test one of its clauses,
 * through the real HTTP stack.
 */
import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES as M, DEFAULT_MESSAGES, fieldMessages, HTTP_MESSAGES } from '@dishcraft/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, customMealIngredients, customMeals, notifications, users } from '../../src/db/schema.js';
import { fixedClock } from '../../src/lib/clock.js';
import { addCustomMeal, addIngredient, addMeal, expect400, formBody } from '../../src/modules/meals/test-fixtures.js';
import { cashOrder, makeMenu } from '../../src/modules/orders/fixtures.js';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../helpers.js';
import { eventually, startSmtp } from '../smtp.js';
import { expectDetail } from './fixtures-catalogue.js';

const WEAK_PASSWORDS = ['Short1A', 'nouppercase1', 'NoDigitsHere'];
const STRONG = 'Strong123';

const userRow = async (t: TestApp, id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const login = (t: TestApp, username: string, password: string) =>
  call(t, 'POST', '/api/token/', { body: { username, password } });
const me = (t: TestApp, token: string) => call(t, 'GET', '/api/users/me/', { token });

const registration = (overrides: Record<string, unknown> = {}) => {
  const name = `reg${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: name,
    email: `${name}@example.com`,
    password: STRONG,
    password2: STRONG,
    first_name: 'Reg',
    last_name: 'User',
    ...overrides,
  };
};

/** Reset links are read from a real mail server and their lifetime checked on this clock. */
const clock = fixedClock('2026-06-01T10:00:00Z');
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** Rate limits on, per client address (behind a proxy), and a mail server that is down. */
let strict: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  const dead = await startSmtp();
  await dead.close();
  [t, strict] = await Promise.all([
    createTestApp({ clock, env: { SMTP_URL: smtp.url, APP_URL: 'https://dishcraft.example' } }),
    createTestApp({ env: { SMTP_URL: dead.url, RATE_LIMITS: 'on', TRUST_PROXY: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), strict.close()]);
  await smtp.close();
});

describe('nobody raises their own user_type; only an admin sets it (reference defect 1)', () => {
  it('refuses a customer and an owner making themselves admin, on both user paths and in multipart', async () => {
    const customer = await createUser(t, 'customer');
    const owner = await createUser(t, 'restaurant');
    for (const [user, path, method] of [
      [customer, `/api/users/users/${customer.id}/`, 'PATCH'],
      [customer, `/api/users/${customer.id}/`, 'PUT'],
      [owner, `/api/users/users/${owner.id}/`, 'PUT'],
    ] as const) {
      const res = await call(t, method, path, {
        token: user.token,
        body: { user_type: 'admin', first_name: 'Sneaky' },
      });
      expectDetail(res, 403, M.cannotChangeOwnType);
    }
    const form = await formBody({ user_type: 'admin' });
    expectDetail(
      await call(t, 'PATCH', `/api/users/users/${customer.id}/`, { token: customer.token, ...form }),
      403,
      M.cannotChangeOwnType,
    );
    expect((await userRow(t, customer.id))?.userType).toBe('customer');
    expect((await userRow(t, customer.id))?.firstName).toBe('Test');
    expect((await userRow(t, owner.id))?.userType).toBe('restaurant');
  });

  it('ignores user_type sent to update-profile', async () => {
    const customer = await createUser(t, 'customer');
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: customer.token,
      body: { user_type: 'admin', first_name: 'Still' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_type).toBe('customer');
    expect((await userRow(t, customer.id))?.userType).toBe('customer');
  });

  it('refuses an admin changing their own type too, but accepts resending the current value', async () => {
    const admin = await createUser(t, 'admin');
    expectDetail(
      await call(t, 'PATCH', `/api/users/users/${admin.id}/`, { token: admin.token, body: { user_type: 'customer' } }),
      403,
      M.cannotChangeOwnType,
    );
    const same = await call(t, 'PATCH', `/api/users/users/${admin.id}/`, {
      token: admin.token,
      body: { user_type: 'admin' },
    });
    expect(same.status).toBe(200);
    expect((await userRow(t, admin.id))?.userType).toBe('admin');
  });

  it("lets an admin set someone else's type, and hides other users from a customer", async () => {
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t, 'customer');
    const other = await createUser(t, 'customer');
    const hidden = await call(t, 'PATCH', `/api/users/users/${other.id}/`, {
      token: customer.token,
      body: { user_type: 'admin' },
    });
    expect(hidden.status).toBe(404);
    const res = await call(t, 'PATCH', `/api/users/users/${other.id}/`, {
      token: admin.token,
      body: { user_type: 'restaurant' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_type).toBe('restaurant');
    expect((await userRow(t, other.id))?.userType).toBe('restaurant');
  });
});

describe('public registration creates only customers or owners, through one path (reference defect 2)', () => {
  const userCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]?.n;

  it('refuses admin from anonymous and signed-in non-admin callers and creates nothing', async () => {
    const customer = await createUser(t, 'customer');
    const owner = await createUser(t, 'restaurant');
    const before = await userCount();
    for (const token of [undefined, customer.token, owner.token]) {
      const res = await call(t, 'POST', '/api/users/register/', { token, body: registration({ user_type: 'admin' }) });
      expect400(res, { user_type: [M.adminOnlyAdmin] });
    }
    const odd = await call(t, 'POST', '/api/users/register/', { body: registration({ user_type: 'superuser' }) });
    expect(odd.status).toBe(400);
    expect(odd.body.user_type).toEqual([DEFAULT_MESSAGES.choice('superuser', ['customer', 'restaurant', 'admin'])]);
    expect(await userCount()).toBe(before);
  });

  it('creates customers by default and restaurant owners on request, admins only for an admin', async () => {
    const plain = await call(t, 'POST', '/api/users/register/', { body: registration() });
    expect(plain.status).toBe(201);
    expect(plain.body.user_type).toBe('customer');
    const owner = await call(t, 'POST', '/api/users/register/', { body: registration({ user_type: 'restaurant' }) });
    expect(owner.status).toBe(201);
    expect((await userRow(t, owner.body.id))?.userType).toBe('restaurant');
    const admin = await createUser(t, 'admin');
    const made = await call(t, 'POST', '/api/users/register/', {
      token: admin.token,
      body: registration({ user_type: 'admin' }),
    });
    expect(made.status).toBe(201);
    expect((await userRow(t, made.body.id))?.userType).toBe('admin');
  });

  it('has no second way in: the admin user form is closed to others, other register paths do not exist', async () => {
    const customer = await createUser(t, 'customer');
    const before = await userCount();
    const anonymous = await call(t, 'POST', '/api/users/users/', { body: registration() });
    expectDetail(anonymous, 401, HTTP_MESSAGES.noCredentials);
    const signedIn = await call(t, 'POST', '/api/users/users/', {
      token: customer.token,
      body: registration({ user_type: 'admin' }),
    });
    expectDetail(signedIn, 403, HTTP_MESSAGES.forbidden);
    for (const path of ['/api/auth/register/', '/api/register/', '/api/users/activate/x/y/', '/api/auth/users/']) {
      const res = await call(t, 'POST', path, { body: registration({ user_type: 'admin' }) });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    expect(await userCount()).toBe(before);
  });
});

describe('a password change needs the current password and revokes the other tokens (reference defect 3)', () => {
  const signInTwice = async (user: TestUser) => {
    const second = await login(t, user.username, user.password);
    expect(second.status).toBe(200);
    return second.body.token as string;
  };

  it('refuses a missing or wrong current password on PATCH and on update-profile; the password stays', async () => {
    const user = await createUser(t, 'customer');
    const patch = (body: Record<string, unknown>) =>
      call(t, 'PATCH', `/api/users/users/${user.id}/`, { token: user.token, body });
    expect400(await patch({ password: 'Changed123' }), { current_password: [M.currentPasswordRequired] });
    expect400(await patch({ password: 'Changed123', current_password: 'Wrong1234' }), {
      current_password: [M.currentPasswordIncorrect],
    });
    const profile = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/users/update-profile/', { token: user.token, body });
    expect400(await profile({ password: 'Changed123', password2: 'Changed123' }), {
      current_password: [M.currentPasswordRequired],
    });
    expect400(await profile({ current_password: 'Wrong1234', password: 'Changed123', password2: 'Changed123' }), {
      current_password: [M.currentPasswordIncorrect],
    });
    expect((await login(t, user.username, user.password)).status).toBe(200);
    expect((await login(t, user.username, 'Changed123')).status).toBe(400);
  });

  it('with the right current password (PATCH): keeps the token used, revokes the others', async () => {
    const user = await createUser(t, 'customer');
    const other = await signInTwice(user);
    const res = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: user.token,
      body: { password: 'Changed123', current_password: user.password },
    });
    expect(res.status).toBe(200);
    expect((await me(t, user.token)).status).toBe(200);
    expectDetail(await me(t, other), 401, HTTP_MESSAGES.invalidToken);
    expect((await login(t, user.username, 'Changed123')).status).toBe(200);
  });

  it('with the right current password (update-profile): keeps the token used, revokes the others', async () => {
    const user = await createUser(t, 'restaurant');
    const other = await signInTwice(user);
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { current_password: user.password, password: 'Changed123', password2: 'Changed123' },
    });
    expect(res.status).toBe(200);
    expect((await me(t, user.token)).status).toBe(200);
    expectDetail(await me(t, other), 401, HTTP_MESSAGES.invalidToken);
  });

  it("lets an admin set another user's password without theirs, revoking all of that user's tokens", async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'customer');
    const other = await signInTwice(user);
    const res = await call(t, 'PUT', `/api/users/users/${user.id}/`, {
      token: admin.token,
      body: { password: 'Assigned123' },
    });
    expect(res.status).toBe(200);
    expectDetail(await me(t, user.token), 401, HTTP_MESSAGES.invalidToken);
    expectDetail(await me(t, other), 401, HTTP_MESSAGES.invalidToken);
    expect((await me(t, admin.token)).status).toBe(200);
    expect((await login(t, user.username, 'Assigned123')).status).toBe(200);
  });

  it('still asks an admin for their own current password', async () => {
    const admin = await createUser(t, 'admin');
    expect400(
      await call(t, 'PATCH', `/api/users/users/${admin.id}/`, { token: admin.token, body: { password: 'Changed123' } }),
      { current_password: [M.currentPasswordRequired] },
    );
  });
});

describe('profile updates are validated like registration (reference defect 4)', () => {
  it('update-profile reports bad e-mail, phone and lengths together and changes nothing', async () => {
    const user = await createUser(t, 'customer');
    const before = await userRow(t, user.id);
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: {
        email: 'not-an-address',
        phone_number: '12345',
        first_name: 'A',
        last_name: 'x'.repeat(151),
        bio: 'b'.repeat(501),
        address: 'a'.repeat(501),
      },
    });
    expect400(res, {
      email: [M.invalidEmail],
      phone_number: [M.invalidPhone],
      first_name: [fieldMessages('First name').min(2)],
      last_name: [fieldMessages('Last name').max(150)],
      bio: [M.bioTooLong],
      address: [DEFAULT_MESSAGES.maxChars(500)],
    });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('refuses a control character in an e-mail, and NUL in any text, instead of failing in the database', async () => {
    const user = await createUser(t, 'customer');
    const email = 'nul\u0000byte@example.com';
    expect400(await call(t, 'POST', '/api/users/update-profile/', { token: user.token, body: { email } }), {
      email: [M.invalidEmail],
    });
    expect400(await call(t, 'PATCH', `/api/users/users/${user.id}/`, { token: user.token, body: { email } }), {
      email: [M.invalidEmail],
    });
    expect400(await call(t, 'POST', '/api/users/register/', { body: registration({ email }) }), {
      email: [M.invalidEmail],
    });
    expect400(
      await call(t, 'POST', '/api/users/update-profile/', {
        token: user.token,
        body: { first_name: 'Nul\u0000name', address: 'Flat\u00001' },
      }),
      { first_name: [DEFAULT_MESSAGES.nulCharacter], address: [DEFAULT_MESSAGES.nulCharacter] },
    );
    expect((await userRow(t, user.id))?.email).toBe(user.email);
  });

  it('update-profile refuses blank names and an e-mail taken in another case', async () => {
    const taken = await createUser(t, 'customer', { email: 'Taken.Address@Example.com' });
    const user = await createUser(t, 'customer');
    expect400(
      await call(t, 'POST', '/api/users/update-profile/', {
        token: user.token,
        body: { email: 'taken.address@EXAMPLE.com', first_name: '  ' },
      }),
      { email: [M.emailTaken], first_name: [fieldMessages('First name').required] },
    );
    expect((await userRow(t, user.id))?.email).toBe(user.email);
    expect(taken.id).not.toBe(user.id);
  });

  it('PATCH of a user validates e-mail, phone, names and case-insensitive uniqueness of e-mail and username', async () => {
    const taken = await createUser(t, 'customer', { username: `Taken${Date.now() % 100000}` });
    const user = await createUser(t, 'customer');
    const before = await userRow(t, user.id);
    const patch = (body: Record<string, unknown>) =>
      call(t, 'PATCH', `/api/users/users/${user.id}/`, { token: user.token, body });
    expect400(await patch({ email: 'bad@', phone_number: '0100', last_name: 'Z' }), {
      email: [M.invalidEmail],
      phone_number: [M.invalidPhone],
      last_name: [fieldMessages('Last name').min(2)],
    });
    expect400(await patch({ email: taken.email.toUpperCase(), username: taken.username.toLowerCase() }), {
      username: [M.usernameTaken],
      email: [M.emailTaken],
    });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('accepts a valid update and lets a user keep their own e-mail in another case', async () => {
    const user = await createUser(t, 'customer');
    const res = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { email: user.email.toUpperCase(), phone_number: '01012345678' },
    });
    expect(res.status).toBe(200);
    expect(res.body.phone_number).toBe('01012345678');
  });
});

describe('password reset never fails loudly, never reveals an account, is rate limited and keeps its stated lifetime (reference defect 5)', () => {
  const client = (ip: string) => ({ 'x-forwarded-for': ip });
  const request = (app: TestApp, email: unknown, ip = '10.0.0.9') =>
    call(app, 'POST', '/api/users/password-reset/', { body: { email }, headers: client(ip) });
  const confirm = (app: TestApp, body: Record<string, unknown>, ip = '10.0.0.9') =>
    call(app, 'POST', '/api/users/password-reset-confirm/', { body, headers: client(ip) });
  const mailTo = (address: string, nth = 0) => eventually(() => smtp.mails.filter((m) => m.to.includes(address))[nth]);
  const linkOf = (raw: string) => {
    const text = raw.replace(/=\r?\n/g, '');
    const match = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no reset link in:\n${raw}`);
    return { uid: match[1] as string, token: match[2] as string, text };
  };
  const newPassword = (link: { uid: string; token: string }, password = 'Renewed123') => ({
    uid: link.uid,
    token: link.token,
    new_password: password,
    confirm_password: password,
  });

  it('never answers 500: malformed bodies are 400s and a dead mail server still gives the 200', async () => {
    for (const email of [42, ['a@b.co'], { x: 1 }, null])
      expect((await request(t, email)).body).toEqual({ error: M.resetEmailRequired });
    const invalidJson = await call(t, 'POST', '/api/users/password-reset/', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalidJson.status).toBe(400);
    for (const body of [
      { uid: 7, token: [], new_password: {}, confirm_password: 1 },
      { uid: '\u0000', token: 'x' },
    ])
      expect((await confirm(t, body)).status).toBe(400);
    expect((await request(t, 'nul\u0000byte@example.com')).body).toEqual({ error: M.invalidEmail });
    for (const id of ['2147483648', '9999999999']) {
      const uid = Buffer.from(id).toString('base64url');
      const res = await confirm(t, { uid, token: 'x'.repeat(43), new_password: STRONG, confirm_password: STRONG });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: M.resetInvalidLink } });
    }
    const user = await createUser(strict, 'customer');
    const res = await request(strict, user.email, '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.resetSent });
  });

  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const user = await createUser(t, 'customer', { email: 'known.reset@example.com' });
    const known = await request(t, user.email);
    const unknown = await request(t, 'unknown.reset@example.com');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(known.body).toEqual({ message: M.resetSent });
    await mailTo(user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.some((m) => m.to.includes('unknown.reset@example.com'))).toBe(false);
  });

  it('matches the e-mail ignoring case', async () => {
    const user = await createUser(t, 'customer', { email: 'Mixed.Case@Example.com' });
    expect((await request(t, 'mixed.case@EXAMPLE.COM')).status).toBe(200);
    const mail = await eventually(() =>
      smtp.mails.find((m) => m.to.some((a) => a.toLowerCase() === 'mixed.case@example.com')),
    );
    const link = linkOf(mail.raw);
    expect(Buffer.from(link.uid, 'base64url').toString()).toBe(String(user.id));
  });

  it('states a 1-hour lifetime and keeps it: the link works at 59 minutes and fails at 61', async () => {
    const early = await createUser(t, 'customer', { email: 'early.reset@example.com' });
    const late = await createUser(t, 'customer', { email: 'late.reset@example.com' });
    const start = clock.now().getTime();
    await request(t, early.email);
    await request(t, late.email);
    const earlyLink = linkOf((await mailTo(early.email)).raw);
    const lateLink = linkOf((await mailTo(late.email)).raw);
    expect(earlyLink.text).toContain('expires in 1 hour');
    expect(earlyLink.text).not.toMatch(/24 hours|\b1 day/);
    clock.set(new Date(start + 59 * 60_000));
    expect((await confirm(t, newPassword(earlyLink))).body).toEqual({ message: M.resetSuccess });
    clock.set(new Date(start + 61 * 60_000));
    expect((await confirm(t, newPassword(lateLink))).body).toEqual({ error: M.resetInvalidToken });
    expect((await login(t, late.username, 'Renewed123')).status).toBe(400);
    expect((await login(t, early.username, 'Renewed123')).status).toBe(200);
  });

  it('works once', async () => {
    const user = await createUser(t, 'customer', { email: 'once.reset@example.com' });
    await request(t, user.email);
    const link = linkOf((await mailTo(user.email)).raw);
    expect((await confirm(t, newPassword(link, 'FirstUse123'))).body).toEqual({ message: M.resetSuccess });
    expect((await confirm(t, newPassword(link, 'SecondUse123'))).body).toEqual({ error: M.resetInvalidToken });
    expect((await login(t, user.username, 'FirstUse123')).status).toBe(200);
  });

  it('is rate limited with RATE_LIMITS on: a 429 with Retry-After, for known and unknown addresses alike', async () => {
    const ip = '10.0.0.2';
    const user = await createUser(strict, 'customer');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request(strict, i % 2 ? user.email : 'x@y.co', ip)).status);
    const blocked = await request(strict, user.email, ip);
    expect([...statuses, blocked.status]).toEqual([200, 200, 200, 200, 200, 429]);
    expect(blocked.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const confirms: number[] = [];
    const body = { uid: 'MQ', token: 'x'.repeat(43), new_password: 'a', confirm_password: 'a' };
    for (let i = 0; i < 11; i += 1) confirms.push((await confirm(strict, body, ip)).status);
    expect(confirms).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('the password rule is enforced on every path that sets a password (reference defect 6)', () => {
  const ruleError = { password: [M.passwordRule] };

  it('registration', async () => {
    for (const weak of WEAK_PASSWORDS)
      expect400(
        await call(t, 'POST', '/api/users/register/', { body: registration({ password: weak, password2: weak }) }),
        ruleError,
      );
  });

  it('profile update (update-profile and PATCH of oneself)', async () => {
    const user = await createUser(t, 'customer');
    for (const weak of WEAK_PASSWORDS) {
      expect400(
        await call(t, 'POST', '/api/users/update-profile/', {
          token: user.token,
          body: { current_password: user.password, password: weak, password2: weak },
        }),
        ruleError,
      );
      expect400(
        await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
          token: user.token,
          body: { current_password: user.password, password: weak },
        }),
        ruleError,
      );
    }
    expect((await login(t, user.username, user.password)).status).toBe(200);
  });

  it('the admin user form (create and edit)', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t, 'customer');
    for (const weak of WEAK_PASSWORDS) {
      expect400(
        await call(t, 'POST', '/api/users/users/', {
          token: admin.token,
          body: registration({ password: weak, password2: weak }),
        }),
        ruleError,
      );
      expect400(
        await call(t, 'PATCH', `/api/users/users/${user.id}/`, { token: admin.token, body: { password: weak } }),
        ruleError,
      );
    }
    expect((await login(t, user.username, user.password)).status).toBe(200);
  });

  it('password reset', async () => {
    const user = await createUser(t, 'customer');
    const uid = Buffer.from(String(user.id)).toString('base64url');
    for (const weak of WEAK_PASSWORDS) {
      const res = await call(t, 'POST', '/api/users/password-reset-confirm/', {
        body: { uid, token: 'x'.repeat(43), new_password: weak, confirm_password: weak },
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: M.passwordRule } });
    }
  });
});

describe('tokens are stored hashed and revocable, and no other authentication scheme is open (reference defect 7)', () => {
  it('stores only the SHA-256 of a login token', async () => {
    const user = await createUser(t, 'customer');
    const res = await login(t, user.username, user.password);
    const token = res.body.token as string;
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    const hashes = stored.map((r) => r.tokenHash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    const [found] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from auth_tokens where position(${token} in token_hash) > 0`,
    );
    expect(found?.n).toBe(0);
  });

  it('revokes the token used on logout, and every token with all', async () => {
    const user = await createUser(t, 'customer');
    const second = (await login(t, user.username, user.password)).body.token as string;
    const third = (await login(t, user.username, user.password)).body.token as string;
    expect((await call(t, 'POST', '/api/token/revoke/', { token: second })).status).toBe(204);
    expectDetail(await me(t, second), 401, HTTP_MESSAGES.invalidToken);
    expect((await me(t, third)).status).toBe(200);
    expect((await call(t, 'POST', '/api/token/revoke/', { token: third, body: { all: true } })).status).toBe(204);
    expectDetail(await me(t, third), 401, HTTP_MESSAGES.invalidToken);
    expectDetail(await me(t, user.token), 401, HTTP_MESSAGES.invalidToken);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);
  });

  it('accepts neither Basic nor Bearer credentials, nor session cookies, and sets no cookie on login', async () => {
    const user = await createUser(t, 'customer');
    const basic = Buffer.from(`${user.username}:${user.password}`).toString('base64');
    const attempts: Record<string, string>[] = [
      { authorization: `Basic ${basic}` },
      { authorization: `Bearer ${user.token}` },
      { cookie: `sessionid=${user.token}; token=${user.token}; csrftoken=x` },
    ];
    for (const headers of attempts) {
      const res = await call(t, 'GET', '/api/users/me/', { headers });
      expectDetail(res, 401, HTTP_MESSAGES.noCredentials);
      expect(res.headers['www-authenticate']).toBe('Token');
    }
    const signIn = await login(t, user.username, user.password);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });
});

describe("deleting a user keeps other people's orders, payments, notifications and custom meals (reference defect 8)", () => {
  it('deleting a customer keeps their orders and payments for the restaurant, and the owner notifications', async () => {
    const admin = await createUser(t, 'admin');
    const leaving = await createUser(t, 'customer');
    const staying = await createUser(t, 'customer');
    const { restaurant, ingredient, meal } = await makeMenu(t);
    const placed = await call(t, 'POST', '/api/orders/orders/', {
      token: leaving.token,
      body: cashOrder(restaurant.id, [{ meal, quantity: 1 }]),
    });
    expect(placed.status).toBe(201);
    const kept = await addCustomMeal(t, staying.id, restaurant.id, {
      name: 'Staying bowl',
      isPublic: true,
      lines: [{ ingredient, quantity: 2 }],
    });
    const gone = await addCustomMeal(t, leaving.id, restaurant.id, {
      name: 'Leaving bowl',
      isPublic: true,
      lines: [{ ingredient, quantity: 1 }],
    });
    const theirs = await call(t, 'POST', '/api/orders/orders/', {
      token: staying.token,
      body: cashOrder(restaurant.id, [{ custom_meal: gone, quantity: 2 }]),
    });
    expect(theirs.status).toBe(201);
    const snapshot = async () => ({
      meal: await t.db.select().from(customMeals).where(eq(customMeals.id, kept)),
      lines: await t.db.select().from(customMealIngredients).where(eq(customMealIngredients.customMealId, kept)),
    });
    const before = await snapshot();
    const ownerNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, restaurant.owner.id));
    expect(ownerNotes.length).toBe(2);

    expect((await call(t, 'DELETE', `/api/users/users/${leaving.id}/`, { token: admin.token })).status).toBe(204);

    const order = await call(t, 'GET', `/api/orders/orders/${placed.body.id}/`, { token: restaurant.owner.token });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ user: null, user_details: null, user_username: leaving.username });
    expect(order.body.payment).toMatchObject({ amount: placed.body.total_price, status: 'pending' });
    const [payment] = await rows(t, sql`select amount_cents from payments where order_id = ${placed.body.id}`);
    expect(payment).toEqual({ amount_cents: 800 });
    const afterNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, restaurant.owner.id));
    expect(afterNotes.map((n) => n.id)).toEqual(ownerNotes.map((n) => n.id));
    expect(afterNotes[0]?.senderId).toBeNull();
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(customMeals).where(eq(customMeals.id, gone))).toEqual([]);
    const other = await call(t, 'GET', `/api/orders/orders/${theirs.body.id}/`, { token: staying.token });
    expect(other.status).toBe(200);
    expect(other.body.total_price).toBe(theirs.body.total_price);
    expect(other.body.payment.amount).toBe(theirs.body.total_price);
    expect(other.body.items[0]).toMatchObject({ custom_meal: null, quantity: 2 });
    expect(other.body.items[0].custom_meal_details).toMatchObject({ id: null, name: 'Leaving bowl' });
  });

  it("deleting an owner keeps customers' orders, payments and notifications, and their custom meals elsewhere", async () => {
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    const elsewhere = await makeMenu(t);
    const placed = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal, quantity: 2 }]),
    });
    expect(placed.status).toBe(201);
    const delivered = await call(t, 'POST', `/api/orders/orders/${placed.body.id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'delivered' },
    });
    expect(delivered.status).toBe(200);
    const otherIngredient = await addIngredient(t, elsewhere.restaurant.id);
    await addMeal(t, elsewhere.restaurant.id);
    const kept = await addCustomMeal(t, customer.id, elsewhere.restaurant.id, {
      lines: [{ ingredient: otherIngredient, quantity: 3 }],
    });
    const keptBefore = await t.db.select().from(customMeals).where(eq(customMeals.id, kept));
    const customerNotes = await t.db.select().from(notifications).where(eq(notifications.recipientId, customer.id));
    expect(customerNotes.length).toBeGreaterThan(0);

    const res = await call(t, 'DELETE', `/api/users/users/${restaurant.owner.id}/`, { token: admin.token });
    expect(res.status).toBe(204);

    const order = await call(t, 'GET', `/api/orders/orders/${placed.body.id}/`, { token: customer.token });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ restaurant: null, restaurant_name: restaurant.name, status: 'delivered' });
    expect(order.body.payment).toMatchObject({ amount: '16.00', status: 'completed' });
    const afterNotes = await t.db.select().from(notifications).where(eq(notifications.recipientId, customer.id));
    expect(afterNotes.map((n) => n.id)).toEqual(customerNotes.map((n) => n.id));
    expect(await t.db.select().from(customMeals).where(eq(customMeals.id, kept))).toEqual(keptBefore);
  });
});
