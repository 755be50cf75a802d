import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { cashOrder, makeIngredient, makeMeal, makeRestaurant, orderTableCounts, stockOf } from './fixtures.js';
import { addOptionGroups } from '../meals/test-fixtures.js';

const ORDERS = '/api/orders/orders/';

// PGlite has one connection; only PostgreSQL's pool runs these requests truly at the same time.
describe('menu options raced on PostgreSQL (issue #22)', () => {
  let t: TestApp;
  let customers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    customers = await Promise.all(Array.from({ length: 5 }, () => createUser(t, 'customer')));
  });
  afterAll(() => t.close());

  it('50 parallel orders for the last 10 portions of an extra: exactly 10 win, its stock ends at 0', async () => {
    const restaurant = await makeRestaurant(t);
    const beef = await makeIngredient(t, restaurant.id, { name: 'Beef', quantity: 100_000 });
    const halloumi = await makeIngredient(t, restaurant.id, { name: 'Halloumi', quantity: 300 });
    const meal = await makeMeal(t, restaurant.id, { name: 'Kofta' }, [{ ingredientId: beef, quantity: 100 }]);
    const [[regular], [extra]] = (await addOptionGroups(t, meal, [
      { name: 'Size', min: 1, max: 1, options: [{ name: 'Regular' }] },
      { name: 'Extras', max: 1, options: [{ name: 'Extra halloumi', ingredient: halloumi, quantity: 30 }] },
    ])) as [[number], [number]];
    const before = await orderTableCounts(t);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t, 'POST', ORDERS, {
          token: (customers[i % customers.length] as TestUser).token,
          body: cashOrder(restaurant.id, [{ meal, options: [regular, extra] }]),
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(r.body.code).toBe('unavailable');
      expect(r.body.unavailable_ingredients).toMatchObject([{ id: halloumi, meal: 'Kofta (Extra halloumi)' }]);
    }
    expect(await stockOf(t, halloumi)).toBe(0);
    expect(await stockOf(t, beef)).toBe(100_000 - 10 * 100);
    const after = await orderTableCounts(t);
    expect((after?.orders ?? 0) - (before?.orders ?? 0)).toBe(10);
    expect((after?.stock ?? 0) - (before?.stock ?? 0)).toBe(20);
  });
});
