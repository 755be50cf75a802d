import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';
import { restaurants } from '../../src/db/schema.js';
import { cashOrder, makeMenu } from '../../src/modules/orders/fixtures.js';

const ARABIC = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

describe('the language of error answers (issue #20)', () => {
  let t: TestApp;
  let customer: TestUser;
  let closed: number;
  let meal: number;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    const menu = await makeMenu(t, 1000, 'Abou Tarek');
    await t.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, menu.restaurant.id));
    closed = menu.restaurant.id;
    meal = menu.meal;
  });
  afterAll(() => t.close());

  /** One request of each kind of refusal; `headers` is the language it asks in. */
  async function refusals(headers: Record<string, string>) {
    return {
      validation: await call(t, 'POST', '/api/users/register/', {
        headers,
        body: { username: 'ab', email: 'nope', password: 'short', password2: 'other', first_name: '' },
      }),
      notFound: await call(t, 'GET', '/api/restaurants/restaurants/999999/', { headers }),
      unauthorized: await call(t, 'GET', '/api/users/me/', { headers }),
      forbidden: await call(t, 'POST', '/api/meals/categories/', {
        headers,
        token: customer.token,
        body: { name: 'Soups' },
      }),
      closed: await call(t, 'POST', '/api/orders/orders/', {
        headers,
        token: customer.token,
        body: cashOrder(closed, [{ meal }]),
      }),
    };
  }

  it('answers in English, byte for byte as before, when the request names no language', async () => {
    const r = await refusals({});
    expect(r.validation.status).toBe(400);
    expect(r.validation.body).toEqual({
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters with at least one number and one uppercase letter'],
      password2: ['Confirm password must match password'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
    expect(r.notFound.body).toEqual({ detail: 'Not found.' });
    expect(r.unauthorized.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(r.forbidden.body).toEqual({ detail: 'Only restaurant owners and admins can create categories.' });
    expect(r.closed.status).toBe(409);
    expect(r.closed.body.detail).toBe('Abou Tarek is closed right now.');
    expect(r.closed.body.code).toBe('restaurant_closed');
  });

  it('answers in Arabic when Accept-Language prefers it, with the same keys and codes', async () => {
    const r = await refusals(ARABIC);
    expect(r.validation.status).toBe(400);
    expect(r.validation.body).toEqual({
      username: ['يجب ألا يقل طول اسم المستخدم عن 3 أحرف'],
      email: ['من فضلك أدخل بريدًا إلكترونيًا صحيحًا'],
      password: ['يجب أن تتكون كلمة المرور من 8 أحرف على الأقل، منها رقم واحد وحرف كبير واحد على الأقل'],
      password2: ['تأكيد كلمة المرور لا يطابق كلمة المرور'],
      first_name: ['حقل الاسم الأول مطلوب'],
      last_name: ['حقل اسم العائلة مطلوب'],
    });
    expect(r.notFound.status).toBe(404);
    expect(r.notFound.body).toEqual({ detail: 'غير موجود.' });
    expect(r.unauthorized.status).toBe(401);
    expect(r.unauthorized.body).toEqual({ detail: 'لم تُرسَل بيانات تسجيل الدخول.' });
    expect(r.forbidden.status).toBe(403);
    expect(r.forbidden.body).toEqual({ detail: 'إنشاء التصنيفات متاح لأصحاب المطاعم والمسؤولين فقط.' });
    expect(r.closed.status).toBe(409);
    expect(r.closed.body.detail).toBe('Abou Tarek مغلق الآن.');
    expect(r.closed.body.code).toBe('restaurant_closed');
  });

  it('says that error answers vary with Accept-Language', async () => {
    const res = await call(t, 'GET', '/api/restaurants/restaurants/999999/', { headers: ARABIC });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(String(res.headers.vary)).toMatch(/authorization/i);
  });

  it('answers English to a language it does not speak', async () => {
    const res = await call(t, 'GET', '/api/users/me/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
