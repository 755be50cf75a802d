import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { eventually, startSmtp } from '../../../test/smtp.js';
import { users } from '../../db/schema.js';

const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: 'Passw0rdX',
  password2: 'Passw0rdX',
  first_name: 'Mona',
  last_name: 'Adel',
  ...extra,
});

/** The text of a single-part message, whichever transfer encoding nodemailer chose for it. */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const languageOf = async (t: TestApp, id: number) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("a user's language (issue #20)", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://dishcraft.example' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is null in the user JSON until chosen', async () => {
    const user = await createUser(t);
    const me = await call(t, 'GET', '/api/users/me/', { token: user.token });
    expect(me.body.language).toBeNull();
  });

  it("is the registration's Accept-Language unless the body names one", async () => {
    const asked = await call(t, 'POST', '/api/users/register/', {
      headers: { 'accept-language': 'ar' },
      body: registration('lang_ar'),
    });
    expect(asked.status).toBe(201);
    expect(asked.body.language).toBe('ar');
    const plain = await call(t, 'POST', '/api/users/register/', { body: registration('lang_en') });
    expect(plain.body.language).toBe('en');
    const named = await call(t, 'POST', '/api/users/register/', {
      headers: { 'accept-language': 'ar' },
      body: registration('lang_named', { language: 'en' }),
    });
    expect(named.body.language).toBe('en');
  });

  it('is set and cleared by the user on their profile', async () => {
    const user = await createUser(t);
    const set = await call(t, 'POST', '/api/users/update-profile/', { token: user.token, body: { language: 'ar' } });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe('ar');
    const patched = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: user.token,
      body: { language: 'en' },
    });
    expect(patched.body.language).toBe('en');
    const cleared = await call(t, 'POST', '/api/users/update-profile/', {
      token: user.token,
      body: { language: null },
    });
    expect(cleared.body.language).toBeNull();
  });

  it('refuses a language Dishcraft does not speak and changes nothing', async () => {
    const user = await createUser(t);
    const res = await call(t, 'POST', '/api/users/update-profile/', { token: user.token, body: { language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ language: ['"fr" is not a valid choice. Use one of: en, ar.'] });
    expect(await languageOf(t, user.id)).toBeNull();
  });

  it("is not an admin's to set for someone else (mass assignment)", async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t);
    const res = await call(t, 'PATCH', `/api/users/users/${user.id}/`, {
      token: admin.token,
      body: { language: 'ar', first_name: 'Hoda' },
    });
    expect(res.status).toBe(200);
    expect(await languageOf(t, user.id)).toBeNull();
  });

  it('writes the password reset e-mail in the account language, as UTF-8', async () => {
    const user = await createUser(t, 'customer', { email: 'arabic.reader@example.com' });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, user.id));
    const res = await call(t, 'POST', '/api/users/password-reset/', {
      headers: { 'accept-language': 'ar' },
      body: { email: 'arabic.reader@example.com' },
    });
    expect(res.status).toBe(200);
    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes('arabic.reader@example.com')));
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    const text = mailText(mail.raw);
    expect(text).toContain(`مرحبًا ${user.username}،`);
    expect(text).toContain('يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة.');
    expect(text).toContain('https://dishcraft.example/reset-password/');
  });
});
