import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { customMeals, orderItems, orders, payments, users } from '../../db/schema.js';
import {
  makeCustomMeal,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  orderJsonOf,
  type RestaurantFixture,
} from './fixtures.js';
import { writeAllOrderTexts } from './texts.js';

const ORDERS = '/api/orders/orders/';
const HOST = 'shop.example:8443';
const BASE = `http://${HOST}`;
/**
 * Quotes, backslashes, control characters, a line separator, non-BMP and markup: JSON's awkward cases; and
 * what a read replaces in a stored text, or a marker would look like, written by a user.
 */
const AWKWARD = 'Zoë "Z" \\ O\'Neil\n\t\u0001\u001f\u007f\u2028 😀 </script> "image":"/x \\"image\\":\\"/y \\u0001';

/**
 * Every read answers the orders' stored texts (ADR 015) with the request's base URL put in; these pin its
 * bytes to what JSON.stringify makes of serialize.ts `orderOut` with that base URL for the same rows: items
 * of both kinds, snapshots, deleted meals and customers, payments, images, and text that JSON has to
 * escape, including text that looks like what the read replaces.
 */
describe('the JSON text of orders', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let restaurant: RestaurantFixture;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer', { firstName: AWKWARD, lastName: '' });
    const gone = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
    restaurant = await makeRestaurant(t, { name: `Café ${AWKWARD}` });
    const bread = await makeMeal(t, restaurant.id, { name: 'Bread', image: 'meals/bread "1".jpg' });
    const plain = await makeMeal(t, restaurant.id, { name: 'Plain', image: '' });
    const salt = [{ ingredientId: await makeIngredient(t, restaurant.id), quantity: 1 }];
    const bowl = await makeCustomMeal(t, customer.id, restaurant.id, salt);
    await t.db.update(customMeals).set({ baseMealId: bread }).where(eq(customMeals.id, bowl));
    const bare = await makeCustomMeal(t, customer.id, restaurant.id, salt);

    const place = async (values: Partial<typeof orders.$inferInsert>, at: string) => {
      const [row] = await t.db
        .insert(orders)
        .values({
          userId: customer.id,
          userUsername: customer.username,
          restaurantId: restaurant.id,
          restaurantName: restaurant.name,
          totalPriceCents: 123456,
          subtotalCents: 123456,
          paymentMethod: 'credit_card',
          deliveryAddress: AWKWARD,
          createdAt: new Date(at),
          updatedAt: new Date(at),
          ...values,
        })
        .returning({ id: orders.id });
      const id = (row as { id: number }).id;
      ids.push(id);
      return id;
    };
    const first = await place(
      { status: 'cancelled', deliveryNotes: AWKWARD, cancellationReason: `No ${AWKWARD}` },
      '2026-01-02T03:04:05.006Z',
    );
    await t.db.insert(orderItems).values([
      { orderId: first, mealId: bread, kind: 'meal', name: `Bread ${AWKWARD}`, quantity: 2, priceCents: 5 },
      {
        orderId: first,
        customMealId: bowl,
        kind: 'custom',
        name: 'Bowl',
        quantity: 1,
        priceCents: 100000,
        specialInstructions: AWKWARD,
        customSnapshot: {
          cooking_instructions: `Stir ${AWKWARD}`,
          ingredients: [
            { ingredient: 7, name: `Salt ${AWKWARD}`, unit: 'g', quantity: 1.5 },
            { ingredient: 8, name: 'Oil', unit: 'ml', quantity: 0.1234 },
            { ingredient: 9, name: 'Rice', unit: 'kg', quantity: 2 },
            { ingredient: 10, name: 'Saffron', unit: 'g', quantity: 0.001 },
          ],
        },
      },
      { orderId: first, mealId: plain, kind: 'meal', name: 'Plain', quantity: 1, priceCents: 0 },
      { orderId: first, customMealId: bare, kind: 'custom', name: 'Bare', quantity: 3, priceCents: 99 },
      { orderId: first, mealId: null, kind: 'meal', name: 'Deleted meal', quantity: 1, priceCents: 1 },
      { orderId: first, customMealId: null, kind: 'custom', name: 'Deleted custom', quantity: 1, priceCents: 1 },
    ]);
    await t.db.insert(payments).values({
      orderId: first,
      paymentMethod: 'credit_card',
      amountCents: 123456,
      status: 'refunded',
      transactionId: `pi_${AWKWARD}`,
      provider: 'test',
      paymentDate: new Date('2026-01-02T03:04:05.789Z'),
    });
    // No items, its customer deleted since: user null, no user_details.
    const second = await place({ userId: gone.id, status: 'delivered' }, '2026-01-03T00:00:00.000Z');
    await t.db.insert(payments).values({ orderId: second, paymentMethod: 'cash', amountCents: 7, status: 'pending' });
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, second));
    await t.db.delete(users).where(eq(users.id, gone.id));
    // Microseconds, as now() writes them: the reads have always answered milliseconds.
    const third = await place({ totalPriceCents: 1000 }, '2026-01-01T00:00:00.000Z');
    await t.db.execute(
      sql`update orders set created_at = '2026-01-01 10:11:12.345678+00', updated_at = now() where id = ${third}`,
    );
    await t.db
      .insert(orderItems)
      .values({ orderId: third, mealId: bread, kind: 'meal', name: 'Bread', quantity: 1, priceCents: 1000 });
    await t.db.insert(payments).values({ orderId: third, paymentMethod: 'cash', amountCents: 1000, status: 'pending' });
    await writeAllOrderTexts(t.db);
  });
  afterAll(() => t.close());

  const expected = (id: number) => orderJsonOf(t, id, BASE);

  const read = (url: string, token: string) => call(t, 'GET', url, { token, headers: { host: HOST } });

  it('a single order, every list and every page answer the same bytes as before', async () => {
    const [first, second, third] = await Promise.all(ids.map(expected));
    const newestFirst = `[${second},${first},${third}]`;

    const one = await read(`${ORDERS}${ids[0]}/`, admin.token);
    expect(one.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(one.text).toBe(first);
    expect(one.body.delivery_address).toBe(AWKWARD);
    expect((await read(`${ORDERS}${ids[0]}/`, customer.token)).text).toBe(first);

    // The customer's own list (prepared) and a filtered one (built per request).
    expect((await read(ORDERS, customer.token)).text).toBe(`[${first},${third}]`);
    expect((await read(`${ORDERS}?status=cancelled`, customer.token)).text).toBe(`[${first}]`);
    expect((await read(ORDERS, restaurant.owner.token)).text).toBe(newestFirst);

    // The admin's unfiltered page (prepared, with its count) and a filtered page.
    const page = await read(`${ORDERS}?page=1`, admin.token);
    expect(page.text).toBe(`{"count":3,"next":null,"previous":null,"results":${newestFirst}}`);
    const middle = await read(`${ORDERS}?page=2&page_size=1`, admin.token);
    expect(middle.text).toBe(
      JSON.stringify({
        count: 3,
        next: `${BASE}${ORDERS}?page=3&page_size=1`,
        previous: `${BASE}${ORDERS}?page=1&page_size=1`,
        results: [],
      }).replace('[]', `[${first}]`),
    );
    const filtered = await read(`${ORDERS}?page=1&ordering=created_at`, admin.token);
    expect(filtered.text).toBe(`{"count":3,"next":null,"previous":null,"results":[${third},${first},${second}]}`);
  });

  it("the admin's page is one statement after the token, its count included", async () => {
    expect(queryCount(await read(`${ORDERS}?page=1`, admin.token))).toBe(2);
    expect(queryCount(await read(ORDERS, customer.token))).toBe(2);
  });
});
