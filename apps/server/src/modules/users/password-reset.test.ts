import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { eventually, startSmtp } from '../../../test/smtp.js';
import { fixedClock } from '../../lib/clock.js';

const linkIn = (raw: string) => {
  const text = raw.replace(/=\r?\n/g, '');
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return { uid: match[1] as string, token: match[2] as string };
};

describe('password reset over real SMTP', () => {
  const clock = fixedClock('2026-06-01T10:00:00Z');
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, APP_URL: 'https://dishcraft.example' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a one-time link that sets the password and revokes every token', async () => {
    const user = await createUser(t, 'customer', { email: 'Reset.Me@Example.com' });
    const res = await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'reset.me@example.COM' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'If an account exists for this email address, a password reset link has been sent.',
    });
    const mail = await eventually(() =>
      smtp.mails.find((m) => m.to.some((a) => a.toLowerCase() === 'reset.me@example.com')),
    );
    expect(mail.raw).toContain('Subject: Reset your Dishcraft password');
    expect(mail.raw).toContain(`Hello ${user.username}`);
    expect(mail.raw).toContain('expires in 1 hour');
    expect(mail.raw).toContain('https://dishcraft.example/reset-password/');
    const { uid, token } = linkIn(mail.raw);
    expect(Buffer.from(uid, 'base64url').toString()).toBe(String(user.id));

    const body = { uid, token, new_password: 'Fresh1234', confirm_password: 'Fresh1234' };
    const ok = await call(t, 'POST', '/api/users/password-reset-confirm/', { body });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password reset successful' });
    expect((await call(t, 'GET', '/api/users/me/', { token: user.token })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/token/', { body: { username: user.username, password: 'Fresh1234' } })).status,
    ).toBe(200);
    const again = await call(t, 'POST', '/api/users/password-reset-confirm/', { body });
    expect(again.body).toEqual({ error: 'Invalid or expired token' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'nobody@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account exists for this email address, a password reset link has been sent.');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it("validates the request with the spec client's error field", async () => {
    expect((await call(t, 'POST', '/api/users/password-reset/', { body: {} })).body).toEqual({
      error: 'Email is required',
    });
    expect((await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'nope' } })).body).toEqual({
      error: 'Please enter a valid email address',
    });
  });

  it('checks the confirmation in the documented order', async () => {
    const user = await createUser(t);
    const uid = Buffer.from(String(user.id)).toString('base64url');
    const confirm = (body: Record<string, string>) => call(t, 'POST', '/api/users/password-reset-confirm/', { body });
    const base = { uid, token: 'x'.repeat(43), new_password: 'Fresh1234', confirm_password: 'Fresh1234' };
    expect((await confirm({ ...base, token: '' })).body).toEqual({ error: 'All fields are required' });
    expect((await confirm({ ...base, confirm_password: 'Other1234' })).body).toEqual({
      error: 'Passwords do not match',
    });
    expect((await confirm({ ...base, new_password: 'weak', confirm_password: 'weak' })).body).toEqual({
      error: 'Password must be at least 8 characters with at least one number and one uppercase letter',
    });
    expect((await confirm({ ...base, uid: '!!' })).body).toEqual({ error: 'Invalid reset link' });
    expect((await confirm({ ...base, uid: Buffer.from('999999').toString('base64url') })).body).toEqual({
      error: 'Invalid reset link',
    });
    const res = await confirm(base);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid or expired token' });
  });

  it('expires a link after exactly one hour, and a newer link replaces an older one', async () => {
    const user = await createUser(t, 'customer', { email: 'expiry@example.com' });
    await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'expiry@example.com' } });
    const first = linkIn((await eventually(() => smtp.mails.find((m) => m.to.includes('expiry@example.com')))).raw);
    await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'expiry@example.com' } });
    const second = linkIn(
      (await eventually(() => smtp.mails.filter((m) => m.to.includes('expiry@example.com'))[1])).raw,
    );
    const body = (l: { uid: string; token: string }) => ({
      ...l,
      new_password: 'Later1234',
      confirm_password: 'Later1234',
    });
    expect((await call(t, 'POST', '/api/users/password-reset-confirm/', { body: body(first) })).body).toEqual({
      error: 'Invalid or expired token',
    });
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    expect((await call(t, 'POST', '/api/users/password-reset-confirm/', { body: body(second) })).body).toEqual({
      error: 'Invalid or expired token',
    });
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('password reset limits', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends at most 3 mails an hour per address, then still answers 200; the 6th request is throttled', async () => {
    await createUser(t, 'customer', { email: 'limit@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await call(t, 'POST', '/api/users/password-reset/', { body: { email: 'limit@example.com' } })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await eventually(() => smtp.mails.length >= 3 || undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(3);
  });
});
