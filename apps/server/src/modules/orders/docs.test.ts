import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orderItems, orders } from '../../db/schema.js';
import {
  cashOrder,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  orderJsonOf,
  type RestaurantFixture,
} from './fixtures.js';
import { refreshOrderTexts, refreshOutdatedOrderTexts } from './texts.js';

const ORDERS = '/api/orders/orders/';
const HOST = 'shop.example';
const BASE = `http://${HOST}`;

/**
 * Reads answer each order's text as the orders module last stored it (ADR 015). After every kind of
 * change an order's answer can see, made the way the app makes it, its read must equal what `orderOut`
 * makes of the rows as they are now, and no stored text may differ from a fresh one.
 */
describe('the stored JSON of orders follows every change it shows', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let restaurant: RestaurantFixture;
  let bread: number;
  let salad: number;
  let bowl: number;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
    restaurant = await makeRestaurant(t);
    const flour = await makeIngredient(t, restaurant.id);
    bread = await makeMeal(t, restaurant.id, { image: 'meals/bread.jpg' }, [{ ingredientId: flour, quantity: 10 }]);
    salad = await makeMeal(t, restaurant.id, { image: 'meals/salad.jpg', isCustomizable: true });
    bowl = await makeCustomMeal(t, customer.id, restaurant.id, [{ ingredientId: flour, quantity: 5 }], {
      baseMealId: bread,
    });
    const placed = await call(t, 'POST', ORDERS, {
      token: customer.token,
      body: cashOrder(restaurant.id, [{ meal: bread, quantity: 2 }, { custom_meal: bowl }]),
    });
    expect(placed.status).toBe(201);
    id = placed.body.id;
  });
  afterAll(() => t.close());

  /** The order as the admin reads it, checked against `orderOut` of its rows now. */
  async function current() {
    const res = await call(t, 'GET', `${ORDERS}${id}/`, { token: admin.token, headers: { host: HOST } });
    expect(res.status).toBe(200);
    expect(res.text).toBe(await orderJsonOf(t, id, BASE));
    return res.body;
  }

  /** Orders whose stored text differs from a fresh render of their rows, and texts of orders without a payment. */
  async function staleTexts() {
    const stored = await rows<{ id: number; doc: string | null; paid: boolean }>(
      t,
      sql`select o.id, d.doc, exists (select from payments p where p.order_id = o.id) as paid
        from orders o left join order_docs d on d.order_id = o.id order by o.id`,
    );
    const stale: number[] = [];
    for (const order of stored) {
      const fresh = order.paid ? await orderJsonOf(t, order.id, '') : null;
      if (order.doc !== fresh) stale.push(order.id);
    }
    return stale;
  }

  it('a placed order and its status changes', async () => {
    expect(await staleTexts()).toEqual([]);
    expect((await current()).status).toBe('pending');
    const moved = await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    expect((await current()).status).toBe('confirmed');
    expect(await staleTexts()).toEqual([]);
  });

  it("the customer's details, changed by the customer and by an admin", async () => {
    const own = await call(t, 'POST', '/api/users/update-profile/', {
      token: customer.token,
      body: { first_name: 'Zoë', phone_number: '01112345678' },
    });
    expect(own.status).toBe(200);
    expect((await current()).user_details).toMatchObject({ first_name: 'Zoë', phone_number: '01112345678' });
    const renamed = await call(t, 'PATCH', `/api/users/users/${customer.id}/`, {
      token: admin.token,
      body: { username: 'zoe_renamed' },
    });
    expect(renamed.status).toBe(200);
    expect((await current()).user_details).toMatchObject({ username: 'zoe_renamed' });
    expect(await staleTexts()).toEqual([]);
  });

  it("a meal's picture, in its own lines and in custom meals built on it", async () => {
    const changed = await call(t, 'PATCH', `/api/meals/meals/${bread}/`, {
      token: restaurant.owner.token,
      body: { image: null },
    });
    expect(changed.status).toBe(200);
    const order = await current();
    expect([order.items[0].meal_details.image, order.items[1].custom_meal_details.image]).toEqual([null, null]);
    expect(await staleTexts()).toEqual([]);
  });

  it("a custom meal's base meal", async () => {
    const changed = await call(t, 'PATCH', `/api/meals/custom-meals/${bowl}/`, {
      token: customer.token,
      body: { base_meal: salad },
    });
    expect(changed.status).toBe(200);
    expect((await current()).items[1].custom_meal_details.image).toBe(`${BASE}/media/meals/salad.jpg`);
    expect(await staleTexts()).toEqual([]);
  });

  it('the payment of a delivered cash order', async () => {
    for (const status of ['preparing', 'ready', 'delivered'])
      expect(
        (
          await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
            token: restaurant.owner.token,
            body: { status },
          })
        ).status,
      ).toBe(200);
    expect((await current()).payment.status).toBe('completed');
    expect(await staleTexts()).toEqual([]);
  });

  it('texts of an older output of the serializer are rewritten at start, and only those', async () => {
    // What a deploy that changed the answer's shape finds: texts of the old format, orders that never change.
    await t.db.execute(sql`update order_docs set doc = '{"old":true}', format = 'older' where order_id = ${id}`);
    expect(await staleTexts()).toEqual([id]);
    expect(await refreshOutdatedOrderTexts(t.db)).toBe(1);
    expect(await staleTexts()).toEqual([]);
    expect((await current()).id).toBe(id);
    expect(await refreshOutdatedOrderTexts(t.db)).toBe(0);
  });

  it('deleted custom meal, meal, restaurant and customer', async () => {
    const del = (url: string, token: string) => call(t, 'DELETE', url, { token });
    expect((await del(`/api/meals/custom-meals/${bowl}/`, customer.token)).status).toBe(204);
    expect((await current()).items[1]).toMatchObject({ custom_meal: null, custom_meal_details: { id: null } });
    expect((await del(`/api/meals/meals/${bread}/`, restaurant.owner.token)).status).toBe(204);
    expect((await current()).items[0]).toMatchObject({ meal: null, meal_details: { id: null, image: null } });
    expect((await del(`/api/restaurants/restaurants/${restaurant.id}/`, admin.token)).status).toBe(204);
    expect((await current()).restaurant).toBeNull();
    expect((await del(`/api/users/users/${customer.id}/`, admin.token)).status).toBe(204);
    expect(await current()).toMatchObject({ user: null, user_details: null });
    expect(await staleTexts()).toEqual([]);
  });

  it('an order without a payment has no text, and a refresh does not give it one', async () => {
    const [row] = await t.db
      .insert(orders)
      .values({
        userUsername: 'walk-in',
        restaurantName: 'Gone',
        totalPriceCents: 5,
        subtotalCents: 5,
        paymentMethod: 'cash',
        deliveryAddress: 'Counter',
      })
      .returning({ id: orders.id });
    const unpaid = (row as { id: number }).id;
    await t.db.insert(orderItems).values({ orderId: unpaid, kind: 'meal', name: 'Tea', quantity: 1, priceCents: 5 });
    await t.db.transaction((tx) => refreshOrderTexts(tx, { ids: [unpaid, id] }));
    expect((await call(t, 'GET', `${ORDERS}${unpaid}/`, { token: admin.token })).status).toBe(404);
    expect(await staleTexts()).toEqual([]);
  });
});
