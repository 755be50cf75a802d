import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, rows, type TestApp, type TestUser } from '../../../test/helpers.js';
import { customMeals, meals, orderItems, orders, payments, restaurants, users } from '../../db/schema.js';
import {
  cashOrder,
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  orderJsonOf,
  type RestaurantFixture,
} from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const HOST = 'shop.example';
const BASE = `http://${HOST}`;

/**
 * Reads answer each order's JSON as the triggers of migration 0003 last wrote it (ADR 014). After
 * every kind of change an order's JSON can see, its read must equal what `orderOut` makes of the rows
 * as they are now, and no stored text may differ from a fresh one.
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
    salad = await makeMeal(t, restaurant.id, { image: 'meals/salad.jpg' });
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

  /** Orders whose stored text differs from a fresh one, and texts of orders without a payment. */
  async function staleDocs() {
    return rows<{ id: number }>(
      t,
      sql`
      select o.id from orders o
      inner join payments p on p.order_id = o.id
      left join order_docs d on d.order_id = o.id
      where d.doc is distinct from (select rendered_doc from order_docs_render(array[o.id]))
      union all
      select d.order_id from order_docs d where not exists (select 1 from payments p where p.order_id = d.order_id)`,
    );
  }

  it('a placed order and its status changes', async () => {
    expect((await current()).status).toBe('pending');
    const moved = await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
      token: restaurant.owner.token,
      body: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    expect((await current()).status).toBe('confirmed');
    expect(await staleDocs()).toEqual([]);
  });

  it("the customer's details", async () => {
    await t.db.update(users).set({ firstName: 'Zoë', phoneNumber: '0100' }).where(eq(users.id, customer.id));
    const order = await current();
    expect(order.user_details).toMatchObject({ first_name: 'Zoë', phone_number: '0100' });
    expect(await staleDocs()).toEqual([]);
  });

  it("a meal's picture, in its own lines and in custom meals built on it", async () => {
    await t.db.update(meals).set({ image: 'meals/new bread.jpg' }).where(eq(meals.id, bread));
    const order = await current();
    expect(
      order.items.map(
        (item: { meal_details?: { image: string }; custom_meal_details?: { image: string } }) =>
          (item.meal_details ?? item.custom_meal_details)?.image,
      ),
    ).toEqual([`${BASE}/media/meals/new bread.jpg`, `${BASE}/media/meals/new bread.jpg`]);
    expect(await staleDocs()).toEqual([]);
  });

  it("a custom meal's base meal", async () => {
    await t.db.update(customMeals).set({ baseMealId: salad }).where(eq(customMeals.id, bowl));
    expect((await current()).items[1].custom_meal_details.image).toBe(`${BASE}/media/meals/salad.jpg`);
    expect(await staleDocs()).toEqual([]);
  });

  it('the payment, and lines written or removed after it', async () => {
    await t.db.update(payments).set({ status: 'completed', transactionId: 'tx-1' }).where(eq(payments.orderId, id));
    expect((await current()).payment).toMatchObject({ status: 'completed', transaction_id: 'tx-1' });
    await t.db
      .insert(orderItems)
      .values({ orderId: id, mealId: salad, kind: 'meal', name: 'Salad', quantity: 1, priceCents: 5 });
    expect((await current()).items).toHaveLength(3);
    await t.db.delete(orderItems).where(eq(orderItems.name, 'Salad'));
    expect((await current()).items).toHaveLength(2);
    expect(await staleDocs()).toEqual([]);
  });

  it('deleted meals, custom meal, restaurant and customer', async () => {
    await t.db.delete(meals).where(eq(meals.id, bread));
    expect((await current()).items[0]).toMatchObject({ meal: null, meal_details: { id: null, image: null } });
    await t.db.delete(customMeals).where(eq(customMeals.id, bowl));
    expect((await current()).items[1]).toMatchObject({ custom_meal: null, custom_meal_details: { id: null } });
    await t.db.delete(restaurants).where(eq(restaurants.id, restaurant.id));
    expect((await current()).restaurant).toBeNull();
    await t.db.delete(users).where(eq(users.id, customer.id));
    expect(await current()).toMatchObject({ user: null, user_details: null });
    expect(await staleDocs()).toEqual([]);
  });

  it('an order without a payment has no text, and gets one with its payment', async () => {
    const [row] = await t.db
      .insert(orders)
      .values({
        userUsername: 'walk-in',
        restaurantName: 'Gone',
        totalPriceCents: 5,
        paymentMethod: 'cash',
        deliveryAddress: 'Counter',
      })
      .returning({ id: orders.id });
    id = (row as { id: number }).id;
    await t.db.insert(orderItems).values({ orderId: id, kind: 'meal', name: 'Tea', quantity: 1, priceCents: 5 });
    expect((await call(t, 'GET', `${ORDERS}${id}/`, { token: admin.token })).status).toBe(404);
    expect(await staleDocs()).toEqual([]);
    await t.db.insert(payments).values({ orderId: id, paymentMethod: 'cash', amountCents: 5, status: 'pending' });
    expect((await current()).items).toHaveLength(1);
    expect(await staleDocs()).toEqual([]);
  });
});
