import { everyDay } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { restaurants } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { cashOrder, makeMenu, orderTableCounts, stockOf } from './fixtures.js';

const ORDERS = '/api/orders/orders/';
const MINUTE = 60_000;

/** Ordering ahead and ordering while closed or paused (issue #21, ADR 026); the clock is Thursday 1 Jan 2026, 12:00 UTC. */
describe('scheduled orders and the hours', () => {
  let t: TestApp;
  let customer: TestUser;
  const NOW = '2026-01-01T12:00:00.000Z';
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TZ: 'UTC' } });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  /** A restaurant open 13:00–23:00 every day (closed now), accepting within 10 minutes. */
  async function evenings(values: Partial<typeof restaurants.$inferInsert> = {}) {
    const menu = await makeMenu(t);
    await t.db
      .update(restaurants)
      .set({ openingHours: everyDay('13:00', '23:00'), ...values })
      .where(eq(restaurants.id, menu.restaurant.id));
    return menu;
  }

  const place = (body: Record<string, unknown>) => call(t, 'POST', ORDERS, { token: customer.token, body });

  /** Refused with `status`, and nothing was written or taken. */
  async function refused(body: Record<string, unknown>, status: number, ingredient: number) {
    const before = await orderTableCounts(t);
    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
    return res.body;
  }

  it('closed now: as soon as possible is a 409 with opens_at; scheduled for the evening is placed, stock taken now', async () => {
    const { restaurant, meal, ingredient } = await evenings();
    const asap = await refused(cashOrder(restaurant.id, [{ meal }]), 409, ingredient);
    expect(asap).toMatchObject({ code: 'restaurant_closed', opens_at: '2026-01-01T13:00:00.000Z' });

    const res = await place({ ...cashOrder(restaurant.id, [{ meal }]), scheduled_for: '2026-01-01T19:30:00+02:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      scheduled_for: '2026-01-01T17:30:00.000Z',
      estimated_at: '2026-01-01T17:30:00.000Z',
      // The restaurant's 10 minutes to accept start 30 minutes before the time.
      accept_by: '2026-01-01T17:10:00.000Z',
      status: 'pending',
    });
    expect(await stockOf(t, ingredient)).toBe(900);
  });

  it('scheduled in less than 30 minutes: the time to accept starts now', async () => {
    clock.set('2026-01-01T14:00:00Z');
    try {
      const { restaurant, meal } = await evenings();
      const res = await place({ ...cashOrder(restaurant.id, [{ meal }]), scheduled_for: '2026-01-01T14:20:00Z' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(Date.parse(res.body.accept_by)).toBe(Date.parse('2026-01-01T14:00:00Z') + 10 * MINUTE);
    } finally {
      clock.set(NOW);
    }
  });

  it('a time past, more than 7 days ahead, outside the hours, on a closed date or not a time: 400 scheduled_for', async () => {
    const { restaurant, meal, ingredient } = await evenings({
      closures: [{ starts: '2026-01-03', ends: '2026-01-04', reason: 'Family event' }],
    });
    const at = (scheduled_for: unknown) => ({ ...cashOrder(restaurant.id, [{ meal }]), scheduled_for });
    expect(await refused(at('2026-01-01T11:59:00Z'), 400, ingredient)).toEqual({
      scheduled_for: ['The scheduled time has already passed.'],
    });
    expect(await refused(at('2026-01-08T12:01:00Z'), 400, ingredient)).toEqual({
      scheduled_for: ['Orders can be scheduled at most 7 days ahead.'],
    });
    expect(await refused(at('2026-01-02T10:00:00Z'), 400, ingredient)).toEqual({
      scheduled_for: ['The restaurant is closed at the scheduled time.'],
    });
    expect(await refused(at('2026-01-03T18:00:00Z'), 400, ingredient)).toEqual({
      scheduled_for: ['The restaurant is closed at the scheduled time.'],
    });
    for (const bad of ['tomorrow', '2026-01-02 18:00', '2026-01-02T18:00:00', 1767376800000])
      expect((await refused(at(bad), 400, ingredient)).scheduled_for).toEqual([
        'Must be a date and time (ISO 8601 with a time zone).',
      ]);
    // Exactly 7 days ahead is still accepted (at a restaurant open all day).
    const allDay = await makeMenu(t);
    const edge = await place({
      ...cashOrder(allDay.restaurant.id, [{ meal: allDay.meal }]),
      scheduled_for: '2026-01-08T12:00:00Z',
    });
    expect(edge.status, JSON.stringify(edge.body)).toBe(201);
  });

  it('paused: as soon as possible waits for the pause (409, opens_at its end); a time after the pause is taken', async () => {
    clock.set('2026-01-01T15:00:00Z');
    try {
      const { restaurant, meal, ingredient } = await evenings({ pausedUntil: new Date('2026-01-01T15:30:00Z') });
      expect(await refused(cashOrder(restaurant.id, [{ meal }]), 409, ingredient)).toMatchObject({
        code: 'restaurant_closed',
        is_active: true,
        opens_at: '2026-01-01T15:30:00.000Z',
      });
      const during = { ...cashOrder(restaurant.id, [{ meal }]), scheduled_for: '2026-01-01T15:20:00Z' };
      expect((await refused(during, 400, ingredient)).scheduled_for).toEqual([
        'The restaurant is closed at the scheduled time.',
      ]);
      const after = await place({ ...cashOrder(restaurant.id, [{ meal }]), scheduled_for: '2026-01-01T16:00:00Z' });
      expect(after.status).toBe(201);
      // The pause over, orders are taken again.
      clock.set('2026-01-01T15:30:00Z');
      expect((await place(cashOrder(restaurant.id, [{ meal }]))).status).toBe(201);
    } finally {
      clock.set(NOW);
    }
  });

  it('switched off, even a scheduled order is refused with 409', async () => {
    const { restaurant, meal, ingredient } = await evenings({ isActive: false });
    const body = { ...cashOrder(restaurant.id, [{ meal }]), scheduled_for: '2026-01-01T18:00:00Z' };
    expect(await refused(body, 409, ingredient)).toMatchObject({ code: 'restaurant_closed', opens_at: null });
  });

  it('?scheduled=true|false splits the lists of customer, owner and admin; other values are a 400', async () => {
    const buyer = await createUser(t, 'customer');
    const admin = await createUser(t, 'admin');
    const { restaurant, meal } = await makeMenu(t);
    const order = (extra: Record<string, unknown>) =>
      call(t, 'POST', ORDERS, { token: buyer.token, body: { ...cashOrder(restaurant.id, [{ meal }]), ...extra } });
    const asap = (await order({})).body.id;
    const ahead = (await order({ scheduled_for: '2026-01-02T12:00:00Z' })).body.id;
    for (const [token, extra] of [
      [buyer.token, ''],
      [restaurant.owner.token, ''],
      [admin.token, `&restaurant=${restaurant.id}`],
    ] as const) {
      const ids = async (scheduled: string) => {
        const res = await call(t, 'GET', `${ORDERS}?scheduled=${scheduled}${extra}`, { token });
        expect(res.status).toBe(200);
        return res.body.map((o: { id: number }) => o.id);
      };
      expect(await ids('true')).toEqual([ahead]);
      expect(await ids('false')).toEqual([asap]);
      const page = await call(t, 'GET', `${ORDERS}?page=1&scheduled=true${extra}`, { token });
      expect(page.body.count).toBe(1);
    }
    const bad = await call(t, 'GET', `${ORDERS}?scheduled=soon`, { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toContain('scheduled');
  });
});
