import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orderItems, orders, payments } from '../../db/schema.js';
import { cashOrder, makeCustomMeal, makeMenu, makeRestaurant } from './fixtures.js';
import { writeAllOrderTexts } from './texts.js';

const ORDERS = '/api/orders/orders/';

describe('reading orders', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let a: Awaited<ReturnType<typeof makeMenu>>;
  let b: Awaited<ReturnType<typeof makeMenu>>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t, 'customer', { username: `alice_${Date.now() % 100000}` });
    bob = await createUser(t, 'customer', { username: `bob_${Date.now() % 100000}` });
    admin = await createUser(t, 'admin');
    a = await makeMenu(t);
    b = await makeMenu(t, 1000, 'Nile Grill');
    const place = async (user: TestUser, menu: typeof a, quantity: number) => {
      const res = await call(t, 'POST', ORDERS, {
        token: user.token,
        body: cashOrder(menu.restaurant.id, [{ meal: menu.meal, quantity }]),
      });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    ids.aliceA = await place(alice, a, 1);
    ids.aliceB = await place(alice, b, 3);
    ids.bobA = await place(bob, a, 2);
    await call(t, 'POST', `${ORDERS}${ids.bobA}/update_status/`, {
      token: a.restaurant.owner.token,
      body: { status: 'confirmed' },
    });
  });
  afterAll(() => t.close());

  const listIds = async (token: string, query = '') => {
    const res = await call(t, 'GET', `${ORDERS}${query}`, { token });
    expect(res.status).toBe(200);
    return (res.body as { id: number }[]).map((o) => o.id);
  };

  it('customers see their own orders, owners their restaurant’s, admins all; newest first', async () => {
    expect(await listIds(alice.token)).toEqual([ids.aliceB, ids.aliceA]);
    expect(await listIds(bob.token)).toEqual([ids.bobA]);
    expect(await listIds(a.restaurant.owner.token)).toEqual([ids.bobA, ids.aliceA]);
    expect(await listIds(b.restaurant.owner.token)).toEqual([ids.aliceB]);
    expect(await listIds(admin.token)).toEqual([ids.bobA, ids.aliceB, ids.aliceA]);
    const anonymous = await call(t, 'GET', ORDERS);
    expect(anonymous.status).toBe(401);
  });

  it('details follow the same scopes: others get 404', async () => {
    expect((await call(t, 'GET', `${ORDERS}${ids.aliceA}/`, { token: alice.token })).status).toBe(200);
    expect((await call(t, 'GET', `${ORDERS}${ids.aliceA}/`, { token: a.restaurant.owner.token })).status).toBe(200);
    expect((await call(t, 'GET', `${ORDERS}${ids.aliceA}/`, { token: admin.token })).status).toBe(200);
    for (const token of [bob.token, b.restaurant.owner.token]) {
      const res = await call(t, 'GET', `${ORDERS}${ids.aliceA}/`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await call(t, 'GET', `${ORDERS}abc/`, { token: admin.token })).status).toBe(404);
  });

  it('filters by status (comma list), and refuses unknown statuses', async () => {
    expect(await listIds(admin.token, '?status=confirmed')).toEqual([ids.bobA]);
    expect(await listIds(admin.token, '?status=pending,confirmed')).toEqual([ids.bobA, ids.aliceB, ids.aliceA]);
    const bad = await call(t, 'GET', `${ORDERS}?status=shipped`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      status: [
        '"shipped" is not a valid choice. Use one of: pending, confirmed, preparing, ready, delivered, cancelled.',
      ],
    });
  });

  it('search: order id (12 or #12), customer username, restaurant name — for owners and admins', async () => {
    expect(await listIds(admin.token, `?search=%23${ids.aliceB}`)).toEqual([ids.aliceB]);
    expect(await listIds(admin.token, `?search=${ids.aliceB}`)).toContain(ids.aliceB);
    expect(await listIds(admin.token, `?search=${bob.username.toUpperCase()}`)).toEqual([ids.bobA]);
    expect(await listIds(admin.token, '?search=nile%20GRILL')).toEqual([ids.aliceB]);
    expect(await listIds(a.restaurant.owner.token, `?search=${alice.username}`)).toEqual([ids.aliceA]);
    expect(await listIds(alice.token, `?search=${bob.username}`)).toEqual([ids.aliceB, ids.aliceA]);
  });

  it('restaurant and user filters are for admins; other roles’ values are ignored', async () => {
    expect(await listIds(admin.token, `?restaurant=${a.restaurant.id}`)).toEqual([ids.bobA, ids.aliceA]);
    expect(await listIds(admin.token, `?user=${alice.id}`)).toEqual([ids.aliceB, ids.aliceA]);
    expect(await listIds(admin.token, `?user=${alice.id}&restaurant=${b.restaurant.id}`)).toEqual([ids.aliceB]);
    expect(await listIds(alice.token, `?restaurant=${a.restaurant.id}`)).toEqual([ids.aliceB, ids.aliceA]);
    const bad = await call(t, 'GET', `${ORDERS}?restaurant=x`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ restaurant: ['Must be a whole number.'] });
  });

  it('orders by total_price, status or created_at; id breaks ties', async () => {
    expect(await listIds(admin.token, '?ordering=total_price')).toEqual([ids.aliceA, ids.bobA, ids.aliceB]);
    expect(await listIds(admin.token, '?ordering=-total_price')).toEqual([ids.aliceB, ids.bobA, ids.aliceA]);
    expect(await listIds(admin.token, '?ordering=status')).toEqual([ids.bobA, ids.aliceA, ids.aliceB]);
    expect(await listIds(admin.token, '?ordering=created_at,nonsense')).toEqual([ids.aliceA, ids.aliceB, ids.bobA]);
  });

  it('pages with ?page=', async () => {
    const res = await call(t, 'GET', `${ORDERS}?page=1&page_size=2`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((o: { id: number }) => o.id)).toEqual([ids.bobA, ids.aliceB]);
    expect(res.body.next).toMatch(/page=2/);
    expect(res.body.previous).toBeNull();
    const past = await call(t, 'GET', `${ORDERS}?page=9`, { token: admin.token });
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });

  it('the list runs the same number of queries for 1 and for 100 orders', async () => {
    const buyer = await createUser(t, 'customer');
    const restaurant = await makeRestaurant(t);
    const menu = await makeMenu(t);
    const custom = await makeCustomMeal(t, buyer.id, menu.restaurant.id, [
      { ingredientId: menu.ingredient, quantity: 1 },
    ]);
    const insertOrders = async (n: number) => {
      const rows = await t.db
        .insert(orders)
        .values(
          Array.from({ length: n }, () => ({
            userId: buyer.id,
            userUsername: buyer.username,
            restaurantId: restaurant.id,
            restaurantName: restaurant.name,
            totalPriceCents: 1600,
            subtotalCents: 1600,
            paymentMethod: 'cash',
            deliveryAddress: 'x',
          })),
        )
        .returning({ id: orders.id });
      await t.db.insert(orderItems).values(
        rows.flatMap((o) => [
          { orderId: o.id, mealId: menu.meal, kind: 'meal', name: 'Bread', quantity: 1, priceCents: 800 },
          {
            orderId: o.id,
            customMealId: custom,
            kind: 'custom',
            name: 'Bowl',
            quantity: 1,
            priceCents: 800,
            customSnapshot: { cooking_instructions: '', ingredients: [] },
          },
        ]),
      );
      await t.db
        .insert(payments)
        .values(rows.map((o) => ({ orderId: o.id, paymentMethod: 'cash', amountCents: 1600, status: 'pending' })));
      await writeAllOrderTexts(t.db);
    };
    await insertOrders(1);
    const one = await call(t, 'GET', ORDERS, { token: buyer.token });
    expect(one.body).toHaveLength(1);
    const onePage = await call(t, 'GET', `${ORDERS}?page=1`, { token: buyer.token });
    await insertOrders(99);
    const hundred = await call(t, 'GET', ORDERS, { token: buyer.token });
    expect(hundred.body).toHaveLength(100);
    expect(hundred.body[0].items).toHaveLength(2);
    expect(queryCount(hundred)).toBe(queryCount(one));
    const hundredPage = await call(t, 'GET', `${ORDERS}?page=1&page_size=100`, { token: buyer.token });
    expect(hundredPage.body.results).toHaveLength(100);
    expect(queryCount(hundredPage)).toBe(queryCount(onePage));
    const owner = await call(t, 'GET', ORDERS, { token: restaurant.owner.token });
    expect(owner.body).toHaveLength(100);
    expect(queryCount(owner)).toBe(queryCount(one));
  });
});
