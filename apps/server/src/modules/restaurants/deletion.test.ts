import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { customMealReviews, mealReviews, notifications, orders, restaurants } from '../../db/schema.js';
import { addOptionGroups } from '../meals/test-fixtures.js';
import { gone, multipart } from '../media/multipart.js';
import { insertOrder } from '../notifications/fixtures.js';
import { makeCustomMeal, makeIngredient, makeMeal, makeRestaurant } from '../orders/fixtures.js';
import { review, tableCounts } from './test-support.js';

const one = (id: number) => `/api/restaurants/restaurants/${id}/`;

/** A restaurant with a logo and a cover, an ingredient, a meal using it, a customer's custom meal and a review of each. */
async function fullRestaurant(t: TestApp, customer: TestUser) {
  const r = await makeRestaurant(t);
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const logo = await call(t, 'PATCH', one(r.id), {
    token: r.owner.token,
    ...multipart({
      logo: { filename: 'logo.png', content: png, type: 'image/png' },
      cover: { filename: 'cover.png', content: png, type: 'image/png' },
    }),
  });
  expect(logo.status).toBe(200);
  const ingredient = await makeIngredient(t, r.id, { name: 'Rice' });
  const meal = await makeMeal(t, r.id, { name: 'Koshary' }, [{ ingredientId: ingredient, quantity: 100 }]);
  const custom = await makeCustomMeal(t, customer.id, r.id, [{ ingredientId: ingredient, quantity: 50 }]);
  // An option taking the restaurant's own ingredient (issue #22): its deletion must not trip that reference.
  await addOptionGroups(t, meal, [{ name: 'Extras', options: [{ name: 'More rice', ingredient, quantity: 20 }] }]);
  await review(t, customer.id, r.id, 5);
  await t.db.insert(mealReviews).values({ userId: customer.id, mealId: meal, rating: 4, comment: 'Very tasty meal.' });
  await t.db
    .insert(customMealReviews)
    .values({ userId: customer.id, customMealId: custom, rating: 5, comment: 'My own creation.' });
  const file = (url: string) => path.join(t.config.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
  return { r, meal, custom, ingredient, logoFile: file(logo.body.logo), coverFile: file(logo.body.cover) };
}

describe('restaurant deletion (API.md §4.8)', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('is refused with 409 and the order ids while orders are in progress; nothing is deleted', async () => {
    const { r, logoFile } = await fullRestaurant(t, customer);
    const first = await insertOrder(t, { userId: customer.id, restaurantId: r.id, status: 'pending' });
    await insertOrder(t, { userId: customer.id, restaurantId: r.id, status: 'delivered' });
    const second = await insertOrder(t, { userId: customer.id, restaurantId: r.id, status: 'ready' });
    const before = await tableCounts(t);
    for (const token of [r.owner.token, admin.token]) {
      const res = await call(t, 'DELETE', one(r.id), { token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        detail: 'This restaurant has orders in progress. Complete or cancel them first.',
        code: 'orders_in_progress',
        orders: [first, second],
      });
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(existsSync(logoFile)).toBe(true);
  });

  it('removes meals, ingredients, custom meals, reviews and images; keeps orders and notifications', async () => {
    const other = await fullRestaurant(t, customer);
    const { r, logoFile, coverFile } = await fullRestaurant(t, customer);
    const done = await insertOrder(t, { userId: customer.id, restaurantId: r.id, status: 'delivered' });
    const cancelled = await insertOrder(t, { userId: customer.id, restaurantId: r.id, status: 'cancelled' });
    await t.db.insert(notifications).values({
      recipientId: customer.id,
      restaurantId: r.id,
      orderId: done,
      notificationType: 'order_delivered',
      title: 'Order Delivered',
      message: 'Enjoy',
    });
    const before = await tableCounts(t);
    expect(existsSync(logoFile)).toBe(true);

    const res = await call(t, 'DELETE', one(r.id), { token: r.owner.token });
    expect(res.status).toBe(204);
    expect(await tableCounts(t)).toEqual({
      ...before,
      restaurants: (before?.restaurants ?? 0) - 1,
      meals: (before?.meals ?? 0) - 1,
      ingredients: (before?.ingredients ?? 0) - 1,
      custom_meals: (before?.custom_meals ?? 0) - 1,
      restaurant_reviews: (before?.restaurant_reviews ?? 0) - 1,
      meal_reviews: (before?.meal_reviews ?? 0) - 1,
      custom_meal_reviews: (before?.custom_meal_reviews ?? 0) - 1,
    });
    const kept = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [done, cancelled]))
      .orderBy(orders.id);
    expect(kept.map((o) => [o.id, o.restaurantId, o.restaurantName])).toEqual([
      [done, null, `Restaurant ${r.id}`],
      [cancelled, null, `Restaurant ${r.id}`],
    ]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, done));
    expect(note?.restaurantId).toBeNull();
    await gone(logoFile);
    await gone(coverFile);
    expect(existsSync(other.logoFile)).toBe(true);
    expect(existsSync(other.coverFile)).toBe(true);
    expect((await call(t, 'GET', one(other.r.id))).status).toBe(200);
    expect((await call(t, 'GET', one(r.id), { token: admin.token })).status).toBe(404);
    const [deleted] = await t.db.select().from(restaurants).where(eq(restaurants.id, r.id));
    expect(deleted).toBeUndefined();
  });

  it('the owner may create a new restaurant after deleting theirs', async () => {
    const r = await makeRestaurant(t);
    expect((await call(t, 'DELETE', one(r.id), { token: r.owner.token })).status).toBe(204);
    const mine = await call(t, 'GET', '/api/restaurants/restaurants/my-restaurant/', { token: r.owner.token });
    expect(mine.status).toBe(404);
  });
});
