import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { tally } from '../../../test/reliability/support/tally.js';
import { favourites } from '../../db/schema.js';
import { addMeal, addRestaurant } from '../meals/test-fixtures.js';

const LIST = '/api/users/favourites/';

// A double tap sends two hearts at once on separate connections: neither may fail on the other's row.
describe('favourites under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let restaurant: number;
  let meal: number;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t, 'restaurant');
    restaurant = await addRestaurant(t, owner.id);
    meal = await addMeal(t, restaurant);
  });
  afterAll(() => t.close());

  it('five hearts of the same restaurant or meal at once: one 201, the rest 200 with that favourite, one row', async () => {
    for (const body of [{ restaurant }, { meal }]) {
      const me = await createUser(t, 'customer');
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => call(t, 'POST', LIST, { token: me.token, body })),
      );
      expect(tally(replies)).toEqual({ 200: 4, 201: 1 });
      const rows = await t.db.select().from(favourites).where(eq(favourites.userId, me.id));
      expect(rows).toHaveLength(1);
      expect(new Set(replies.map((r) => r.body.id))).toEqual(new Set([rows[0]!.id]));
    }
  });
});
