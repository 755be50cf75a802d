import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { orders, restaurants } from '../../db/schema.js';
import { cashOrder, makeMenu, stockOf } from './fixtures.js';

const ORDERS = '/api/orders/orders/';

/** Issue #21: every cancellation records who made it (orders.cancelled_by); the sweeper's is 'system'. */
describe('who cancelled an order', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
  });
  afterAll(() => t.close());

  it('customer, owner and admin cancellations are "customer", "staff" and "staff", stock back each time', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t, 1000);
    const openingHours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));
    await t.db.update(restaurants).set({ openingHours }).where(eq(restaurants.id, restaurant.id));
    const cancelledBy = async (token: string) => {
      const placed = await call(t, 'POST', ORDERS, {
        token: customer.token,
        body: cashOrder(restaurant.id, [{ meal }]),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const id = placed.body.id as number;
      const res = await call(t, 'POST', `${ORDERS}${id}/update_status/`, {
        token,
        body: { status: 'cancelled', reason: 'Changed plans' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.db
        .select({ by: orders.cancelledBy, reason: orders.cancellationReason })
        .from(orders)
        .where(eq(orders.id, id));
      expect(row?.reason).toBe('Changed plans');
      return row?.by;
    };
    expect(await cancelledBy(customer.token)).toBe('customer');
    expect(await cancelledBy(restaurant.owner.token)).toBe('staff');
    expect(await cancelledBy(admin.token)).toBe('staff');
    expect(await stockOf(t, ingredient)).toBe(1000);
  });
});
