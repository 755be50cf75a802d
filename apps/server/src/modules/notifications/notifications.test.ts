import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { notifications } from '../../db/schema.js';
import { insertNotifications, insertOrder, insertRestaurant } from './fixtures.js';

const URL = '/api/notifications/notifications/';

describe('notifications API', () => {
  let t: TestApp;
  let customer: TestUser;
  let owner: TestUser;
  let admin: TestUser;
  let other: TestUser;
  let restaurantId: number;
  let orderId: number;

  const readFlags = async (userId: number) =>
    (
      await t.db.select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(notifications.id)
    ).map((n) => [n.id, n.isRead]);
  const allRows = () => t.db.select().from(notifications).orderBy(notifications.id);

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    owner = await createUser(t, 'restaurant');
    admin = await createUser(t, 'admin');
    other = await createUser(t, 'customer');
    restaurantId = await insertRestaurant(t, owner.id, { name: 'Nile Bites' });
    orderId = await insertOrder(t, { userId: customer.id, restaurantId, status: 'confirmed', totalCents: 2450 });
  });
  afterAll(() => t.close());

  it('GET returns NotificationOut with only ids and names of sender, restaurant and order', async () => {
    const [id] = await insertNotifications(t, customer.id, 1, {
      senderId: owner.id,
      restaurantId,
      orderId,
      notificationType: 'order_accepted',
      title: 'Order Accepted',
      message: `Nile Bites accepted your order #${orderId}.`,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const res = await call(t, 'GET', `${URL}${id}/`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      recipient: customer.id,
      sender: owner.id,
      sender_details: { id: owner.id, username: owner.username },
      restaurant: restaurantId,
      restaurant_details: { id: restaurantId, name: 'Nile Bites' },
      order: orderId,
      order_details: { id: orderId, status: 'confirmed', total_price: '24.50' },
      notification_type: 'order_accepted',
      title: 'Order Accepted',
      message: `Nile Bites accepted your order #${orderId}.`,
      is_read: false,
      created_at: '2026-01-02T03:04:05.678Z',
    });
    expect(JSON.stringify(res.body)).not.toContain(owner.email);
  });

  it('a notification without sender, restaurant or order has null details', async () => {
    const [id] = await insertNotifications(t, other.id, 1);
    const res = await call(t, 'GET', `${URL}${id}/`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sender: null,
      sender_details: null,
      restaurant: null,
      restaurant_details: null,
      order: null,
      order_details: null,
    });
  });

  it('lists only the caller’s notifications, newest first, for every role', async () => {
    const mine = await insertNotifications(t, owner.id, 3, { notificationType: 'new_order' });
    const customers = await insertNotifications(t, customer.id, 2);
    const admins = await insertNotifications(t, admin.id, 1);

    const ownerList = await call(t, 'GET', URL, { token: owner.token });
    expect(ownerList.status).toBe(200);
    expect(ownerList.body.map((n: { id: number }) => n.id)).toEqual([...mine].reverse());
    expect(ownerList.body.every((n: { recipient: number }) => n.recipient === owner.id)).toBe(true);

    const adminList = await call(t, 'GET', URL, { token: admin.token });
    expect(adminList.body.map((n: { id: number }) => n.id)).toEqual(admins);

    const customerList = await call(t, 'GET', URL, { token: customer.token });
    expect(customerList.body.map((n: { id: number }) => n.id).slice(0, 2)).toEqual([...customers].reverse());
    expect(customerList.body.every((n: { recipient: number }) => n.recipient === customer.id)).toBe(true);
  });

  it('orders by created_at descending, then id descending', async () => {
    const u = await createUser(t, 'customer');
    const [older] = await insertNotifications(t, u.id, 1, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const [newer] = await insertNotifications(t, u.id, 1, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const [tieA, tieB] = await insertNotifications(t, u.id, 2, { createdAt: new Date('2026-01-15T00:00:00Z') });
    const res = await call(t, 'GET', URL, { token: u.token });
    expect(res.body.map((n: { id: number }) => n.id)).toEqual([newer, tieB, tieA, older]);
  });

  it('another user’s notification is 404 on read and mark_as_read, and stays unread', async () => {
    const [id] = await insertNotifications(t, customer.id, 1);
    for (const intruder of [owner, admin, other]) {
      const get = await call(t, 'GET', `${URL}${id}/`, { token: intruder.token });
      expect(get.status).toBe(404);
      expect(get.body).toEqual({ detail: 'Not found.' });
      const mark = await call(t, 'POST', `${URL}${id}/mark_as_read/`, { token: intruder.token });
      expect(mark.status).toBe(404);
      expect(mark.body).toEqual({ detail: 'Not found.' });
    }
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id as number));
    expect(row?.isRead).toBe(false);
  });

  it('path ids that are not positive integers are 404', async () => {
    for (const bad of ['abc', '0', '1.5', '-1']) {
      const res = await call(t, 'GET', `${URL}${bad}/`, { token: customer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('mark_as_read sets the flag, is idempotent, and touches nothing else', async () => {
    const u = await createUser(t, 'customer');
    const [first, second] = await insertNotifications(t, u.id, 2);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(t, 'POST', `${URL}${first}/mark_as_read/`, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: first, is_read: true, recipient: u.id });
    }
    expect(await readFlags(u.id)).toEqual([
      [first, true],
      [second, false],
    ]);
  });

  it('unread lists only unread notifications', async () => {
    const u = await createUser(t, 'customer');
    const [a, b, c] = await insertNotifications(t, u.id, 3);
    await call(t, 'POST', `${URL}${b}/mark_as_read/`, { token: u.token });
    const res = await call(t, 'GET', `${URL}unread/`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.map((n: { id: number }) => n.id)).toEqual([c, a]);
  });

  it('mark_all_as_read changes only the caller’s notifications and counts them', async () => {
    const adminNotes = await insertNotifications(t, admin.id, 2);
    const customerBefore = await readFlags(customer.id);
    const ownerBefore = await readFlags(owner.id);
    const res = await call(t, 'POST', `${URL}mark_all_as_read/`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'All notifications marked as read', updated: adminNotes.length + 1 });
    expect((await readFlags(admin.id)).every(([, read]) => read)).toBe(true);
    expect(await readFlags(customer.id)).toEqual(customerBefore);
    expect(await readFlags(owner.id)).toEqual(ownerBefore);

    const again = await call(t, 'POST', `${URL}mark_all_as_read/`, { token: admin.token, body: { ids: [1, 2] } });
    expect(again.body).toEqual({ status: 'All notifications marked as read', updated: 0 });
  });

  it('filters by is_read, notification_type (one or several) and order', async () => {
    const u = await createUser(t, 'customer');
    const [accepted] = await insertNotifications(t, u.id, 1, { notificationType: 'order_accepted', orderId });
    const [ready] = await insertNotifications(t, u.id, 1, { notificationType: 'order_ready' });
    const [read] = await insertNotifications(t, u.id, 1, { isRead: true });
    const ids = async (query: string) =>
      (await call(t, 'GET', `${URL}?${query}`, { token: u.token })).body.map((n: { id: number }) => n.id);
    expect(await ids('is_read=true')).toEqual([read]);
    expect(await ids('is_read=0')).toEqual([ready, accepted]);
    expect(await ids('notification_type=order_ready')).toEqual([ready]);
    expect(await ids('notification_type=order_ready,order_accepted')).toEqual([ready, accepted]);
    expect(await ids(`order=${orderId}`)).toEqual([accepted]);
    expect(await ids('unknown=1')).toEqual([read, ready, accepted]);
  });

  it('bad filter values are 400 naming each parameter', async () => {
    const res = await call(t, 'GET', `${URL}?is_read=maybe&notification_type=spam&order=x`, { token: customer.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      is_read: ['Must be true or false.'],
      notification_type: [
        '"spam" is not a valid choice. Use one of: new_order, order_accepted, order_rejected, order_ready, order_delivered, other.',
      ],
      order: ['Must be a whole number.'],
    });
  });

  it('?page= returns a page envelope; a page past the end is 404', async () => {
    const u = await createUser(t, 'customer');
    const ids = await insertNotifications(t, u.id, 25);
    const first = await call(t, 'GET', `${URL}?page=1`, { token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(25);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0].id).toBe(ids[24]);
    expect(first.body.next).toBe('http://localhost/api/notifications/notifications/?page=2');
    expect(first.body.previous).toBeNull();
    const second = await call(t, 'GET', `${URL}?page=2`, { token: u.token });
    expect(second.body.results.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 5).reverse());
    const past = await call(t, 'GET', `${URL}?page=3`, { token: u.token });
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });

  it('needs authentication', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['GET', `${URL}unread/`],
      ['GET', `${URL}1/`],
      ['POST', `${URL}1/mark_as_read/`],
      ['POST', `${URL}mark_all_as_read/`],
    ] as const) {
      const res = await call(t, method, url);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('nobody can create, edit, re-address or delete a notification: 405 with Allow', async () => {
    const [id] = await insertNotifications(t, customer.id, 1);
    const before = await allRows();
    const attempts = [
      ['POST', URL, 'GET'],
      ['PUT', URL, 'GET'],
      ['PATCH', URL, 'GET'],
      ['DELETE', URL, 'GET'],
      ['POST', `${URL}${id}/`, 'GET'],
      ['PUT', `${URL}${id}/`, 'GET'],
      ['PATCH', `${URL}${id}/`, 'GET'],
      ['DELETE', `${URL}${id}/`, 'GET'],
    ] as const;
    for (const [method, url, allowed] of attempts) {
      for (const token of [customer.token, admin.token]) {
        const res = await call(t, method, url, {
          token,
          body: { recipient: other.id, title: 'Hacked', message: 'x', notification_type: 'other', is_read: true },
        });
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.body).toEqual({ detail: `Method "${method}" is not allowed here.` });
        expect(String(res.headers.allow)).toContain(allowed);
        expect(String(res.headers.allow)).not.toContain(method);
      }
    }
    expect(await allRows()).toEqual(before);

    for (const [method, url, allowed] of [
      ['GET', `${URL}mark_all_as_read/`, 'POST'],
      ['PUT', `${URL}mark_all_as_read/`, 'POST'],
      ['GET', `${URL}${id}/mark_as_read/`, 'POST'],
      ['DELETE', `${URL}unread/`, 'GET'],
    ] as const) {
      const res = await call(t, method, url, { token: customer.token });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.body).toEqual({ detail: `Method "${method}" is not allowed here.` });
      expect(String(res.headers.allow)).toContain(allowed);
    }
    expect(await allRows()).toEqual(before);
  });

  it('lists run the same number of queries for 1 and 100 notifications', async () => {
    const one = await createUser(t, 'customer');
    const many = await createUser(t, 'customer');
    await insertNotifications(t, one.id, 1, { senderId: owner.id, restaurantId, orderId });
    await insertNotifications(t, many.id, 100, { senderId: owner.id, restaurantId, orderId });
    for (const path of [URL, `${URL}unread/`, `${URL}?page=1`]) {
      const small = await call(t, 'GET', path, { token: one.token });
      const large = await call(t, 'GET', path, { token: many.token });
      expect(small.status).toBe(200);
      expect(large.status).toBe(200);
      expect(JSON.stringify(large.body)).toContain('"order_details":{');
      expect(queryCount(large)).toBe(queryCount(small));
    }
    const all = await call(t, 'GET', URL, { token: many.token });
    expect(all.body).toHaveLength(100);
  });
});
