import { everyDay } from '@dishcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { idempotencyKeys, ingredients, restaurants } from '../../db/schema.js';
import { fixedClock } from '../../lib/clock.js';
import { requestHash } from '../../lib/idempotency/idempotency.js';
import { cashOrder, makeMenu, orderTableCounts, stockOf } from './fixtures.js';
import { isOpenAt } from '../restaurants/service.js';

const ORDERS = '/api/orders/orders/';

describe('isOpenAt (API.md §4.6)', () => {
  const at = (iso: string) => new Date(iso);
  const hours = (openingTime: string, closingTime: string, isActive = true) => ({ isActive, openingTime, closingTime });

  it('opening before closing: open from opening until just before closing', () => {
    const h = hours('08:00:00', '22:00:00');
    expect(isOpenAt(h, at('2026-01-01T07:59:59Z'), 'UTC')).toBe(false);
    expect(isOpenAt(h, at('2026-01-01T08:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(h, at('2026-01-01T21:59:59Z'), 'UTC')).toBe(true);
    expect(isOpenAt(h, at('2026-01-01T22:00:00Z'), 'UTC')).toBe(false);
  });

  it('closing before opening: open past midnight', () => {
    const h = hours('18:00:00', '02:00:00');
    expect(isOpenAt(h, at('2026-01-01T17:59:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(h, at('2026-01-01T23:30:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(h, at('2026-01-01T01:59:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(h, at('2026-01-01T02:00:00Z'), 'UTC')).toBe(false);
  });

  it('equal times: open all day; the switch off: never open', () => {
    expect(isOpenAt(hours('09:00:00', '09:00:00'), at('2026-01-01T03:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(hours('00:00:00', '00:00:00', false), at('2026-01-01T12:00:00Z'), 'UTC')).toBe(false);
  });

  it('reads the local time of the configured time zone', () => {
    const h = hours('08:00:00', '22:00:00');
    // 21:30 UTC is 23:30 in Cairo (UTC+2 in January)
    expect(isOpenAt(h, at('2026-01-01T21:30:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(h, at('2026-01-01T21:30:00Z'), 'Africa/Cairo')).toBe(false);
  });
});

describe('ordering rules that depend on the hour, retries and rate limits', () => {
  let t: TestApp;
  let customer: TestUser;
  const clock = fixedClock('2026-01-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMITS: 'on' } });
    customer = await createUser(t, 'customer');
  });
  afterAll(() => t.close());

  it('outside opening hours the restaurant is closed (409) and nothing is written', async () => {
    const { restaurant, meal, ingredient } = await makeMenu(t);
    await t.db
      .update(restaurants)
      .set({ openingTime: '13:00', closingTime: '23:00', openingHours: everyDay('13:00', '23:00') })
      .where(eq(restaurants.id, restaurant.id));
    const before = await orderTableCounts(t);
    const res = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: `${restaurant.name} is closed right now.`,
      code: 'restaurant_closed',
      restaurant: restaurant.id,
      is_active: true,
      opening_time: '13:00:00',
      closing_time: '23:00:00',
      opens_at: '2026-01-01T13:00:00.000Z',
    });
    expect(await orderTableCounts(t)).toEqual(before);
    expect(await stockOf(t, ingredient)).toBe(1000);
    clock.set('2026-01-01T13:00:00Z');
    try {
      const open = await call(t, 'POST', ORDERS, { token: customer.token, body: cashOrder(restaurant.id, [{ meal }]) });
      expect(open.status).toBe(201);
    } finally {
      clock.set('2026-01-01T12:00:00Z');
    }
  });

  it('an idempotent retry returns the same order and creates nothing', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal, ingredient } = await makeMenu(t);
    const body = cashOrder(restaurant.id, [{ meal, quantity: 2 }]);
    const headers = { 'idempotency-key': 'checkout-42' };
    const first = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const counts = await orderTableCounts(t);
    const retry = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await orderTableCounts(t)).toEqual(counts);
    expect(await stockOf(t, ingredient)).toBe(800);

    const changed = await call(t, 'POST', ORDERS, {
      token: buyer.token,
      body: { ...body, delivery_notes: 'different' },
      headers,
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    });
    // the key is per user: someone else may use the same one
    const other = await createUser(t, 'customer');
    const theirs = await call(t, 'POST', ORDERS, { token: other.token, body, headers });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('a failed request is not stored: the retry runs again', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t, 100);
    const body = cashOrder(restaurant.id, [{ meal, quantity: 2 }]);
    const headers = { 'idempotency-key': 'retry-after-restock' };
    const short = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(short.status).toBe(409);
    await t.db.update(ingredients).set({ quantity: 500 }).where(eq(ingredients.restaurantId, restaurant.id));
    const retry = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a key still in progress answers 409 idempotency_in_progress; a bad key 400', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    const body = cashOrder(restaurant.id, [{ meal }]);
    await t.db.insert(idempotencyKeys).values({
      userId: buyer.id,
      path: '/api/orders/orders/',
      key: 'busy',
      requestHash: requestHash(body),
      createdAt: clock.now(),
    });
    const before = await orderTableCounts(t);
    const busy = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers: { 'idempotency-key': 'busy' } });
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({
      detail: 'A request with this Idempotency-Key is still in progress.',
      code: 'idempotency_in_progress',
    });
    const bad = await call(t, 'POST', ORDERS, {
      token: buyer.token,
      body,
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.' });
    expect(await orderTableCounts(t)).toEqual(before);
  });

  it('a claim left unanswered for over 2 minutes (its process died) is taken over by a retry; a younger one is not', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    const body = cashOrder(restaurant.id, [{ meal }]);
    const claim = (key: string, ageMs: number) =>
      t.db.insert(idempotencyKeys).values({
        userId: buyer.id,
        path: '/api/orders/orders/',
        key,
        requestHash: requestHash(body),
        createdAt: new Date(clock.now().getTime() - ageMs),
      });
    await claim('young', 90_000);
    await claim('abandoned', 150_000);
    const young = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers: { 'idempotency-key': 'young' } });
    expect(young.status).toBe(409);
    expect(young.body.code).toBe('idempotency_in_progress');

    const before = await orderTableCounts(t);
    const headers = { 'idempotency-key': 'abandoned' };
    const taken = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(taken.status).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    const again = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(taken.body.id);
    expect((await orderTableCounts(t))?.orders).toBe((before?.orders ?? 0) + 1);
  });

  it('a key answered over 24 hours ago is free again: a new body places a new order', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t);
    const body = cashOrder(restaurant.id, [{ meal, quantity: 2 }]);
    const stored = (key: string, ageMs: number) =>
      t.db.insert(idempotencyKeys).values({
        userId: buyer.id,
        path: '/api/orders/orders/',
        key,
        requestHash: requestHash({ old: 'body' }),
        responseStatus: 201,
        responseBody: { id: 1 },
        createdAt: new Date(clock.now().getTime() - ageMs),
      });
    await stored('yesterday', 25 * 3600_000);
    await stored('today', 23 * 3600_000);
    const reused = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers: { 'idempotency-key': 'today' } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');

    const headers = { 'idempotency-key': 'yesterday' };
    const placed = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(placed.status).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    const again = await call(t, 'POST', ORDERS, { token: buyer.token, body, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(placed.body.id);
  });

  it('placing orders is limited to 10 a minute per customer', async () => {
    const buyer = await createUser(t, 'customer');
    const { restaurant, meal } = await makeMenu(t, 100_000);
    for (let i = 0; i < 10; i += 1) {
      const res = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
      expect(res.status).toBe(201);
    }
    const before = await orderTableCounts(t);
    const limited = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    expect(limited.headers['retry-after']).toBe('60');
    expect(await orderTableCounts(t)).toEqual(before);
    clock.set('2026-01-01T12:01:01Z');
    try {
      const later = await call(t, 'POST', ORDERS, { token: buyer.token, body: cashOrder(restaurant.id, [{ meal }]) });
      expect(later.status).toBe(201);
    } finally {
      clock.set('2026-01-01T12:00:00Z');
    }
  });
});
