import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, queryCount, type TestApp, type TestUser } from '../../../test/helpers.js';
import { meals, orders } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { insertMeal, insertOrder, insertRestaurant } from '../notifications/fixtures.js';

const zeroStatuses = { pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };

describe('statistics', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let noRestaurant: TestUser;
  let customer: TestUser;
  let admin: TestUser;
  let restaurantId: number;
  const meal: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-03-10T12:00:00Z') });
    owner = await createUser(t, 'restaurant');
    otherOwner = await createUser(t, 'restaurant');
    const rejectedOwner = await createUser(t, 'restaurant');
    noRestaurant = await createUser(t, 'restaurant');
    customer = await createUser(t, 'customer');
    admin = await createUser(t, 'admin');
    restaurantId = await insertRestaurant(t, owner.id, { isApproved: true });
    const otherRestaurant = await insertRestaurant(t, otherOwner.id, { isApproved: null });
    await insertRestaurant(t, rejectedOwner.id, { isApproved: false, rejectionReason: 'Incomplete' });
    for (const [name, price] of [
      ['Koshari', 1000],
      ['Falafel', 500],
      ['Gone', 250],
      ['Unordered', 900],
      ['Molokhia', 1500],
      ['Fattah', 1000],
      ['Tea', 100],
      ['Basbousa', 200],
    ] as const) {
      meal[name] = await insertMeal(t, restaurantId, name, price);
    }
    const m = (name: string, quantity: number, priceCents: number) => ({
      mealId: meal[name] as number,
      quantity,
      priceCents,
    });
    const user = customer.id;
    // Today (2026-03-10, UTC): one delivered, one pending order.
    await insertOrder(t, {
      userId: user,
      restaurantId,
      status: 'delivered',
      createdAt: '2026-03-10T09:00:00Z',
      items: [m('Koshari', 2, 1000)],
    });
    await insertOrder(t, {
      userId: user,
      restaurantId,
      status: 'pending',
      createdAt: '2026-03-10T10:00:00Z',
      items: [
        m('Falafel', 3, 500),
        m('Molokhia', 2, 1500),
        m('Fattah', 2, 1000),
        m('Tea', 1, 100),
        m('Basbousa', 1, 200),
      ],
    });
    // Yesterday, just before midnight: cancelled (no revenue, no top meals).
    await insertOrder(t, {
      userId: user,
      restaurantId,
      status: 'cancelled',
      createdAt: '2026-03-09T23:30:00Z',
      items: [m('Koshari', 5, 1000)],
    });
    // The first day of a 3-day window, at midnight; the "Gone" meal is deleted afterwards.
    await insertOrder(t, {
      userId: user,
      restaurantId,
      status: 'confirmed',
      createdAt: '2026-03-08T00:00:00Z',
      items: [m('Falafel', 1, 500), m('Gone', 4, 250)],
    });
    // One second before the 3-day window: in the totals only.
    await insertOrder(t, {
      userId: user,
      restaurantId,
      status: 'delivered',
      createdAt: '2026-03-07T23:59:59Z',
      items: [m('Koshari', 10, 1000)],
    });
    // Another restaurant's order: only in the admin's figures.
    await insertOrder(t, {
      userId: user,
      restaurantId: otherRestaurant,
      status: 'delivered',
      totalCents: 9999,
      createdAt: '2026-03-10T11:00:00Z',
    });
    await t.db.delete(meals).where(eq(meals.id, meal.Gone as number));
  });
  afterAll(() => t.close());

  it('owner statistics: all-time totals, the zero-filled daily series and the top meals of the period', async () => {
    const res = await call(t, 'GET', '/api/stats/my-restaurant/?days=3', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      restaurant: restaurantId,
      total_orders: 5,
      menu_items: 7,
      pending_orders: 1,
      total_revenue: '203.00',
      delivery_fees: '0.00',
      gross_revenue: '203.00',
      discounts: '0.00',
      net_revenue: '203.00',
      orders_by_status: { ...zeroStatuses, pending: 1, confirmed: 1, delivered: 2, cancelled: 1 },
      daily: [
        { date: '2026-03-08', orders: 1, revenue: '15.00' },
        { date: '2026-03-09', orders: 1, revenue: '0.00' },
        { date: '2026-03-10', orders: 2, revenue: '88.00' },
      ],
      top_meals: [
        { meal: meal.Falafel, name: 'Falafel', quantity: 4, revenue: '20.00' },
        { meal: meal.Molokhia, name: 'Molokhia', quantity: 2, revenue: '30.00' },
        { meal: meal.Koshari, name: 'Koshari', quantity: 2, revenue: '20.00' },
        { meal: meal.Fattah, name: 'Fattah', quantity: 2, revenue: '20.00' },
        { meal: meal.Basbousa, name: 'Basbousa', quantity: 1, revenue: '2.00' },
      ],
    });
  });

  it('admin statistics: every order, users by type and restaurants by approval', async () => {
    const res = await call(t, 'GET', '/api/stats/admin/?days=3', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_orders: 6,
      total_revenue: '302.99',
      delivery_fees: '0.00',
      gross_revenue: '302.99',
      discounts: '0.00',
      net_revenue: '302.99',
      orders_by_status: { ...zeroStatuses, pending: 1, confirmed: 1, delivered: 3, cancelled: 1 },
      daily: [
        { date: '2026-03-08', orders: 1, revenue: '15.00' },
        { date: '2026-03-09', orders: 1, revenue: '0.00' },
        { date: '2026-03-10', orders: 3, revenue: '187.99' },
      ],
      total_users: 6,
      users_by_type: { customer: 1, restaurant: 4, admin: 1 },
      restaurants: { total: 3, approved: 1, pending: 1, rejected: 1 },
    });
  });

  it('days defaults to 30: thirty days ending today, oldest first', async () => {
    const res = await call(t, 'GET', '/api/stats/my-restaurant/', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.daily[0]).toEqual({ date: '2026-02-09', orders: 0, revenue: '0.00' });
    expect(res.body.daily[29].date).toBe('2026-03-10');
    expect(res.body.daily.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(5);
  });

  it('days must be a whole number from 1 to 365', async () => {
    for (const [days, message] of [
      ['0', 'Must be at least 1.'],
      ['366', 'Must be at most 365.'],
      ['abc', 'Must be a whole number.'],
      ['1.5', 'Must be a whole number.'],
    ]) {
      for (const [url, token] of [
        ['/api/stats/my-restaurant/', owner.token],
        ['/api/stats/admin/', admin.token],
      ] as const) {
        const res = await call(t, 'GET', `${url}?days=${days}`, { token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ days: [message] });
      }
    }
    const year = await call(t, 'GET', '/api/stats/admin/?days=365', { token: admin.token });
    expect(year.body.daily).toHaveLength(365);
    const one = await call(t, 'GET', '/api/stats/admin/?days=1', { token: admin.token });
    expect(one.body.daily).toEqual([{ date: '2026-03-10', orders: 3, revenue: '187.99' }]);
  });

  it('owner statistics are for owners with a restaurant only', async () => {
    for (const user of [customer, admin]) {
      const res = await call(t, 'GET', '/api/stats/my-restaurant/', { token: user.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Only restaurant owners can access this endpoint.' });
    }
    // Visibility (404) is reported before validation (400).
    for (const query of ['', '?days=0']) {
      const res = await call(t, 'GET', `/api/stats/my-restaurant/${query}`, { token: noRestaurant.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'You do not have a restaurant set up yet.' });
    }
    const anonymous = await call(t, 'GET', '/api/stats/my-restaurant/');
    expect(anonymous.status).toBe(401);
  });

  it('admin statistics are for admins only', async () => {
    for (const user of [customer, owner]) {
      const res = await call(t, 'GET', '/api/stats/admin/', { token: user.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = await call(t, 'GET', '/api/stats/admin/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('runs the same number of queries for 1 and 100 orders, and for 1 and 365 days', async () => {
    const small = await createUser(t, 'restaurant');
    const large = await createUser(t, 'restaurant');
    const smallId = await insertRestaurant(t, small.id);
    const largeId = await insertRestaurant(t, large.id);
    const smallMeal = await insertMeal(t, smallId, 'Soup');
    const largeMeals = await Promise.all(Array.from({ length: 10 }, (_, i) => insertMeal(t, largeId, `Dish ${i}`)));
    await insertOrder(t, {
      userId: customer.id,
      restaurantId: smallId,
      items: [{ mealId: smallMeal, quantity: 1, priceCents: 100 }],
    });
    for (let i = 0; i < 100; i += 1) {
      await insertOrder(t, {
        userId: customer.id,
        restaurantId: largeId,
        createdAt: new Date(Date.parse('2026-03-10T11:00:00Z') - i * 3_600_000),
        items: [{ mealId: largeMeals[i % 10] as number, quantity: 1 + (i % 3), priceCents: 100 }],
      });
    }
    const one = await call(t, 'GET', '/api/stats/my-restaurant/?days=1', { token: small.token });
    const hundred = await call(t, 'GET', '/api/stats/my-restaurant/?days=365', { token: large.token });
    expect(one.body.total_orders).toBe(1);
    expect(hundred.body.total_orders).toBe(100);
    expect(hundred.body.top_meals).toHaveLength(5);
    expect(queryCount(hundred)).toBe(queryCount(one));
    const adminOne = await call(t, 'GET', '/api/stats/admin/?days=1', { token: admin.token });
    const adminYear = await call(t, 'GET', '/api/stats/admin/?days=365', { token: admin.token });
    expect(queryCount(adminYear)).toBe(queryCount(adminOne));
  });
});

describe('statistics days follow the server time zone', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('counts an order on the local day it was placed (TZ=Africa/Cairo, UTC+2)', async () => {
    t = await createTestApp({ clock: fixedClock('2026-03-10T23:00:00Z'), env: { TZ: 'Africa/Cairo' } });
    const owner = await createUser(t, 'restaurant');
    const customer = await createUser(t, 'customer');
    const restaurantId = await insertRestaurant(t, owner.id);
    const soup = await insertMeal(t, restaurantId, 'Soup');
    // 23:30 on the 10th in Cairo, 00:30 on the 11th in Cairo, and 23:59 on the 8th (outside 2 days).
    for (const createdAt of ['2026-03-10T21:30:00Z', '2026-03-10T22:30:00Z', '2026-03-09T21:59:00Z']) {
      await insertOrder(t, {
        userId: customer.id,
        restaurantId,
        createdAt,
        items: [{ mealId: soup, quantity: 1, priceCents: 700 }],
      });
    }
    const res = await call(t, 'GET', '/api/stats/my-restaurant/?days=2', { token: owner.token });
    expect(res.body.daily).toEqual([
      { date: '2026-03-10', orders: 1, revenue: '7.00' },
      { date: '2026-03-11', orders: 1, revenue: '7.00' },
    ]);
    expect(res.body.top_meals).toEqual([{ meal: soup, name: 'Soup', quantity: 2, revenue: '14.00' }]);
  });
});

describe('statistics with delivery fees (issue #21)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('revenue is the subtotals; delivery_fees sums the fees apart; cancelled orders count in neither', async () => {
    t = await createTestApp({ clock: fixedClock('2026-03-10T12:00:00Z') });
    const owner = await createUser(t, 'restaurant');
    const admin = await createUser(t, 'admin');
    const customer = await createUser(t, 'customer');
    const restaurantId = await insertRestaurant(t, owner.id);
    const soup = await insertMeal(t, restaurantId, 'Soup');
    const placed = async (status: 'delivered' | 'pending' | 'cancelled', quantity: number, feeCents: number) => {
      const id = await insertOrder(t, {
        userId: customer.id,
        restaurantId,
        status,
        createdAt: '2026-03-10T09:00:00Z',
        items: [{ mealId: soup, quantity, priceCents: 1000 }],
      });
      await t.db
        .update(orders)
        .set({ deliveryFeeCents: feeCents, totalPriceCents: quantity * 1000 + feeCents })
        .where(eq(orders.id, id));
    };
    await placed('delivered', 2, 1500);
    await placed('pending', 1, 250);
    await placed('cancelled', 3, 900);
    for (const [path, token] of [
      ['/api/stats/my-restaurant/?days=1', owner.token],
      ['/api/stats/admin/?days=1', admin.token],
    ] as const) {
      const res = await call(t, 'GET', path, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        total_orders: 3,
        total_revenue: '30.00',
        delivery_fees: '17.50',
        daily: [{ date: '2026-03-10', orders: 3, revenue: '30.00' }],
      });
    }
  });
});
