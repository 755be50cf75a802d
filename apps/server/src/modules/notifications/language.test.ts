import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { users } from '../../db/schema.js';
import { eventually } from '../../../test/smtp.js';
import { cashOrder, makeMenu, memoryMailer } from '../orders/fixtures.js';

describe("notifications and e-mails in the recipient's language (issue #20)", () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  afterAll(() => t.close());

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

    const ownerList = await call(t, 'GET', '/api/notifications/notifications/', { token: restaurant.owner.token });
    const [note] = ownerList.body.results ?? ownerList.body;
    expect(note.title).toBe('وصلك طلب جديد');
    expect(note.message).toBe(`لديك طلب جديد رقم ${id} من mona: عدد الأصناف 2، الإجمالي 16.00 ج.م.`);

    const toOwner = await eventually(() => mailer.sent.find((m) => m.to === restaurant.owner.email));
    expect(toOwner.subject).toBe(`طلب جديد رقم ${id}`);
    expect(toOwner.text).toContain('2 × Bread (8.00 ج.م.)');
    const toCustomer = await eventually(() => mailer.sent.find((m) => m.to === customer.email));
    expect(toCustomer.subject).toBe(`Your Dishcraft order #${id}`);

    const accepted = await call(t, 'POST', `/api/orders/orders/${id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(accepted.status).toBe(200);
    const customerList = await call(t, 'GET', '/api/notifications/notifications/', { token: customer.token });
    const [update] = customerList.body.results ?? customerList.body;
    expect(update.title).toBe('Order Accepted');
    expect(update.message).toBe(`Abou Tarek accepted your order #${id}.`);
  });
});
