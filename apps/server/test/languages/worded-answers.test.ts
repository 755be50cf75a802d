import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { eventually } from '../smtp.js';
import { makeMenu, memoryMailer } from '../../src/modules/orders/fixtures.js';

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

describe('successful answers that are sentences follow Accept-Language (issue #20)', () => {
  const mailer = memoryMailer();
  let t: TestApp;
  let customer: TestUser;
  let meal: number;
  beforeAll(async () => {
    t = await createTestApp({ mailer });
    customer = await createUser(t, 'customer');
    meal = (await makeMenu(t, 1000)).meal;
  });
  afterAll(() => t.close());

  /** A reset link's uid and token, from the e-mail sent to `email`. */
  async function resetLink(email: string, headers: Record<string, string>) {
    const asked = await call(t, 'POST', '/api/users/password-reset/', { headers, body: { email } });
    expect(asked.status).toBe(200);
    const mail = await eventually(() => mailer.sent.find((m) => m.to === email));
    const [, uid, token] = /\/reset-password\/([\w-]+)\/([\w-]+)/.exec(mail.text) ?? [];
    return { asked, uid, token };
  }

  /** Each worded answer once, asked in `headers`' language. */
  async function answers(headers: Record<string, string>) {
    const user = await createUser(t, 'customer');
    const { asked, uid, token } = await resetLink(user.email, headers);
    const confirmed = await call(t, 'POST', '/api/users/password-reset-confirm/', {
      headers,
      body: { uid, token, new_password: 'Fresh1234', confirm_password: 'Fresh1234' },
    });
    return {
      asked,
      confirmed,
      allRead: await call(t, 'POST', '/api/notifications/notifications/mark_all_as_read/', {
        headers,
        token: customer.token,
      }),
      available: await call(t, 'GET', `/api/meals/meals/${meal}/check_availability/`, { headers }),
      short: await call(t, 'GET', `/api/meals/meals/${meal}/check_availability/?quantity=20`, { headers }),
    };
  }

  it('answers in English, byte for byte as before, when the request names no language', async () => {
    const a = await answers({});
    expect(a.asked.body).toEqual({
      message: 'If an account exists for this email address, a password reset link has been sent.',
    });
    expect(a.confirmed.status).toBe(200);
    expect(a.confirmed.body).toEqual({ message: 'Password reset successful' });
    expect(a.allRead.status).toBe(200);
    expect(a.allRead.body).toEqual({ status: 'All notifications marked as read', updated: 0 });
    expect(a.available.body.message).toBe('All ingredients are available.');
    expect(a.short.body.message).toBe('- Flour is low in stock. Required: 2000, Available: 1000');
    expect(String(a.available.headers.vary)).toMatch(/accept-language/i);
  });

  it('answers in Arabic when Accept-Language prefers it, keeping names and data as they are', async () => {
    const a = await answers(ARABIC);
    expect(a.asked.body).toEqual({
      message: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
    });
    expect(a.confirmed.status).toBe(200);
    expect(a.confirmed.body).toEqual({ message: 'تمت إعادة تعيين كلمة المرور بنجاح' });
    expect(a.allRead.body).toEqual({ status: 'تم تمييز كل الإشعارات كمقروءة', updated: 0 });
    expect(a.available.body.message).toBe('كل المكونات متوفرة.');
    expect(a.short.body.message).toBe('- الكمية المتبقية من Flour قليلة. المطلوب: 2000، المتاح: 1000');
    expect(a.short.body.unavailable_ingredients[0]).toMatchObject({ name: 'Flour', required: 2000, in_stock: 1000 });
  });
});
