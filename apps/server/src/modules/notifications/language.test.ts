import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { meals, restaurants, users } from '../../db/schema.js';
import { eventually } from '../../../test/smtp.js';
import { cashOrder, makeMenu, memoryMailer } from '../orders/fixtures.js';

/** Egyptian pounds as Arabic writes them: marks that keep the amount's direction, Latin digits (ADR 023). */
const arabicPounds = (amount: string) => `\u200f${amount}\u00a0ج.م.\u200f`;

describe("notifications and e-mails in the recipient's language (issue #20)", () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterAll(() => t.close());

  const latest = async (token: string) => {
    const list = await call(t, 'GET', '/api/notifications/notifications/', { token });
    return (list.body.results ?? list.body)[0];
  };

  it("writes each person's in-app notification and e-mail in the language they chose, else English", async () => {
    const { restaurant, meal } = await makeMenu(t, 1000, 'Abou Tarek');
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, restaurant.owner.id));
    const customer = await createUser(t, 'customer', { username: 'mona' });
    const placed = await call(t, 'POST', '/api/orders/orders/', {
      token: customer.token,
      // Asked in Arabic, but the customer chose no language: their e-mail is English.
      headers: { 'accept-language': 'ar' },
      body: cashOrder(restaurant.id, [{ meal, quantity: 2 }]),
    });
    expect(placed.status).toBe(201);
    const id = placed.body.id as number;

    const note = await latest(restaurant.owner.token);
    expect(note.title).toBe('وصلك طلب جديد');
    expect(note.message).toBe(`لديك طلب جديد رقم ${id} من mona: صنفان، الإجمالي ${arabicPounds('16.00')}.`);

    const toOwner = await eventually(() => mailer.sent.find((m) => m.to === restaurant.owner.email));
    expect(toOwner.subject).toBe(`طلب جديد رقم ${id}`);
    expect(toOwner.text).toContain(`2 × Bread (${arabicPounds('8.00')})`);
    expect(toOwner.text).toContain(`الإجمالي: ${arabicPounds('16.00')}`);
    const toCustomer = await eventually(() => mailer.sent.find((m) => m.to === customer.email));
    expect(toCustomer.subject).toBe(`Your Dishcraft order #${id}`);
    expect(toCustomer.text).toContain('2 × Bread (EGP\u00a08.00)');
    expect(toCustomer.text).toContain('Total: EGP\u00a016.00');

    const accepted = await call(t, 'POST', `/api/orders/orders/${id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(accepted.status).toBe(200);
    const update = await latest(customer.token);
    expect(update.title).toBe('Order Accepted');
    expect(update.message).toBe(`Abou Tarek accepted your order #${id}.`);
  });

  it('counts items with the plural each language needs', async () => {
    const { restaurant, meal } = await makeMenu(t, 10_000);
    const customer = await createUser(t, 'customer', { username: 'karim' });
    const order = async (quantity: number) => {
      const placed = await call(t, 'POST', '/api/orders/orders/', {
        token: customer.token,
        body: cashOrder(restaurant.id, [{ meal, quantity }]),
      });
      expect(placed.status).toBe(201);
      return { id: placed.body.id as number, note: await latest(restaurant.owner.token) };
    };
    const one = await order(1);
    expect(one.note.message).toBe(`You have a new order #${one.id} from karim: 1 item, total EGP\u00a08.00.`);
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, restaurant.owner.id));
    const three = await order(3);
    expect(three.note.message).toBe(
      `لديك طلب جديد رقم ${three.id} من karim: 3 أصناف، الإجمالي ${arabicPounds('24.00')}.`,
    );
    const eleven = await order(11);
    expect(eleven.note.message).toBe(
      `لديك طلب جديد رقم ${eleven.id} من karim: 11 صنفًا، الإجمالي ${arabicPounds('88.00')}.`,
    );
  });

  it('names the restaurant and the meals by their Arabic twins for an Arabic reader, English for others', async () => {
    const { restaurant, meal } = await makeMenu(t, 1000, 'Koshary Tahrir');
    await t.db.update(restaurants).set({ nameAr: 'كشري التحرير' }).where(eq(restaurants.id, restaurant.id));
    await t.db.update(meals).set({ nameAr: 'عيش' }).where(eq(meals.id, meal));
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, restaurant.owner.id));
    const arabic = await createUser(t, 'customer', { username: 'salma' });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.id));
    const english = await createUser(t, 'customer', { username: 'john' });
    const place = async (token: string) => {
      const placed = await call(t, 'POST', '/api/orders/orders/', {
        token,
        body: cashOrder(restaurant.id, [{ meal, quantity: 1 }]),
      });
      expect(placed.status).toBe(201);
      return placed.body.id as number;
    };
    const arabicOrder = await place(arabic.token);
    const englishOrder = await place(english.token);

    const toArabic = await eventually(() => mailer.sent.find((m) => m.to === arabic.email));
    expect(toArabic.text).toContain(`شكرًا لطلبك رقم ${arabicOrder} من كشري التحرير.`);
    expect(toArabic.text).toContain(`1 × عيش (${arabicPounds('8.00')})`);
    const toEnglish = await eventually(() => mailer.sent.find((m) => m.to === english.email));
    expect(toEnglish.text).toContain(`Thank you for your order #${englishOrder} at Koshary Tahrir.`);
    expect(toEnglish.text).toContain('1 × Bread (EGP\u00a08.00)');
    const toOwner = await eventually(() =>
      mailer.sent.find((m) => m.to === restaurant.owner.email && m.subject.endsWith(` ${englishOrder}`)),
    );
    expect(toOwner.text).toContain(`1 × عيش (${arabicPounds('8.00')})`);

    for (const id of [arabicOrder, englishOrder]) {
      const res = await call(t, 'POST', `/api/orders/orders/${id}/update_status/`, {
        token: restaurant.owner.token,
        body: { status: 'cancelled', reason: 'Closed early' },
      });
      expect(res.status).toBe(200);
    }
    expect((await latest(arabic.token)).message).toBe(`ألغى كشري التحرير طلبك رقم ${arabicOrder}. السبب: Closed early`);
    expect((await latest(english.token)).message).toBe(
      `Koshary Tahrir cancelled your order #${englishOrder}. Reason: Closed early`,
    );

    const admin = await createUser(t, 'admin');
    const approval = await call(t, 'PATCH', `/api/restaurants/restaurants/${restaurant.id}/`, {
      token: admin.token,
      body: { is_approved: null },
    });
    expect(approval.status).toBe(200);
    expect(await latest(restaurant.owner.token)).toMatchObject({
      title: 'المطعم قيد المراجعة',
      message: 'مطعمك "كشري التحرير" بانتظار الموافقة من جديد.',
    });
  });
});
